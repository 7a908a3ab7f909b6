import { RichText } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import styles from '../../components/content.module.css';
import { formatDate } from '@fanclub/domain/format';

interface Neighbour {
  readonly title: string;
  readonly href: string;
}

interface ArticleDetailProps {
  readonly section: string;
  readonly title: string;
  readonly date: string;
  readonly category?: string | undefined;
  /** null when the server withheld paid content. */
  readonly content: string | null;
  readonly isPaid?: boolean;
  readonly image?: ReactNode;
  readonly previous?: Neighbour | null | undefined;
  readonly next?: Neighbour | null | undefined;
  readonly listHref: string;
}

/** One article with previous / next links (spec section 2: details can request their neighbours). */
export function ArticleDetail({
  section,
  title,
  date,
  category,
  content,
  isPaid,
  image,
  previous,
  next,
  listHref,
}: ArticleDetailProps) {
  return (
    <article className={styles.article}>
      <PageHeading title={title} lead={section} />
      <p className={styles.meta}>
        <time dateTime={date}>{formatDate(date)}</time>{' '}
        {category && <span className={styles.badge}>{category}</span>}
      </p>
      {image}
      {content !== null ? <RichText html={content} /> : isPaid !== false && <PaidLock />}
      <nav aria-label="前後の記事" className={styles.articleNav}>
        {previous ? (
          <Link to={previous.href} rel="prev">
            ← 前の記事：{previous.title}
          </Link>
        ) : (
          <span />
        )}
        <Link to={listHref}>一覧に戻る</Link>
        {next ? (
          <Link to={next.href} rel="next">
            次の記事：{next.title} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
