import { errorMessage, isApiError, ja } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useStartTdsSubscription } from '@fanclub/domain/react';
import { Button, cycleLabel, Price } from '@fanclub/ui';
import { useState } from 'react';
import { CardTokenError, requestCardToken } from '../../app/payments/card-token.ts';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { nextChargeDate, planAmounts } from './billing.ts';
import type { PlanCardValues } from './card-schema.ts';
import { notify } from '../../app/site/notify.tsx';
import { formatDate } from '../../app/format-date.ts';

interface PlanConfirmationProps {
  readonly plan: MembershipPlan;
  readonly card: PlanCardValues;
  readonly savedCard: string | null;
  readonly onBack: () => void;
}

/**
 * The final confirmation before a recurring purchase (特定商取引法 12条の6): the price, the recurring
 * amount and when each charge happens, and how to cancel. The purchase always goes through 3-D
 * Secure; the provider's authStartUrl shows the issuer's challenge or leads straight back to the
 * return page, which confirms the subscription.
 */
export function PlanConfirmation({ plan, card, savedCard, onBack }: PlanConfirmationProps) {
  // One key per confirmation, so a double press or a retry never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => new Date());
  const start = useStartTdsSubscription();
  const { recurring, initialFee, firstCharge } = planAmounts(plan);
  const cycle = cycleLabel(plan);

  const submit = async () => {
    setBusy(true);
    try {
      const token = card.useSaved ? null : await requestCardToken(card);
      const started = await start.mutateAsync({
        paymentMethod: 'credit_card',
        memberShipPlanId: plan.id,
        idempotencyKey,
        redirectionUrl: `${window.location.origin}${paths.membershipUpgradeTdsReturn}`,
        ...(token && {
          cardToken: token.token,
          tokenExpireDate: token.token_expire_date ?? undefined,
          maskedCardNumber: token.req_card_number ?? undefined,
          cardholderName: card.cardholderName || undefined,
        }),
      });
      window.location.assign(started.authStartUrl);
    } catch (error) {
      if (error instanceof CardTokenError)
        notify.error(error.detail ? ja.cardProcessingFailed(error.detail) : ja.cardGeneralError);
      else
        notify.error(
          errorMessage(error, 'membershipRegisterFailed') +
            (isApiError(error) && error.serverMessage ? `（${error.serverMessage}）` : ''),
        );
      setBusy(false);
    }
  };

  return (
    <div className={styles.stack}>
      <dl>
        <dt>プラン</dt>
        <dd>{plan.name}</dd>
        <dt>本日のお支払い金額（税込）</dt>
        <dd>
          <Price amount={firstCharge} size="lg" />
          {initialFee > 0 && (
            <span className={styles.meta}>
              （入会金 <Price amount={initialFee} size="sm" hideTaxNote /> ＋ 初回会費{' '}
              <Price amount={recurring} size="sm" hideTaxNote />）
            </span>
          )}
        </dd>
        <dt>継続課金（自動更新）</dt>
        <dd>
          {cycle} <Price amount={recurring} /> を自動でお支払いいただきます。次回のお支払いは{' '}
          {formatDate(nextChargeDate(plan, today))} です。以降も{cycle}、同じ日に決済されます。
        </dd>
        <dt>お支払い方法・時期</dt>
        <dd>
          クレジットカード（
          {card.useSaved ? `登録済みのカード ${savedCard ?? ''}` : `末尾 ${card.cardNumber.slice(-4)}`}
          ）。初回はお申し込み確定時に決済されます。
        </dd>
        <dt>提供開始時期</dt>
        <dd>決済の完了後、すぐに有料会員限定のコンテンツをご覧いただけます。</dd>
        <dt>解約方法</dt>
        <dd>
          マイページの「退会する」からいつでも解約できます。解約後も次回お支払い日の前日まではご利用いただけ、以降の課金は発生しません。お支払い済みの会費は日割りでの返金をいたしません。
        </dd>
      </dl>
      <Button onPress={() => void submit()} isPending={busy} fullWidth>
        申し込みを確定する
      </Button>
      <Button variant="ghost" onPress={onBack} isDisabled={busy}>
        お支払い方法を修正する
      </Button>
    </div>
  );
}
