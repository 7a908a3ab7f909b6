import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { formatDate, isoDate } from '../format/date.ts';
import { Image } from '../Image/Image.tsx';
import { LockIcon } from '../icons/icons.tsx';
import { contentText } from '../messages/content.ts';
import styles from './ContentCard.module.css';

export type ContentCardProps = {
  href: string;
  title: string;
  imageUrl?: string | null;
  /** publishAt / publishedAt / eventStart: shown as YYYY/MM/DD. */
  date?: string | null;
  category?: string | null;
  subTitle?: string | null;
  isNew?: boolean;
  isPaid?: boolean;
  /** Image shape: wide for news and blogs, square for discography, portrait for profiles. */
  shape?: 'wide' | 'square' | 'portrait';
  /** Headline level inside the list's section. */
  headingLevel?: 2 | 3 | 4;
};

const RATIO = { wide: '16 / 9', square: '1 / 1', portrait: '3 / 4' } as const;

/**
 * One card for every content list (news, blogs, schedules, discography, topics, profiles,
 * gift posts). The whole card is one link, named by its title.
 */
export function ContentCard({
  href,
  title,
  imageUrl,
  date,
  category,
  subTitle,
  isNew,
  isPaid,
  shape = 'wide',
  headingLevel = 3,
}: ContentCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {imageUrl ? (
          <Image src={imageUrl} alt="" aspectRatio={RATIO[shape]} sizes="(max-width: 768px) 50vw, 320px" />
        ) : (
          <div className={styles.placeholder} style={{ aspectRatio: RATIO[shape] }} />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          {date && <time dateTime={isoDate(date)}>{formatDate(date)}</time>}
          {category && <Badge>{category}</Badge>}
          {isNew && <Badge tone="brand">{contentText.isNew}</Badge>}
          {isPaid && (
            <Badge tone="warning">
              <LockIcon width={12} height={12} />
              {contentText.paidBadge}
            </Badge>
          )}
        </div>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {subTitle && <p className={styles.sub}>{subTitle}</p>}
      </div>
    </article>
  );
}
