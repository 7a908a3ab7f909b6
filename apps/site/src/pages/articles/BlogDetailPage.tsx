import { useNextBlog, usePreviousBlog, useUserBlog } from '@fanclub/domain/react';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail, articleKind } from './ArticleDetail.tsx';

const blog = articleKind({
  queries: [useUserBlog, useNextBlog, usePreviousBlog],
  errorKey: 'fetchBlogFailed',
  href: paths.blog,
  listHref: paths.blogs,
  describe: (item) => ({
    section: item.profile ? articlesText.blogBy(item.profile.name) : articlesText.blog,
    date: item.publishedAt,
    imageUrl: item.imageURL,
  }),
});

export const BlogDetailPage = () => <ArticleDetail kind={blog} />;
