import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useNewsCategories, useNewsList } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { categoryFromSearch } from '../../app/route-data.ts';
import { articlesText } from '../../messages/articles.ts';

export function NewsListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const categoryId = categoryFromSearch(search);
  const categories = useNewsCategories();
  const news = useNewsList({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT, categoryId });
  const hrefFor = (n: number) =>
    `${paths.news}?${new URLSearchParams({ ...(categoryId ? { category: String(categoryId) } : {}), page: String(n) })}`;
  return (
    <>
      <PageHeading title={articlesText.news} />
      <CategoryFilter
        query={categories}
        errorKey="fetchNewsFailed"
        current={categoryId}
        basePath={paths.news}
      />
      <QueryBoundary query={news} errorKey="fetchNewsFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <NoticeList
              notices={data.map((n) => ({ ...n, publishedAt: n.publishAt }))}
              getHref={(n) => paths.newsDetail(n.id)}
              kind="news"
              headingLevel={2}
            />
            <Pager total={total} pageSize={PAGE_SIZE_TEXT} page={page} makeHref={hrefFor} />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
