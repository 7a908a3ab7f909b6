import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { formatDateTime } from '@fanclub/domain/format';
import styles from './VotingEventCard.module.css';

type VotingEventCardProps = {
  /**
   * イベントのページ。なければ名前は見出しだけ（候補を同じページに並べるとき）。
   * The event's page; without it the name is a plain heading (profiles listed on the same page).
   */
  href?: string;
  /** 見出しの階層。 */
  headingLevel?: 2 | 3;
  /** 期間の下に出すもの（紹介文など）。 What follows the period (the introduction...). */
  children?: ReactNode;
  /** イベント名。 */
  name: string;
  /** 開始日時。 */
  startedDate: string;
  /** 終了日時。 */
  closedDate: string;
  /**
   * 「今」。受付中かどうかを呼ぶ側の時計で決めます（テストできるように）。
   * "Now", so open/closed is decided by the caller's clock (and testable).
   */
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

/**
 * 投票イベントのカード: 名前、期間、受付中・終了・開始前の状態。
 *
 * **使う場面**: 投票の一覧。状態は呼ぶ側の「今」（`now`）で決まります。
 *
 * **キーボード・スクリーンリーダー**: `href` があればカード全体が 1 つのリンク。なければ名前の付いた `article`（候補を下に並べるページの見出し）。状態は文字のバッジ。
 */
export function VotingEventCard({
  href,
  name,
  startedDate,
  closedDate,
  now = new Date(),
  headingLevel = 3,
  children,
}: VotingEventCardProps) {
  const state = votingState(startedDate, closedDate, now);
  const [label, tone] = LABEL[state];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-state={state} aria-label={href ? undefined : name}>
      <Badge tone={tone}>{label}</Badge>
      <Heading className={styles.name}>
        {href ? (
          <Link href={href} className={styles.link}>
            {name}
          </Link>
        ) : (
          name
        )}
      </Heading>
      <p className={styles.period}>
        投票期間：{formatDateTime(startedDate)} 〜 {formatDateTime(closedDate)}
      </p>
      {children}
    </article>
  );
}
