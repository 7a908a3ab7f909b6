import { errorMessage } from '@fanclub/domain';
import type { ErrorMessageKey } from '@fanclub/domain';
import { EmptyState, ErrorState, PageSpinner } from '@fanclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryBoundaryProps<T> {
  readonly query: UseQueryResult<T>;
  /** The catalogue message of spec section 8 for this fetch; without one, the server's own message. */
  readonly errorKey?: ErrorMessageKey;
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyText?: string;
  readonly children: (data: T) => ReactNode;
}

/** Loading, error (with the spec's message and a retry), empty, then the content. */
export function QueryBoundary<T>({ query, errorKey, isEmpty, emptyText, children }: QueryBoundaryProps<T>) {
  if (query.isPending) return <PageSpinner size="inline" />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, errorKey)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState title={emptyText ?? '表示できる内容はまだありません。'} />;
  return <>{children(query.data)}</>;
}
