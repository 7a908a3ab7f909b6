import { useNews, useNextNews, usePreviousNews } from '@fanclub/domain/react';
import { useParams } from 'react-router-dom';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail } from './ArticleDetail.tsx';

export function NewsDetailPage() {
  const id = useParams().id ?? '';
  const news = useNews(id);
  const next = useNextNews(id);
  const previous = usePreviousNews(id);
  return (
    <QueryBoundary query={news} errorKey="fetchNewsFailed">
      {(item) => (
        <ArticleDetail
          section={articlesText.news}
          title={item.title}
          date={item.publishAt}
          category={item.category.name}
          content={item.content}
          isPaid={item.isPaid}
          imageUrl={item.imageURL}
          previous={
            previous.data ? { title: previous.data.title, href: paths.newsDetail(previous.data.id) } : null
          }
          next={next.data ? { title: next.data.title, href: paths.newsDetail(next.data.id) } : null}
          listHref={paths.news}
        />
      )}
    </QueryBoundary>
  );
}
