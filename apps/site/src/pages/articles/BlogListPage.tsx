import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useUserBlogs } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PagedList, usePaging } from '../../components/Pager.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

/** /blog is a members' route, so it reads the member list (paid posts come with their body). */
export function BlogListPage() {
  const paging = usePaging(PAGE_SIZE_TEXT);
  return (
    <>
      <PageHeading title={articlesText.blog} section="blog" />
      <PagedList query={useUserBlogs(paging.query)} paging={paging} errorKey="fetchBlogsFailed">
        {(blogs) => (
          // The writer's name beside the date, where the category is on the other lists.
          <NoticeList
            notices={blogs.map((b) => ({ ...b, category: b.profile }))}
            getHref={(b) => paths.blog(b.id)}
            kind="blog"
            headingLevel={2}
          />
        )}
      </PagedList>
    </>
  );
}
