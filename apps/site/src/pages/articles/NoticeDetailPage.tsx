import { useNextNotice, useNotice, usePreviousNotice } from '@fanclub/domain/react';
import { paths } from '../../app/paths.ts';
import { articlesText } from '../../messages/articles.ts';
import { ArticleDetail, articleKind } from './ArticleDetail.tsx';

// Notices are never paid content (no lock) and have no image.
const notice = articleKind({
  queries: [useNotice, useNextNotice, usePreviousNotice],
  errorKey: 'fetchNoticeFailed',
  href: paths.notice,
  listHref: paths.notices,
  describe: (item) => ({
    section: articlesText.notice,
    date: item.publishedAt,
    category: item.category.name,
  }),
});

export const NoticeDetailPage = () => <ArticleDetail kind={notice} />;
