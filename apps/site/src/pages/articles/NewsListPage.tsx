import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useNewsCategories, useNewsList } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { CategorisedList, useListQuery } from '../../components/CategorisedList.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

export function NewsListPage() {
  return (
    <CategorisedList
      title={articlesText.news}
      basePath={paths.news}
      pageSize={PAGE_SIZE_TEXT}
      categories={useNewsCategories()}
      categoriesErrorKey="fetchNewsFailed"
      list={useNewsList(useListQuery(PAGE_SIZE_TEXT))}
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
