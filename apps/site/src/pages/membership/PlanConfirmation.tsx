import { membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useStartTdsSubscription } from '@fanclub/domain/react';
import { OrderConfirmation } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useId, useState } from 'react';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { nextChargeDate } from './billing.ts';

interface PlanConfirmationProps {
  readonly plan: MembershipPlan;
  readonly card: CardFormResult;
  /** The member's saved card (masked), shown when it pays. */
  readonly savedCard: string | null;
  readonly onBack: () => void;
}

/**
 * The final confirmation before a recurring purchase (特定商取引法 12条の6): the first charge, the
 * recurring amount and when each charge happens, and how to cancel. The purchase always goes
 * through 3-D Secure; the provider's authStartUrl shows the issuer's challenge or leads straight
 * back to the return page, which confirms the subscription.
 */
export function PlanConfirmation({ plan, card, savedCard, onBack }: PlanConfirmationProps) {
  const [today] = useState(() => new Date());
  const start = useStartTdsSubscription();
  const { busy, pay, failure } = useTdsPayment('membershipRegisterFailed');
  const alertId = useId();
  const { recurring, initialFee } = membershipFees(plan);

  const submit = () =>
    pay(async (idempotencyKey) =>
      start.mutateAsync({
        paymentMethod: 'credit_card',
        memberShipPlanId: plan.id,
        idempotencyKey,
        // The plan travels along, so a card declined at the return can be replaced for the same plan.
        redirectionUrl: `${window.location.origin}${paths.membershipUpgradeTdsReturn}?plan=${plan.id}`,
        // The saved card pays without a token; a new one is tokenised only now.
        ...(card.useSaved ? {} : await tokeniseCard(card)),
      }),
    );

  return (
    <>
      <FormAlert id={alertId} message={failure} />
      <OrderConfirmation
        title={`「${plan.name}」のお申し込み`}
        items={[
          { id: 'fee', name: `${plan.name}（初回会費）`, unitPrice: recurring, quantity: 1 },
          ...(initialFee > 0 ? [{ id: 'initial', name: '入会金', unitPrice: initialFee, quantity: 1 }] : []),
        ]}
        paymentMethod="クレジットカード"
        cardNumber={card.useSaved ? savedCard : card.cardNumber}
        subscription={{
          amount: recurring,
          cycleType: plan.cycleType,
          cycleValue: plan.cycleValue,
          nextChargeDate: nextChargeDate(plan, today).toISOString(),
        }}
        paymentTiming="初回分はお申し込み確定時に決済されます。"
        deliveryTiming="決済の完了後、すぐに有料会員限定のコンテンツをご覧いただけます。"
        cancellationTerms="マイページの「退会する」からいつでも解約できます。解約後も次回お支払い日の前日まではご利用いただけ、以降の課金は発生しません。お支払い済みの会費は日割りでの返金をいたしません。"
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        backLabel={failure ? '別のカードで申し込む' : 'お支払い方法を修正する'}
        isPending={busy}
      />
    </>
  );
}
