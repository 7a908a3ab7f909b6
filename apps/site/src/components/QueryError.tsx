import { errorMessage } from '@fanclub/domain';
import type { ErrorMessageKey } from '@fanclub/domain';
import { ErrorState } from '@fanclub/ui';

export interface QueryErrorProps {
  readonly error: unknown;
  readonly errorKey?: ErrorMessageKey | undefined;
  readonly onRetry: () => void;
  readonly isRetrying: boolean;
}

/** A failed fetch: the spec's message (section 8) and a retry button. Loaded by QueryBoundary. */
export function QueryError({ error, errorKey, onRetry, isRetrying }: QueryErrorProps) {
  return <ErrorState message={errorMessage(error, errorKey)} onRetry={onRetry} isRetrying={isRetrying} />;
}
