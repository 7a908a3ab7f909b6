import { isApiError } from '@fanclub/domain';
import type { ErrorMessageKey } from '@fanclub/domain';
import { EmptyState, PageSpinner } from '@fanclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { shellText } from '../messages/shell.ts';
import type { QueryError } from './QueryError.tsx';

interface QueryBoundaryProps<T> {
  readonly query: UseQueryResult<T>;
  /** The catalogue message of spec section 8 for this fetch; without one, the server's own message. */
  readonly errorKey?: ErrorMessageKey;
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyText?: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * The error view (ErrorState with its button, and the message catalogue) is only drawn when a fetch
 * fails, so it is not part of a screen's first paint: its chunk starts loading when a boundary
 * first mounts, well before a failed fetch has used up its retries. A failed load is tried again
 * by the next boundary.
 */
let queryError: Promise<{ QueryError: typeof QueryError }> | undefined;
const loadQueryError = () => {
  queryError ??= import('./QueryError.tsx').catch((error: unknown) => {
    queryError = undefined;
    throw error;
  });
  return queryError;
};
const LazyQueryError = lazy(async () => ({ default: (await loadQueryError()).QueryError }));
// A missing item is as rare as a failure: its page loads when it is needed.
const LazyNotFound = lazy(async () => ({ default: (await import('./NotFound.tsx')).NotFound }));

/** Loading, error (with the spec's message and a retry), empty, then the content. */
export function QueryBoundary<T>({ query, errorKey, isEmpty, emptyText, children }: QueryBoundaryProps<T>) {
  useEffect(() => {
    void loadQueryError().catch(() => undefined);
  }, []);
  if (query.isPending) return <PageSpinner size="inline" />;
  // A missing item (/news/99999) is not a failure to fetch: it does not exist.
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <Suspense fallback={<PageSpinner size="inline" />}>
        <LazyNotFound />
      </Suspense>
    );
  }
  if (query.isError) {
    return (
      <Suspense fallback={<PageSpinner size="inline" />}>
        <LazyQueryError
          error={query.error}
          errorKey={errorKey}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Suspense>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState title={emptyText ?? shellText.empty} />;
  return <>{children(query.data)}</>;
}

/**
 * The error view alone, for a fetch that is part of a screen (a category list beside its items):
 * the spec's message and a retry, or nothing while the fetch has not failed.
 */
export function QueryFailure<T>({ query, errorKey }: Pick<QueryBoundaryProps<T>, 'query' | 'errorKey'>) {
  useEffect(() => {
    void loadQueryError().catch(() => undefined);
  }, []);
  if (!query.isError) return null;
  return (
    <Suspense fallback={<PageSpinner size="inline" />}>
      <LazyQueryError
        error={query.error}
        errorKey={errorKey}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    </Suspense>
  );
}
