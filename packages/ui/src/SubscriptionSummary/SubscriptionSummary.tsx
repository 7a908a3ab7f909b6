import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { formatDate } from '@fanclub/domain/format';
import { Link } from '../Link/Link.tsx';
import { cycleLabel, type BillingCycle } from '../PlanCard/PlanCard.tsx';
import { Price } from '../Price/Price.tsx';
import styles from './SubscriptionSummary.module.css';

export type SubscriptionStatus = 'active' | 'cancel_requested' | 'past_due' | 'expired' | 'banned';

const STATUS: Record<SubscriptionStatus, { label: string; tone: BadgeTone }> = {
  active: { label: '利用中', tone: 'success' },
  cancel_requested: { label: '退会手続き済み', tone: 'warning' },
  past_due: { label: 'お支払い確認中', tone: 'danger' },
  expired: { label: '期限切れ', tone: 'neutral' },
  banned: { label: '利用停止', tone: 'danger' },
};

type SubscriptionSummaryProps = BillingCycle & {
  /** プラン名。 */
  planName: string;
  /** 契約の状態。 */
  status: SubscriptionStatus;
  /** 1 回の請求の税込の金額。 Tax-included amount of each charge. */
  amount: number;
  /** 次の請求日。 */
  nextBillingDate?: string | null;
  /**
   * 有料期間の終わり（次の請求がないときに出します）。
   * End of the paid period (shown when no further charge will happen).
   */
  end?: string | null;
  /**
   * 解約の手続きのページ。`null` なら案内の文だけ（退会のリンクを画面の最後に別に置くとき）。
   * The unsubscribe page; `null` keeps the sentence without the link (the page puts it last).
   */
  unsubscribeHref?: string | null;
  /**
   * 更新のしかた。`prepaid`（コンビニ払いの前払い期間）は自動更新されず、`end` で終わります。
   * How it renews: `prepaid` (a period paid at a convenience store) never renews by itself and
   * ends at `end`; `auto` (the default) charges the card at the next billing date.
   */
  renewal?: 'auto' | 'prepaid';
};

/**
 * What a member needs to know about their plan: status, next charge, amount and how to cancel.
 */
export function SubscriptionSummary({
  planName,
  status,
  amount,
  cycleType,
  cycleValue,
  nextBillingDate,
  end,
  unsubscribeHref = '/my-account/unsubscribe',
  renewal = 'auto',
}: SubscriptionSummaryProps) {
  const prepaid = renewal === 'prepaid';
  const renews = !prepaid && (status === 'active' || status === 'past_due');
  return (
    <section className={styles.summary} aria-label="ご契約内容">
      <div className={styles.head}>
        <h2 className={styles.plan}>{planName}</h2>
        <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
      </div>
      <dl className={styles.rows}>
        <div>
          <dt>料金</dt>
          <dd>
            <Price amount={amount} />（{cycleLabel({ cycleType, cycleValue })}）
          </dd>
        </div>
        {renews && nextBillingDate && (
          <div>
            <dt>次回のお支払い日</dt>
            <dd>{formatDate(nextBillingDate)}</dd>
          </div>
        )}
        {!renews && end && (
          <div>
            <dt>ご利用期限</dt>
            <dd>{formatDate(end)}まで</dd>
          </div>
        )}
        {prepaid && (
          <div>
            <dt>更新</dt>
            <dd>自動更新されません（コンビニ払い）</dd>
          </div>
        )}
      </dl>
      {prepaid && status === 'active' && (
        <p className={styles.cancel}>
          お支払い済みの期間で終了します。引き続きご利用いただくには、期限までに次の期間をお支払いください（期限前にご案内をお送りします）。
        </p>
      )}
      {renews && (
        <p className={styles.cancel}>
          解約はいつでもできます。次回のお支払い日の前日までに手続きすると、以降の請求はありません。
          {unsubscribeHref && (
            <>
              {' '}
              <Link href={unsubscribeHref}>退会手続きへ</Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
