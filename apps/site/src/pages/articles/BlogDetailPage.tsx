import { useNextBlog, usePreviousBlog, useUserBlog } from '@fanclub/domain/react';
import { useParams } from 'react-router-dom';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail } from './ArticleDetail.tsx';

export function BlogDetailPage() {
  const id = useParams().id ?? '';
  const blog = useUserBlog(id);
  const next = useNextBlog(id);
  const previous = usePreviousBlog(id);
  return (
    <QueryBoundary query={blog} errorKey="fetchBlogFailed">
      {(item) => (
        <ArticleDetail
          section={item.profile ? articlesText.blogBy(item.profile.name) : articlesText.blog}
          title={item.title}
          date={item.publishedAt}
          content={item.content}
          isPaid={item.isPaid}
          imageUrl={item.imageURL}
          previous={previous.data ? { title: previous.data.title, href: paths.blog(previous.data.id) } : null}
          next={next.data ? { title: next.data.title, href: paths.blog(next.data.id) } : null}
          listHref={paths.blogs}
        />
      )}
    </QueryBoundary>
  );
}
