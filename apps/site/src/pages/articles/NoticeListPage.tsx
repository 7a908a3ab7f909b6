import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useNoticeCategories, useNotices } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { categoryFromSearch, listQuery } from '../../app/route-data.ts';
import { articlesText } from '../../messages/articles.ts';

export function NoticeListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const categoryId = categoryFromSearch(search);
  const categories = useNoticeCategories();
  // The same query the route's loader started (app/route-data.ts).
  const news = useNotices(listQuery(search, PAGE_SIZE_TEXT));
  const hrefFor = (n: number) =>
    `${paths.notices}?${new URLSearchParams({ ...(categoryId ? { category: String(categoryId) } : {}), page: String(n) })}`;
  return (
    <>
      <PageHeading title={articlesText.notice} />
      <CategoryFilter
        query={categories}
        errorKey="fetchNoticeCategoriesFailed"
        current={categoryId}
        basePath={paths.notices}
      />
      <QueryBoundary query={news} errorKey="fetchNoticeFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <NoticeList notices={data} getHref={(notice) => paths.notice(notice.id)} headingLevel={2} />
            <Pager total={total} pageSize={PAGE_SIZE_TEXT} page={page} makeHref={hrefFor} />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
