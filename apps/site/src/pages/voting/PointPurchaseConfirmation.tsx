import { formatPoints } from '@fanclub/domain/format';
import { useStartTdsVotingPackagePurchase } from '@fanclub/domain/react';
import { OrderConfirmation } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { paymentText } from '../../messages/payment.ts';
import { votingText } from '../../messages/voting.ts';
import { packOrderItems, purchaseTotals } from './point-purchase.ts';
import type { PointPackage } from './point-purchase.ts';

interface PointPurchaseConfirmationProps {
  readonly pack: PointPackage;
  readonly count: number;
  readonly card: CardFormResult;
  /** The member's saved card (masked), shown when it pays. */
  readonly savedCard: string | null;
  readonly onBack: () => void;
}

/**
 * The last screen before the order button (特定商取引法 12条の6): what is bought, how many, the
 * total, when it is charged, that the points arrive at once, and that a purchase cannot be
 * cancelled. The order button tokenises a new card at the provider (the saved card needs no token)
 * and buys through 3-D Secure, as a plan or an order does: every payment the member makes is
 * authenticated, the saved card's too. The provider's authStartUrl shows the issuer's challenge,
 * or leads straight back to this page with `?orderId=`, which confirms the purchase.
 */
export function PointPurchaseConfirmation({
  pack,
  count,
  card,
  savedCard,
  onBack,
}: PointPurchaseConfirmationProps) {
  const start = useStartTdsVotingPackagePurchase();
  const { busy, pay, failure } = useTdsPayment(
    card.useSaved ? 'votingPackagePurchaseFailed' : 'votingPointPurchaseFailed',
  );
  const { price, point } = purchaseTotals(pack, count);
  const expiry = formatDate(pack.expireDate);

  const submit = () =>
    pay(async (idempotencyKey) =>
      start.mutateAsync({
        paymentMethod: 'credit_card',
        votingPackageId: pack.id,
        count,
        point,
        price,
        idempotencyKey,
        redirectionUrl: `${paths.votingPointPurchaseProcess}`,
        ...(card.useSaved ? {} : await tokeniseCard(card)),
      }),
    );

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
        paymentMethod={paymentText.creditCard}
        cardNumber={card.useSaved ? savedCard : card.cardNumber}
        paymentTiming={votingText.paymentTiming}
        deliveryTiming={votingText.deliveryTiming(formatPoints(point), expiry)}
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
