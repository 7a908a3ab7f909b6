import type { KonbiniStore } from '@fanclub/domain/format';
import { formatDate, formatPoints } from '@fanclub/domain/format';
import { usePurchaseVotingPackageKonbini } from '@fanclub/domain/react';
import type { EndpointResponse, Endpoints } from '@fanclub/domain/contract';
import { ButtonLink, KonbiniSlip, OrderConfirmation, uiMessages } from '@fanclub/ui';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { votingText } from '../../messages/voting.ts';
import { packOrderItems, purchaseTotals } from './point-purchase.ts';
import type { PointPackage } from './point-purchase.ts';

/** A point purchase waiting for its konbini payment, as the API answers it. */
export type PendingPointPurchase = EndpointResponse<Endpoints['purchaseVotingPackageKonbini']>;

interface KonbiniConfirmationProps {
  readonly pack: PointPackage;
  readonly count: number;
  readonly store: KonbiniStore;
  /** The konbini fee, tax included, as the API configures it. */
  readonly fee: number;
  readonly onBack: () => void;
  readonly onPlaced: (purchase: PendingPointPurchase) => void;
}

/**
 * The final confirmation of points paid at a convenience store (特定商取引法 12条の6): the pack,
 * the fee tax included, the total, when and where it is paid, and that the points come only with
 * the payment. The order button asks the API for the slip.
 */
export function PointPurchaseKonbiniConfirmation({
  pack,
  count,
  store,
  fee,
  onBack,
  onPlaced,
}: KonbiniConfirmationProps) {
  const purchase = usePurchaseVotingPackageKonbini();
  // One key per confirmation screen: a double press or a retry answers the same slip.
  const { busy, pay, failure } = useTdsPayment('votingPointPurchaseFailed');
  const { price, point } = purchaseTotals(pack, count);
  const submit = () =>
    pay(async (idempotencyKey) => {
      const placed = await purchase.mutateAsync({
        votingPackageId: pack.id,
        count,
        point,
        price,
        konbiniStore: store,
        paymentFee: fee,
        idempotencyKey,
      });
      onPlaced(placed);
      return { authStartUrl: null };
    });
  const expiry = formatDate(pack.expireDate);
  return (
    <div className={styles.stack}>
      {failure && (
        <div className={styles.notice}>
          <p>{failure}</p>
          <p>{votingText.notPaid}</p>
        </div>
      )}
      <OrderConfirmation
        title={votingText.orderTitle}
        items={packOrderItems(pack, count, expiry)}
        paymentMethod={uiMessages.paymentMethod.konbini}
        paymentFee={fee}
        paymentTiming={votingText.konbiniPaymentTiming}
        deliveryTiming={votingText.konbiniDeliveryTiming(formatPoints(point), expiry)}
        cancellationTerms={votingText.cancellation}
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        confirmLabel={votingText.confirmPurchase}
        backLabel={votingText.changePayment}
        isPending={busy}
      />
    </div>
  );
}

/** The pending purchase: its slip (numbers, deadline, 支払待ち) and that the points come with the payment. */
export function PendingPointPurchaseView({ purchase }: { purchase: PendingPointPurchase }) {
  return (
    <div className={styles.stack}>
      <p>{votingText.pendingLead(formatPoints(purchase.point))}</p>
      <p>{votingText.pendingOrder(purchase.orderNumber)}</p>
      <KonbiniSlip slip={purchase.konbini} amount={purchase.price} />
      <p>{votingText.pendingMail}</p>
      <ButtonLink href={paths.voting}>{votingText.backToVoting}</ButtonLink>
    </div>
  );
}
