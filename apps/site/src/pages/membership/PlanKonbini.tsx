import { membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import type { EndpointResponse, Endpoints } from '@fanclub/domain/contract';
import type { KonbiniStore } from '@fanclub/domain/format';
import { usePurchaseMembershipKonbini } from '@fanclub/domain/react';
import { ButtonLink, KonbiniSlip, OrderConfirmation, uiMessages } from '@fanclub/ui';
import { useId } from 'react';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import styles from '../../components/content.module.css';
import { periodText, upgradeText } from '../../messages/membership.ts';

/** A prepaid period waiting for its konbini payment, as the API answers it. */
export type PendingPlanPurchase = EndpointResponse<Endpoints['purchaseMembershipKonbini']>;

interface PlanKonbiniConfirmationProps {
  readonly plan: MembershipPlan;
  readonly store: KonbiniStore;
  /** The konbini fee, tax included, as the API configures it. */
  readonly fee: number;
  /** A live member pays the period only; a new one also the plan's initial fee. */
  readonly extending: boolean;
  readonly onBack: () => void;
  readonly onPlaced: (purchase: PendingPlanPurchase) => void;
}

/**
 * The final confirmation of one prepaid period paid at a convenience store (特定商取引法 12条の6):
 * the period and its fee, the konbini fee tax included, the total, and that it does not renew by
 * itself (a reminder comes before the end). The button asks the API for the slip.
 */
export function PlanKonbiniConfirmation({
  plan,
  store,
  fee,
  extending,
  onBack,
  onPlaced,
}: PlanKonbiniConfirmationProps) {
  const purchase = usePurchaseMembershipKonbini();
  // One key per confirmation screen: a double press or a retry answers the same slip.
  const { busy, pay, failure } = useTdsPayment('membershipRegisterFailed');
  const alertId = useId();
  const { recurring, initialFee } = membershipFees(plan);
  const initial = extending ? 0 : initialFee;
  const period = periodText(plan.cycleType, plan.cycleValue);
  const submit = () =>
    pay(async (idempotencyKey) => {
      const placed = await purchase.mutateAsync({
        memberShipPlanId: plan.id,
        price: recurring + initial,
        konbiniStore: store,
        paymentFee: fee,
        idempotencyKey,
      });
      onPlaced(placed);
      return { authStartUrl: null };
    });
  return (
    <div className={styles.stack}>
      <FormAlert id={alertId} message={failure} />
      <p>
        <strong>{upgradeText.konbiniDoesNotRenew}</strong>
      </p>
      <OrderConfirmation
        title={upgradeText.title(plan.name)}
        items={[
          {
            id: 'fee',
            name: upgradeText.konbiniPeriod(plan.name, period),
            unitPrice: recurring,
            quantity: 1,
          },
          ...(initial > 0
            ? [{ id: 'initial', name: uiMessages.initialFee, unitPrice: initial, quantity: 1 }]
            : []),
        ]}
        paymentMethod={uiMessages.paymentMethod.konbini}
        paymentFee={fee}
        paymentTiming={upgradeText.konbiniPaymentTiming}
        deliveryTiming={upgradeText.konbiniDeliveryTiming(period)}
        cancellationTerms={upgradeText.konbiniCancellationTerms}
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        confirmLabel={upgradeText.konbiniConfirm}
        backLabel={upgradeText.fixPayment}
        isPending={busy}
      />
    </div>
  );
}

/** The pending period: its slip (numbers, deadline, 支払待ち) and that the plan starts with the payment. */
export function PendingPlanPurchaseView({ purchase }: { purchase: PendingPlanPurchase }) {
  return (
    <div className={styles.stack}>
      <p>{upgradeText.pendingLead(purchase.planName)}</p>
      <p>{upgradeText.pendingOrder(purchase.orderNumber)}</p>
      <KonbiniSlip slip={purchase.konbini} amount={purchase.price} />
      <p>{upgradeText.pendingMail}</p>
      <p>{upgradeText.konbiniDoesNotRenew}</p>
      <ButtonLink href={paths.myAccount}>{upgradeText.backToMyPage}</ButtonLink>
    </div>
  );
}
