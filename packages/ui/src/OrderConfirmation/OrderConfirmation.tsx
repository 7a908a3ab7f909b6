import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { MaskedCardNumber } from '../CardForm/MaskedCardNumber.tsx';
import { formatDate } from '@fanclub/domain/format';
import { Link } from '../Link/Link.tsx';
import { commercialLaw } from '../messages/nav.ts';
import { orderConfirmationText } from '../messages/order-confirmation.ts';
import { cycleLabel, type BillingCycle } from '../PlanCard/PlanCard.tsx';
import { Price } from '../Price/Price.tsx';
import styles from './OrderConfirmation.module.css';

const t = orderConfirmationText;

export type OrderConfirmationItem = {
  id: string | number;
  name: string;
  /** SKU attributes or a note, e.g. 「ブラック / M」. */
  detail?: string;
  /** Tax-included unit price. */
  unitPrice: number;
  quantity: number;
};

/** A recurring purchase: what each later charge costs and when it happens. */
export type OrderConfirmationSubscription = BillingCycle & {
  /** Tax-included amount of each charge from the second on. */
  amount: number;
  /** Date of the next (second) charge. */
  nextChargeDate: string;
};

export type OrderConfirmationProps = {
  /**
   * 見出し（既定は「ご注文内容の確認」、申し込みは「お申し込み内容の確認」）。
   * The heading; by default 「ご注文内容の確認」, or 「お申し込み内容の確認」 for a subscription.
   */
  title?: string;
  /** 商品（名前、数量、税込の金額）。 */
  items: readonly OrderConfirmationItem[];
  /**
   * 税込の送料（発送しないものでは出しません）。
   * Tax-included delivery cost; left out when nothing is shipped.
   */
  deliveryCost?: number;
  /** 配送方法。 */
  deliveryMethod?: string;
  /** お届け先（名前と住所）。 Where the goods go (name and address), for an order that is shipped. */
  deliveryAddress?: ReactNode;
  /** 支払い方法（例: クレジットカード）。 e.g. 「クレジットカード」. */
  paymentMethod: string;
  /**
   * 支払い方法の手数料（税込、例: コンビニ払い手数料）。合計に含めます。
   * The payment method's fee, tax included (the konbini fee), added to the total.
   */
  paymentFee?: number;
  /** 請求するカード（伏せ字で表示）。 The card charged, shown masked. */
  cardNumber?: string | null;
  /** 支払いの時期（例: ご注文確定時に決済されます。）。 When the fan pays, e.g. 「ご注文確定時に決済されます。」 */
  paymentTiming: ReactNode;
  /** お届け・サービス開始の時期。 When goods arrive or the service starts. */
  deliveryTiming: ReactNode;
  /**
   * キャンセル・返品・解約の条件と期限。
   * How and until when an order can be cancelled or returned (or a plan cancelled).
   */
  cancellationTerms: ReactNode;
  /** 定期の申し込み: 2 回目からの金額と請求の時期。 */
  subscription?: OrderConfirmationSubscription;
  /** 特定商取引法に基づく表記のページ。 The 特定商取引法に基づく表記 page. */
  commercialLawHref?: string;
  /** 確定を押したとき。 */
  onConfirm: () => void;
  /** 戻るを押したとき。 */
  onBack: () => void;
  /** 確定ボタンの文言。 */
  confirmLabel?: string;
  /** 戻るボタンの文言。 */
  backLabel?: string;
  /** 確定の処理中。 */
  isPending?: boolean;
};

/**
 * 注文（または有料プランの申し込み）を確定する前の最終確認画面（特定商取引法 12 条の 6）: 商品と数量、税込の合計、支払いとお届けの時期、キャンセルの条件。定期の申し込みでは 2 回目からの金額と請求の時期も。
 *
 * **使う場面**: 注文、有料プランの申し込み、確定ボタンの直前に必ず。
 *
 * **使わない場面**: 注文の完了後（完了画面と注文の詳細）。
 *
 * - する: 「注文を確定する」の前に、すべての条件を同じ画面で見せる。
 * - しない: 条件を別のページやリンクの先だけに置く。
 *
 * **キーボード・スクリーンリーダー**: 見出しごとに区切った定義リスト。確定と戻るのボタン、特定商取引法に基づく表記へのリンク。
 *
 * The final confirmation screen 特定商取引法 12条の6 requires before the order button: items,
 * quantities and the tax-included total, payment and delivery timing and cancellation terms; for a
 * subscription also the amount from the second charge on and when each charge happens.
 */
export function OrderConfirmation({
  title,
  items,
  deliveryCost,
  deliveryMethod,
  deliveryAddress,
  paymentMethod,
  paymentFee,
  cardNumber,
  paymentTiming,
  deliveryTiming,
  cancellationTerms,
  subscription,
  commercialLawHref = '/commercial-transactions-law',
  onConfirm,
  onBack,
  confirmLabel = subscription ? t.confirmSubscription : t.confirm,
  backLabel = t.back,
  isPending,
}: OrderConfirmationProps) {
  const titleId = useId();
  const itemsTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const total = itemsTotal + (deliveryCost ?? 0) + (paymentFee ?? 0);

  return (
    <section className={styles.confirmation} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title ?? (subscription ? t.subscriptionTitle : t.title)}
      </h2>
      <p className={styles.lead}>{subscription ? t.leadSubscription : t.lead}</p>

      <table className={styles.items}>
        <caption className={styles.caption}>{subscription ? t.subscriptionItems : t.items}</caption>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <div className={styles.product}>
                  <span className={styles.name}>{item.name}</span>
                  {item.detail && <span className={styles.meta}>{item.detail}</span>}
                  <span className={styles.meta}>
                    {t.unitPrice} <Price amount={item.unitPrice} size="sm" hideTaxNote />
                  </span>
                </div>
              </th>
              <td className={styles.number}>{item.quantity}</td>
              <td className={styles.number}>
                <Price amount={item.unitPrice * item.quantity} hideTaxNote />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t.itemsTotal}</dt>
          <dd>
            <Price amount={itemsTotal} />
          </dd>
        </div>
        {deliveryCost !== undefined && (
          <div className={styles.row}>
            <dt>{t.deliveryCost(deliveryMethod)}</dt>
            <dd>
              <Price amount={deliveryCost} />
            </dd>
          </div>
        )}
        {paymentFee !== undefined && (
          <div className={styles.row}>
            <dt>{t.paymentFee(paymentMethod)}</dt>
            <dd>
              <Price amount={paymentFee} />
            </dd>
          </div>
        )}
        <div className={styles.row} data-total>
          <dt>{t.total}</dt>
          <dd>
            <Price amount={total} size="lg" />
          </dd>
        </div>
      </dl>

      {subscription && (
        <Terms heading={t.subscription}>
          <Term term={t.recurringAmount}>
            <Price amount={subscription.amount} />／{cycleLabel(subscription)}
          </Term>
          <Term term={t.billingTiming}>
            {t.billingSchedule(formatDate(subscription.nextChargeDate), cycleLabel(subscription))}
          </Term>
          <Term term={t.contractTerm}>{t.autoRenew}</Term>
        </Terms>
      )}

      <Terms heading={t.terms}>
        <Term term={t.paymentMethod}>
          {paymentMethod}
          {cardNumber && (
            <>
              （<MaskedCardNumber cardNumber={cardNumber} />）
            </>
          )}
        </Term>
        <Term term={t.paymentTiming}>{paymentTiming}</Term>
        {deliveryAddress && <Term term={t.deliveryAddress}>{deliveryAddress}</Term>}
        <Term term={subscription ? t.serviceTiming : t.deliveryTiming}>{deliveryTiming}</Term>
        <Term term={subscription ? t.subscriptionCancellation : t.cancellation}>{cancellationTerms}</Term>
      </Terms>

      <p className={styles.law}>
        {t.lawLead}
        <Link href={commercialLawHref} target="_blank" rel="noopener">
          {commercialLaw}
          {t.newTab}
        </Link>
      </p>

      <div className={styles.actions}>
        <Button onPress={onConfirm} isPending={isPending} fullWidth>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onPress={onBack} isDisabled={isPending} fullWidth>
          {backLabel}
        </Button>
      </div>
    </section>
  );
}

function Terms({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.terms} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <dl className={styles.list}>{children}</dl>
    </section>
  );
}

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.term}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
