import { useNews, useNextNews, usePreviousNews } from '@fanclub/domain/react';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail, articleKind } from './ArticleDetail.tsx';

const news = articleKind({
  queries: [useNews, useNextNews, usePreviousNews],
  errorKey: 'fetchNewsFailed',
  href: paths.newsDetail,
  listHref: paths.news,
  describe: (item) => ({
    section: articlesText.news,
    date: item.publishAt,
    category: item.category.name,
    imageUrl: item.imageURL,
  }),
});

export const NewsDetailPage = () => <ArticleDetail kind={news} />;
