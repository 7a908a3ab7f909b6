import { ContentMeta } from '../ContentCard/ContentMeta.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { noticeText } from '../messages/notice.ts';
import styles from './NoticeList.module.css';

/**
 * A dated text row: a notice (spec section 3) as it comes, or a news item or a blog post given the
 * same shape (news: `publishedAt` from its `publishAt`; a blog: its writer's profile as the
 * category). Notices carry no isNew or isPaid flag.
 */
export type NoticeItem = {
  id: number;
  title: string;
  subTitle?: string | null;
  /** The label beside the date (a blog's writer); none for a post without one. */
  category?: { id: number; name: string } | null;
  publishedAt: string;
  /** 「NEW」 beside the category (news). */
  isNew?: boolean;
  /** The members-only mark (news, blogs). */
  isPaid?: boolean;
};

type NoticeListProps = {
  /** お知らせ（サーバーの順のまま）。 */
  notices: readonly NoticeItem[];
  /**
   * 1 件のリンク先（既定は /notice/[id]）。
   * Where a notice opens; the spec's /notice/[id] unless the app says otherwise.
   */
  getHref?: (notice: NoticeItem) => string;
  /** 一覧の名前（既定は `kind` の名前）。 */
  label?: string;
  /**
   * 何の一覧か（既定 notice）: 一覧の名前と、1 件もないときの文言が変わります。
   * What the rows are: names the list (お知らせ一覧 / ニュース一覧 / ブログ一覧) and its empty state.
   */
  kind?: 'notice' | 'news' | 'blog';
  /** ページの中での各お知らせの見出しの階層（既定 h3）。 Headline level of each notice inside the page. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Notices, news or blog posts as text rows, newest first as the server sends them: date,
 * category, NEW, the members-only mark, title and the subtitle. Each row is one link, named by its title: a native `<a>` through the app's router
 * (`useRouterLink`), so a list page needs none of react-aria.
 */
export function NoticeList({
  notices,
  getHref = (notice) => `/notice/${notice.id}`,
  kind = 'notice',
  label,
  headingLevel = 3,
}: NoticeListProps) {
  const Heading = `h${headingLevel}` as const;
  if (notices.length === 0) return <EmptyState title={texts[kind].empty} />;
  return (
    <ul className={styles.list} aria-label={label ?? texts[kind].list}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <article className={styles.item}>
            <div className={styles.meta}>
              <ContentMeta
                date={notice.publishedAt}
                category={notice.category?.name}
                isNew={notice.isNew}
                isPaid={notice.isPaid}
              />
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

const texts = {
  notice: { list: noticeText.list, empty: noticeText.empty },
  news: { list: noticeText.newsList, empty: noticeText.newsEmpty },
  blog: { list: noticeText.blogList, empty: noticeText.blogEmpty },
} as const;

function NoticeLink({ href, children }: { href: string; children: string }) {
  return (
    <a {...useRouterLink(href)} className={styles.link}>
      {children}
    </a>
  );
}
