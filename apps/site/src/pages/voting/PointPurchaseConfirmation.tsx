import { isApiError } from '@fanclub/domain';
import { usePurchaseVotingPackage, usePurchaseVotingPackageSavedCard } from '@fanclub/domain/react';
import { OrderConfirmation } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { paymentFailureMessage } from '../../app/payments/payment-failure.ts';
import { formatDate } from '../../app/format-date.ts';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import styles from '../../components/content.module.css';
import { formatPoints, purchaseTotals } from './point-purchase.ts';
import type { PointPackage, PointPurchaseResult } from './point-purchase.ts';

interface PointPurchaseConfirmationProps {
  readonly pack: PointPackage;
  readonly count: number;
  readonly card: CardFormResult;
  /** The member's saved card (masked), shown when it pays. */
  readonly savedCard: string | null;
  readonly onBack: () => void;
  readonly onPurchased: (purchase: PointPurchaseResult) => void;
}

/**
 * The last screen before the order button (特定商取引法 12条の6): what is bought, how many, the
 * total, when it is charged, that the points arrive at once, and that a purchase cannot be
 * cancelled. The order button tokenises a new card at the provider (as the plan purchase does)
 * and buys; the spec's calls for points have no 3-D Secure step, so a card that insists on one is
 * refused with the server's reason.
 */
export function PointPurchaseConfirmation({
  pack,
  count,
  card,
  savedCard,
  onBack,
  onPurchased,
}: PointPurchaseConfirmationProps) {
  // One key per attempt, so a double press or a retry after a lost answer never charges twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withSavedCard = usePurchaseVotingPackageSavedCard();
  const withNewCard = usePurchaseVotingPackage();
  const { price, point } = purchaseTotals(pack, count);
  const expiry = formatDate(pack.expireDate);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const body = {
      paymentMethod: 'credit_card' as const,
      votingPackageId: pack.id,
      count,
      point,
      price,
      idempotencyKey,
    };
    try {
      let purchase: PointPurchaseResult;
      if (card.useSaved) {
        purchase = await withSavedCard.mutateAsync(body);
      } else {
        purchase = await withNewCard.mutateAsync({ ...body, ...(await tokeniseCard(card)) });
      }
      const user = sessionStore.getSnapshot().user;
      if (user) sessionStore.setUser({ ...user, votingPoint: purchase.votingPoint });
      notify.success(`投票ポイントを${formatPoints(purchase.point)}購入しました。`);
      onPurchased(purchase);
    } catch (error) {
      const message = paymentFailureMessage(
        error,
        card.useSaved ? 'votingPackagePurchaseFailed' : 'votingPointPurchaseFailed',
      );
      notify.error(message);
      setFailure(message);
      // A refused payment is final: the next attempt is a new one. After a lost answer (network,
      // 5xx) or a payment still in progress the same key lets the server find the first attempt.
      if (isApiError(error) && error.status === 400) setIdempotencyKey(crypto.randomUUID());
      setBusy(false);
    }
  };

  return (
    <div className={styles.stack}>
      {failure && (
        <div className={styles.notice}>
          <p>{failure}</p>
          <p>
            お支払いは完了していません。選んだポイントパックはそのままです。内容をご確認のうえ、もう一度お試しください。
          </p>
        </div>
      )}
      <OrderConfirmation
        title="投票ポイントのご購入"
        items={[
          {
            id: pack.id,
            name: `投票ポイント ${formatPoints(pack.point)}`,
            detail: `有効期限：${expiry}まで`,
            unitPrice: pack.price,
            quantity: count,
          },
        ]}
        paymentMethod="クレジットカード"
        cardNumber={card.useSaved ? savedCard : card.cardNumber}
        paymentTiming="「購入を確定する」を押した時点で、クレジットカードで決済されます。"
        deliveryTiming={`決済の完了後すぐに、${formatPoints(point)}が保有ポイントに加算されます（有効期限：${expiry}まで）。`}
        cancellationTerms="デジタルコンテンツのため、購入の確定後のキャンセル・返品・返金はお受けできません。有効期限を過ぎたポイントは失効し、投票に使えなくなります。"
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        confirmLabel="購入を確定する"
        backLabel="お支払い方法を変更する"
        isPending={busy}
      />
    </div>
  );
}
