import { useNewsCategories, useNewsList } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { CategorisedList } from '../../components/CategorisedList.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

export function NewsListPage() {
  return (
    <CategorisedList
      title={articlesText.news}
      section="news"
      basePath={paths.news}
      queries={[useNewsCategories, useNewsList]}
      errorKey="fetchNewsFailed"
    >
      {(news) => (
        <NoticeList
          notices={news.map((n) => ({ ...n, publishedAt: n.publishAt }))}
          getHref={(n) => paths.newsDetail(n.id)}
          kind="news"
          headingLevel={2}
        />
      )}
    </CategorisedList>
  );
}
