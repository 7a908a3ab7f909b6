import type { ReactNode } from 'react';
import { Link as RacLink } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { formatDate, isoDate } from '../format/date.ts';
import { Image } from '../Image/Image.tsx';
import { Link } from '../Link/Link.tsx';
import { detailText } from '../messages/detail.ts';
import { RichText } from '../RichText/RichText.tsx';
import styles from './DetailLayout.module.css';

export type Neighbour = { href: string; title: string } | null;

type DetailLayoutProps = {
  title: string;
  subTitle?: string | null;
  date?: string | null;
  category?: string | null;
  imageUrl?: string | null;
  /** The CMS body (HTML); sanitised here. */
  html?: string | null;
  /** Replaces the body, e.g. a PaidContentLock. */
  locked?: ReactNode;
  previous?: Neighbour;
  next?: Neighbour;
  back: { href: string; label: string };
};

/** A news / blog / notice detail page: header, sanitised body and previous / next links. */
export function DetailLayout({
  title,
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
      <nav aria-label="記事の移動" className={styles.pager}>
        {previous ? (
          <RacLink href={previous.href} className={styles.neighbour} data-direction="previous">
            <span className={styles.direction}>‹ {detailText.previousItem}</span>
            <span>{previous.title}</span>
          </RacLink>
        ) : (
          <span />
        )}
        {next && (
          <RacLink href={next.href} className={styles.neighbour} data-direction="next">
            <span className={styles.direction}>{detailText.nextItem} ›</span>
            <span>{next.title}</span>
          </RacLink>
        )}
      </nav>
      <p className={styles.back}>
        <Link href={back.href}>{back.label}</Link>
      </p>
    </article>
  );
}
