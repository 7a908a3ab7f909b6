import { useStartTdsVotingPackagePurchase } from '@fanclub/domain/react';
import { OrderConfirmation } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import { formatPoints, purchaseTotals } from './point-purchase.ts';
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
        redirectionUrl: `${window.location.origin}${paths.votingPointPurchaseProcess}`,
        ...(card.useSaved ? {} : await tokeniseCard(card)),
      }),
    );

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
        paymentTiming="「購入を確定する」を押すと、カード会社の本人認証（3-D セキュア）を経て、クレジットカードで決済されます。"
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
