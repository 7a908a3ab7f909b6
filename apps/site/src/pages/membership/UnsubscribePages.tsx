import { errorMessage, formatYen, membershipFees } from '@fanclub/domain';
import type { Subscription } from '@fanclub/domain';
import { useCancelSubscriptionRequest, useUnsubscribe } from '@fanclub/domain/react';
import { Button, ButtonLink, cycleLabel, UnsubscribeForm } from '@fanclub/ui';
import { useId, useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';

/** The last day of paid access: the end of the period already paid for. */
const validUntil = (sub: Subscription) => sub.nextBillingDate ?? sub.end;

/** What a member gives up by leaving (the plans' benefits), told before they decide. */
const LOST_BENEFITS = [
  '会員限定のブログ・動画・写真',
  'ライブ・イベントのチケット先行受付',
  '誕生月のバースデーギフト',
  '毎月の投票ポイントの付与（付与済みのポイントは有効期限まで使えます）',
  '会員限定グッズのご購入',
] as const;

function NotPaid() {
  return (
    <div className={styles.stack}>
      <p>有料会員プランをご利用ではありません。</p>
      <ButtonLink href={paths.myAccount} variant="secondary">
        マイページへ
      </ButtonLink>
    </div>
  );
}

/**
 * /my-account/unsubscribe: what leaving takes away and until when the paid period still lasts,
 * then the reason (or the fan's own words) and a confirmation before the call. Leaving ends the
 * membership at the end of the paid period; it can be withdrawn until then.
 */
export function UnsubscribePage() {
  const { user } = useSession();
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [left, setLeft] = useState<Subscription | null>(null);
  const unsubscribe = useUnsubscribe({
    onSuccess: ({ subscription, user: member }) => {
      sessionStore.setUser(member);
      setLeft(subscription);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const sub = user?.subscription ?? null;
  if (!user) return null;

  if (left) {
    const until = validUntil(left);
    return (
      <>
        <PageHeading title="退会手続きが完了しました" />
        <div className={styles.stack}>
          <p role="status">
            「{left.name}」の退会を承りました。これ以降の会費の請求はありません。
            {until && `${formatDate(until)}までは、これまでどおり有料会員としてご利用いただけます。`}
            確認のメールをお送りしました。
          </p>
          <p>気が変わったときは、ご利用期限までマイページから退会を取り消せます。</p>
          <ButtonLink href={paths.myAccount}>マイページへ</ButtonLink>
        </div>
      </>
    );
  }
  if (!sub?.isActive) {
    return (
      <>
        <PageHeading title="退会手続き" />
        <NotPaid />
      </>
    );
  }
  if (sub.status === 'cancel_requested') {
    const until = validUntil(sub);
    return (
      <>
        <PageHeading title="退会手続き" />
        <div className={styles.stack}>
          <p>退会のお手続きは完了しています。{until && `${formatDate(until)}までご利用いただけます。`}</p>
          <ButtonLink href={paths.myAccountUnsubscribeCancel}>退会を取り消す</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            マイページへ
          </ButtonLink>
        </div>
      </>
    );
  }
  const until = validUntil(sub);
  return (
    <>
      <PageHeading title="退会手続き" lead={sub.name} />
      <div className={styles.stack} aria-describedby={alertId}>
        <section aria-labelledby={`${alertId}-lost`} className={styles.notice}>
          <h2 id={`${alertId}-lost`}>退会すると、次の特典がご利用いただけなくなります</h2>
          <ul>
            {LOST_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p>
            {until
              ? `お支払い済みの${formatDate(until)}までは、これまでどおりご利用いただけます。それ以降の会費の請求はありません。`
              : 'お支払い済みの期間の終わりまでは、これまでどおりご利用いただけます。'}
            お支払い済みの会費の返金・日割りはありません。
          </p>
        </section>
        <UnsubscribeForm
          planName={sub.name}
          validUntil={until}
          onSubmit={(values) => {
            setFailure(null);
            unsubscribe.mutate(values);
          }}
          isPending={unsubscribe.isPending}
        />
        <FormAlert id={alertId} message={failure} />
        <ButtonLink href={paths.myAccount} variant="secondary">
          退会せずにマイページに戻る
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * /my-account/unsubscribe/cancel: withdraws a pending unsubscribe (spec: cancelling a subscription
 * request). The membership goes on, so the confirmation names the next charge and its amount.
 */
export function UnsubscribeCancelPage() {
  const { user } = useSession();
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState<Subscription | null>(null);
  const cancel = useCancelSubscriptionRequest({
    onSuccess: ({ subscription, user: member }) => {
      sessionStore.setUser(member);
      setKept(subscription);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const sub = user?.subscription ?? null;
  if (!user) return null;

  if (kept) {
    return (
      <>
        <PageHeading title="退会を取り消しました" />
        <div className={styles.stack}>
          <p role="status">
            引き続き「{kept.name}」をご利用いただけます。
            {kept.nextBillingDate &&
              `次回のお支払いは${formatDate(kept.nextBillingDate)}（${formatYen(membershipFees(kept).recurring)}（税込））です。`}
            確認のメールをお送りしました。
          </p>
          <ButtonLink href={paths.myAccount}>マイページへ</ButtonLink>
        </div>
      </>
    );
  }
  if (!sub || sub.status !== 'cancel_requested') {
    return (
      <>
        <PageHeading title="退会の取り消し" />
        <div className={styles.stack}>
          <p>取り消せる退会のお申し込みはありません。</p>
          <ButtonLink href={paths.myAccount} variant="secondary">
            マイページへ
          </ButtonLink>
        </div>
      </>
    );
  }
  const until = validUntil(sub);
  const { recurring } = membershipFees(sub);
  return (
    <>
      <PageHeading title="退会の取り消し" lead={sub.name} />
      <section className={styles.stack} aria-describedby={alertId} aria-label="退会の取り消しの確認">
        <p>退会のお申し込みを取り消すと、引き続き有料会員としてご利用いただけます。</p>
        <dl>
          <dt>プラン</dt>
          <dd>{sub.name}</dd>
          <dt>次回のお支払い</dt>
          <dd>
            {until ? `${formatDate(until)}に` : ''}
            {formatYen(recurring)}（税込）を決済し、以降も{cycleLabel(sub)}同じ日に自動で決済されます。
          </dd>
          <dt>お支払い方法</dt>
          <dd>クレジットカード{user.maskedCardNumber ? `（${user.maskedCardNumber}）` : ''}</dd>
          <dt>解約方法</dt>
          <dd>マイページの「退会する」からいつでも解約できます。</dd>
        </dl>
        <FormAlert id={alertId} message={failure} />
        <Button
          onPress={() => {
            setFailure(null);
            cancel.mutate();
          }}
          isPending={cancel.isPending}
          fullWidth
        >
          退会を取り消す
        </Button>
        <ButtonLink href={paths.myAccount} variant="secondary" fullWidth>
          マイページに戻る
        </ButtonLink>
      </section>
    </>
  );
}
