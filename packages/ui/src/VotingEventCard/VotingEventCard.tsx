import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { formatDateTime } from '../format/date.ts';
import styles from './VotingEventCard.module.css';

type VotingEventCardProps = {
  href: string;
  name: string;
  startedDate: string;
  closedDate: string;
  /** "Now", so open/closed is decided by the caller's clock (and testable). */
  now?: Date;
};

export function votingState(startedDate: string, closedDate: string, now: Date) {
  if (now < new Date(startedDate)) return 'upcoming';
  return now > new Date(closedDate) ? 'closed' : 'open';
}

const LABEL = {
  upcoming: ['開催前', 'neutral'],
  open: ['投票受付中', 'success'],
  closed: ['投票終了', 'neutral'],
} as const;

export function VotingEventCard({
  href,
  name,
  startedDate,
  closedDate,
  now = new Date(),
}: VotingEventCardProps) {
  const state = votingState(startedDate, closedDate, now);
  const [label, tone] = LABEL[state];
  return (
    <article className={styles.card} data-state={state}>
      <Badge tone={tone}>{label}</Badge>
      <h3 className={styles.name}>
        <Link href={href} className={styles.link}>
          {name}
        </Link>
      </h3>
      <p className={styles.period}>
        投票期間：{formatDateTime(startedDate)} 〜 {formatDateTime(closedDate)}
      </p>
    </article>
  );
}
