import { Badge } from '../Badge/Badge.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { formatDate, formatDateTime, isoDate } from '@fanclub/domain/format';
import { votingText } from '../messages/voting.ts';
import { Price } from '../Price/Price.tsx';
import styles from './VotingHistoryList.module.css';

/** A vote history (votingEventName, profileName, point, createdAt) or a point purchase. */
export type VotingHistoryRow =
  | {
      kind: 'vote';
      id: number;
      createdAt: string;
      votingEventName: string;
      profileName: string;
      point: number;
    }
  | {
      kind: 'purchase';
      id: number;
      createdAt: string;
      point: number;
      price: number;
      count: number;
      expireDate: string;
    };

type VotingHistoryListProps = {
  /** 履歴の行（投票は使用、購入は獲得）。新しい順に並べて渡します。 */
  rows: readonly VotingHistoryRow[];
  /** 表の名前。 */
  label?: string;
};

/**
 * Votes spend points (−), purchases add them (+); newest first as the caller sorts them.
 */
export function VotingHistoryList({ rows, label = votingText.history }: VotingHistoryListProps) {
  if (rows.length === 0) {
    return <EmptyState title={votingText.historyEmpty} description={votingText.historyEmptyDescription} />;
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={`${row.kind}-${row.id}`} className={styles.row} data-kind={row.kind}>
          <time className={styles.date} dateTime={isoDate(row.createdAt)}>
            {formatDateTime(row.createdAt)}
          </time>
          <div className={styles.what}>
            <Badge tone={row.kind === 'vote' ? 'brand' : 'info'}>
              {row.kind === 'vote' ? votingText.kindVote : votingText.kindPurchase}
            </Badge>
            {row.kind === 'vote' ? (
              <span className={styles.text}>
                <span className={styles.name}>{row.profileName}</span>
                <span className={styles.sub}>{row.votingEventName}</span>
              </span>
            ) : (
              <span className={styles.text}>
                <span className={styles.name}>
                  {votingText.purchaseLabel(row.point)}
                  {row.count > 1 && ` × ${votingText.purchaseCount(row.count)}`}
                </span>
                <span className={styles.sub}>
                  <Price amount={row.price} size="sm" /> ／ {votingText.expires(formatDate(row.expireDate))}
                </span>
              </span>
            )}
          </div>
          <span className={styles.points}>
            {row.kind === 'vote' ? '−' : '＋'}
            {votingText.points(row.point)}
          </span>
        </li>
      ))}
    </ul>
  );
}
