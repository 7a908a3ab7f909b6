import { membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useStartTdsSubscription } from '@fanclub/domain/react';
import { OrderConfirmation, uiMessages } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useId, useState } from 'react';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { membershipText, upgradeText } from '../../messages/membership.ts';
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
        redirectionUrl: `${paths.membershipUpgradeTdsReturn}?plan=${plan.id}`,
        // The saved card pays without a token; a new one is tokenised only now.
        ...(card.useSaved ? {} : await tokeniseCard(card)),
      }),
    );

  return (
    <>
      <FormAlert id={alertId} message={failure} />
      <p>
        <strong>{upgradeText.cardRenews}</strong>
      </p>
      <OrderConfirmation
        title={upgradeText.title(plan.name)}
        items={[
          { id: 'fee', name: upgradeText.firstFee(plan.name), unitPrice: recurring, quantity: 1 },
          ...(initialFee > 0
            ? [{ id: 'initial', name: uiMessages.initialFee, unitPrice: initialFee, quantity: 1 }]
            : []),
        ]}
        paymentMethod={membershipText.creditCard()}
        cardNumber={card.useSaved ? savedCard : card.cardNumber}
        subscription={{
          amount: recurring,
          cycleType: plan.cycleType,
          cycleValue: plan.cycleValue,
          nextChargeDate: nextChargeDate(plan, today).toISOString(),
        }}
        paymentTiming={upgradeText.paymentTiming}
        deliveryTiming={upgradeText.deliveryTiming}
        cancellationTerms={upgradeText.cancellationTerms}
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        backLabel={failure ? membershipText.otherCard : upgradeText.fixPayment}
        isPending={busy}
      />
    </>
  );
}
