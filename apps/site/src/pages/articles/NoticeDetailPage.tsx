import { useNextNotice, useNotice, usePreviousNotice } from '@fanclub/domain/react';
import { useParams } from 'react-router-dom';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail } from './ArticleDetail.tsx';

export function NoticeDetailPage() {
  const id = useParams().id ?? '';
  const news = useNotice(id);
  const next = useNextNotice(id);
  const previous = usePreviousNotice(id);
  return (
    <QueryBoundary query={news} errorKey="fetchNoticeFailed">
      {(item) => (
        <ArticleDetail
          section={articlesText.notice}
          title={item.title}
          date={item.publishedAt}
          category={item.category.name}
          content={item.content}
          isPaid={false}
          previous={
            previous.data ? { title: previous.data.title, href: paths.notice(previous.data.id) } : null
          }
          next={next.data ? { title: next.data.title, href: paths.notice(next.data.id) } : null}
          listHref={paths.notices}
        />
      )}
    </QueryBoundary>
  );
}
