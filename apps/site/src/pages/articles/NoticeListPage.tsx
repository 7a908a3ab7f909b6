import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useNoticeCategories, useNotices } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { CategorisedList, useListQuery } from '../../components/CategorisedList.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

export function NoticeListPage() {
  return (
    <CategorisedList
      title={articlesText.notice}
      basePath={paths.notices}
      pageSize={PAGE_SIZE_TEXT}
      categories={useNoticeCategories()}
      categoriesErrorKey="fetchNoticeCategoriesFailed"
      list={useNotices(useListQuery(PAGE_SIZE_TEXT))}
      errorKey="fetchNoticeFailed"
    >
      {(notices) => (
        <NoticeList notices={notices} getHref={(notice) => paths.notice(notice.id)} headingLevel={2} />
      )}
    </CategorisedList>
  );
}
