import { useNoticeCategories, useNotices } from '@fanclub/domain/react';
import { NoticeList } from '@fanclub/ui';
import { CategorisedList } from '../../components/CategorisedList.tsx';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';

export function NoticeListPage() {
  return (
    <CategorisedList
      title={articlesText.notice}
      section="notice"
      basePath={paths.notices}
      queries={[useNoticeCategories, useNotices]}
      errorKey="fetchNoticeFailed"
      categoriesErrorKey="fetchNoticeCategoriesFailed"
    >
      {(notices) => (
        <NoticeList notices={notices} getHref={(notice) => paths.notice(notice.id)} headingLevel={2} />
      )}
    </CategorisedList>
  );
}
