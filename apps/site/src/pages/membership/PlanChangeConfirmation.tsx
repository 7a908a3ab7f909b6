import { errorMessage, membershipFees } from '@fanclub/domain';
import type { MembershipPlan, Subscription } from '@fanclub/domain';
import { useUpdatePlan } from '@fanclub/domain/react';
import { Button, cycleLabel, Price } from '@fanclub/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import styles from '../../components/content.module.css';

interface PlanChangeConfirmationProps {
  readonly current: Subscription;
  readonly plan: MembershipPlan;
  /** The saved card that will pay the new fee, masked. */
  readonly cardNumber: string | null;
  readonly onBack: () => void;
  readonly onChanged: (subscription: Subscription) => void;
}

/**
 * The last screen before a plan change (特定商取引法 12条の6): the new recurring amount, when the
 * first charge at the new price happens and how often after it, how it is paid, and how to cancel.
 * A refusal shows the spec's message (8: membership plan update failed) with the server's reason.
 */
export function PlanChangeConfirmation({
  current,
  plan,
  cardNumber,
  onBack,
  onChanged,
}: PlanChangeConfirmationProps) {
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePlan({
    onSuccess: ({ subscription, user }) => {
      sessionStore.setUser(user);
      onChanged(subscription);
    },
    onError: (error) => setFailure(errorMessage(error, 'membershipPlanUpdateFailed')),
  });
  const now = membershipFees(current).recurring;
  const next = membershipFees(plan).recurring;
  const firstCharge = current.nextBillingDate ? formatDate(current.nextBillingDate) : null;

  return (
    <section className={styles.stack} aria-describedby={alertId} aria-label="プラン変更の最終確認">
      <p>プランの変更はまだ確定していません。内容をご確認のうえ、ページ下のボタンで確定してください。</p>
      <h2>変更内容</h2>
      <dl>
        <dt>現在のプラン</dt>
        <dd>
          {current.name}（<Price amount={now} />／{cycleLabel(current)}）
        </dd>
        <dt>変更後のプラン</dt>
        <dd>{plan.name}</dd>
        <dt>変更後の会費</dt>
        <dd>
          <Price amount={next} />／{cycleLabel(plan)}
        </dd>
        <dt>適用開始日</dt>
        <dd>{firstCharge ? `${firstCharge}（次回のお支払い日）` : '次回のお支払い日'}</dd>
        <dt>今回のお支払い</dt>
        <dd>
          <Price amount={0} />
          （変更の手続きで料金はかかりません。お支払い済みの期間の返金・日割りはありません）
        </dd>
      </dl>
      <h2>お支払い・解約について</h2>
      <dl>
        <dt>お支払い方法</dt>
        <dd>クレジットカード{cardNumber ? `（${cardNumber}）` : ''}</dd>
        <dt>お支払いのタイミング</dt>
        <dd>
          {firstCharge ? `${firstCharge}に` : '次回のお支払い日に'}変更後の会費
          <Price amount={next} />
          が決済され、以降も{cycleLabel(plan)}同じ日に自動で決済されます。
        </dd>
        <dt>契約期間</dt>
        <dd>解約のお手続きをされるまで自動で更新されます。</dd>
        <dt>解約方法</dt>
        <dd>
          マイページの「退会する」からいつでも解約できます。次回のお支払い日の前日までに手続きすると、以降の請求はありません。
        </dd>
      </dl>
      <p>
        販売事業者・返品条件などの詳細：
        <Link to={paths.commercialTransactionsLaw} target="_blank" rel="noopener">
          特定商取引法に基づく表記（新しいタブで開きます）
        </Link>
      </p>
      <FormAlert id={alertId} message={failure} />
      <Button
        onPress={() => {
          setFailure(null);
          update.mutate({ membershipPlanId: plan.id });
        }}
        isPending={update.isPending}
        fullWidth
      >
        プランの変更を確定する
      </Button>
      <Button variant="ghost" onPress={onBack} isDisabled={update.isPending} fullWidth>
        プランを選び直す
      </Button>
    </section>
  );
}
