import { Badge } from '../Badge/Badge.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { formatDate, isoDate } from '@fanclub/domain/format';
import { noticeText } from '../messages/notice.ts';
import styles from './NoticeList.module.css';

/** A notice (spec section 3). Notices carry no image and no isPaid flag. */
export type NoticeItem = {
  id: number;
  title: string;
  subTitle?: string | null;
  category: { id: number; name: string };
  publishedAt: string;
};

type NoticeListProps = {
  /** お知らせ（サーバーの順のまま）。 */
  notices: readonly NoticeItem[];
  /**
   * 1 件のリンク先（既定は /notice/[id]）。
   * Where a notice opens; the spec's /notice/[id] unless the app says otherwise.
   */
  getHref?: (notice: NoticeItem) => string;
  /** 一覧の名前。 */
  label?: string;
  /** ページの中での各お知らせの見出しの階層（既定 h3）。 Headline level of each notice inside the page. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * お知らせの文字だけの一覧（新しい順）: 日付、カテゴリ、タイトル、サブタイトル。1 行が 1 つのリンクです。
 *
 * **使う場面**: お知らせの一覧、ホームのお知らせ欄。写真のある一覧は `ContentCard`。
 *
 * **キーボード・スクリーンリーダー**: 1 行につき Tab は 1 回。リンクの名前はタイトルです。
 *
 * Notices as text rows, newest first as the server sends them: date, category, title and the
 * subtitle. Each row is one link, named by its title: a native `<a>` through the app's router
 * (`useRouterLink`), so a list page needs none of react-aria.
 */
export function NoticeList({
  notices,
  getHref = (notice) => `/notice/${notice.id}`,
  label = noticeText.list,
  headingLevel = 3,
}: NoticeListProps) {
  const Heading = `h${headingLevel}` as const;
  if (notices.length === 0) return <EmptyState title={noticeText.empty} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <article className={styles.item}>
            <div className={styles.meta}>
              <time dateTime={isoDate(notice.publishedAt)}>{formatDate(notice.publishedAt)}</time>
              <Badge>{notice.category.name}</Badge>
            </div>
            <div className={styles.text}>
              <Heading className={styles.title}>
                <NoticeLink href={getHref(notice)}>{notice.title}</NoticeLink>
              </Heading>
              {notice.subTitle && <p className={styles.sub}>{notice.subTitle}</p>}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function NoticeLink({ href, children }: { href: string; children: string }) {
  return (
    <a {...useRouterLink(href)} className={styles.link}>
      {children}
    </a>
  );
}
