import type { ErrorMessageKey } from '@fanclub/domain';
import { CategoryTabLinks } from '@fanclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { categoryHref } from '../app/route-data.ts';
import { contentText } from '../messages/content.ts';
import { QueryFailure } from './QueryBoundary.tsx';

type CategoryList = { readonly data: readonly { id: number; name: string }[] };

/**
 * A filtered list's category tabs from its categories query: ui CategoryTabLinks (links to
 * `?category=` lists), or, when the categories cannot be fetched, the spec's message for them
 * (section 8) and a retry in their place.
 */
export function CategoryFilter({
  query,
  errorKey,
  current,
  basePath,
}: {
  query: UseQueryResult<CategoryList>;
  errorKey: ErrorMessageKey;
  current: number | undefined;
  basePath: string;
}) {
  if (query.isError) return <QueryFailure query={query} errorKey={errorKey} />;
  return (
    <CategoryTabLinks
      label={contentText.categories}
      categories={query.data?.data ?? []}
      selectedId={current}
      hrefFor={(id) => categoryHref(basePath, id)}
    />
  );
}
