import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useNewsCategories, useNewsList } from '@fanclub/domain/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { CategoryFilter } from '../../components/CategoryFilter.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { ArticleList } from '../../components/ArticleList.tsx';
import { categoryFromSearch } from '../../app/route-data.ts';

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
      <PageHeading title="ニュース" />
      <CategoryFilter
        query={categories}
        errorKey="fetchNewsFailed"
        current={categoryId}
        basePath={paths.news}
      />
      <QueryBoundary query={news} errorKey="fetchNewsFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <ArticleList
              items={data.map((n) => ({
                id: n.id,
                title: n.title,
                date: n.publishAt,
                category: n.category.name,
                isNew: n.isNew,
                isPaid: n.isPaid,
                href: paths.newsDetail(n.id),
              }))}
            />
            <Pager total={total} pageSize={PAGE_SIZE_TEXT} page={page} makeHref={hrefFor} />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
