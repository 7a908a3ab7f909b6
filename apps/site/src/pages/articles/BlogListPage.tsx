import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useUserBlogs } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

/** /blog is a members' route, so it reads the member list (paid posts come with their body). */
export function BlogListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const blogs = useUserBlogs({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT });
  return (
    <>
      <PageHeading title={articlesText.blog} />
      <QueryBoundary query={blogs} errorKey="fetchBlogsFailed" isEmpty={(d) => d.data.length === 0}>
        {({ data, total }) => (
          <>
            {/* The writer's name beside the date, where the category is on the other lists. */}
            <NoticeList
              notices={data.map((b) => ({ ...b, category: b.profile }))}
              getHref={(b) => paths.blog(b.id)}
              kind="blog"
              headingLevel={2}
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
