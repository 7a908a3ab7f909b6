import { formatPoints } from '@fanclub/domain/format';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { memberSummaryText as text } from '../messages/member-summary.ts';
import styles from './MemberSummary.module.css';

type MemberSummaryProps = {
  /** 会員番号（8 桁）。 */
  memberNumber: string;
  /** お名前またはニックネーム（「〇〇 様」と出します）。 */
  name: string;
  /** 有料会員か。 Paid member or not (the rank badge). */
  isPaidMember: boolean;
  /** 投票ポイントの残高。 The voting-point balance. */
  points: number;
  /** 会員証のページ。 The membership card page. */
  cardHref: string;
  /** ポイントの使い道のページ（投票など）。 Where the points are spent. */
  pointsHref?: string;
};

/**
 * The card-like summary at the top of My Page: member number, rank, points balance and the way to
 * the membership card itself.
 */
export function MemberSummary({
  memberNumber,
  name,
  isPaidMember,
  points,
  cardHref,
  pointsHref,
}: MemberSummaryProps) {
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <Badge tone={isPaidMember ? 'brand' : 'neutral'}>{isPaidMember ? text.paid : text.free}</Badge>
      </div>
      <p className={styles.name}>{text.honorific(name)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{text.memberNumber}</dt>
          <dd className={styles.number}>{memberNumber}</dd>
        </div>
        <div>
          <dt>{text.points}</dt>
          <dd className={styles.points}>{formatPoints(points)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ButtonLink href={cardHref}>{text.showCard}</ButtonLink>
        {pointsHref && (
          <ButtonLink href={pointsHref} variant="secondary">
            {text.usePoints}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
