import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useUserBlogs } from '@fanclub/domain/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { ArticleList } from '../../components/ArticleList.tsx';

/** /blog is a members' route, so it reads the member list (paid posts come with their body). */
export function BlogListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const blogs = useUserBlogs({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT });
  return (
    <>
      <PageHeading title="ブログ" />
      <QueryBoundary query={blogs} errorKey="fetchBlogsFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            <ArticleList
              items={data.map((b) => ({
                id: b.id,
                title: b.title,
                date: b.publishedAt,
                category: b.profile?.name,
                isPaid: b.isPaid,
                href: paths.blog(b.id),
              }))}
            />
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={(n) => `${paths.blogs}?page=${n}`}
            />
          </>
        )}
      </QueryBoundary>
    </>
  );
}
