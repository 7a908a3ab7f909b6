import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { formatDate, isoDate } from '@fanclub/domain/format';
import { Image } from '../Image/Image.tsx';
import linkStyles from '../Link/Link.module.css';
import { NativeLink } from '../Link/NativeLink.tsx';
import { detailText } from '../messages/detail.ts';
import { RichText } from '../RichText/RichText.tsx';
import styles from './DetailLayout.module.css';

export type Neighbour = { href: string; title: string } | null;

type DetailLayoutProps = {
  /** 記事のタイトル（h1）。 */
  title: string;
  /** 記事の種類（例: 「ニュース」「ブログ｜書いた人」）。日付の前に出ます。 The section, before the date. */
  section?: string | null;
  /** サブタイトル。 */
  subTitle?: string | null;
  /** 公開日。 */
  date?: string | null;
  /** カテゴリ名。 */
  category?: string | null;
  /** メインの画像。 */
  imageUrl?: string | null;
  /** CMS の本文（HTML。ここで安全な部分だけにします）。 The CMS body (HTML); sanitised here. */
  html?: string | null;
  /** 本文の代わりに出すもの（例: `PaidContentLock`）。 Replaces the body, e.g. a PaidContentLock. */
  locked?: ReactNode;
  /** 前（古い）記事。 */
  previous?: Neighbour;
  /** 次（新しい）記事。 */
  next?: Neighbour;
  /** 一覧へ戻るリンク。 */
  back: { href: string; label: string };
};

/**
 * A news / blog / notice detail page: header, sanitised body and previous / next links. The links
 * are native `<a>` through the app's router (`NativeLink`), so an article page needs none of
 * react-aria.
 */
export function DetailLayout({
  title,
  section,
  subTitle,
  date,
  category,
  imageUrl,
  html,
  locked,
  previous,
  next,
  back,
}: DetailLayoutProps) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <div className={styles.meta}>
          {section && <span>{section}</span>}
          {date && <time dateTime={isoDate(date)}>{formatDate(date)}</time>}
          {category && <Badge>{category}</Badge>}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {subTitle && <p className={styles.sub}>{subTitle}</p>}
      </header>
      {imageUrl && (
        <Image src={imageUrl} alt="" aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 760px" priority />
      )}
      {locked ?? <RichText html={html ?? ''} className={styles.body} />}
      <nav aria-label={detailText.neighbours} className={styles.pager}>
        {previous ? (
          <NativeLink href={previous.href} rel="prev" className={styles.neighbour} data-direction="previous">
            <span className={styles.direction}>
              <span aria-hidden="true">‹ </span>
              {detailText.previousItem}
            </span>
            <span>{previous.title}</span>
          </NativeLink>
        ) : (
          <span />
        )}
        {next && (
          <NativeLink href={next.href} rel="next" className={styles.neighbour} data-direction="next">
            <span className={styles.direction}>
              {detailText.nextItem}
              <span aria-hidden="true"> ›</span>
            </span>
            <span>{next.title}</span>
          </NativeLink>
        )}
      </nav>
      <p className={styles.back}>
        <NativeLink href={back.href} className={linkStyles.link}>
          {back.label}
        </NativeLink>
      </p>
    </article>
  );
}
