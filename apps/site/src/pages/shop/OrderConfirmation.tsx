import { errorMessage, isApiError, ja, taxIncluded } from '@fanclub/domain';
import type { CartProduct, OrderBody } from '@fanclub/domain';
import { useStartTdsOrder } from '@fanclub/domain/react';
import { Button, Price } from '@fanclub/ui';
import { useState } from 'react';
import { CardTokenError, requestCardToken } from '../../app/payments/card-token.ts';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';
import type { CheckoutValues } from './checkout-schema.ts';
import { notify } from '../../app/site/notify.tsx';

interface OrderConfirmationProps {
  readonly lines: readonly CartProduct[];
  readonly body: Omit<OrderBody, 'cardToken'>;
  readonly card: CheckoutValues;
  readonly deliveryName: string;
  readonly onBack: () => void;
}

/**
 * The last screen before the order button (特定商取引法 12条の6): quantities, total, when payment
 * and delivery happen, and how to cancel. Pressing the button tokenises the card at the provider and
 * orders through 3-D Secure, required in principle for card payments in Japan since 2025: the
 * provider's authStartUrl shows the issuer's challenge, or leads straight back to the return page
 * when the card needs none; that page confirms the order.
 */
export function OrderConfirmation({ lines, body, card, deliveryName, onBack }: OrderConfirmationProps) {
  // One key per confirmation, so a double press or a retry never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const startTds = useStartTdsOrder();

  const submit = async () => {
    setBusy(true);
    try {
      const token = await requestCardToken(card);
      const started = await startTds.mutateAsync({
        ...body,
        cardToken: token.token,
        tokenExpireDate: token.token_expire_date ?? undefined,
        maskedCardNumber: token.req_card_number ?? undefined,
        idempotencyKey,
        redirectionUrl: `${window.location.origin}${paths.orderTdsReturn}`,
      });
      window.location.assign(started.authStartUrl);
    } catch (error) {
      if (error instanceof CardTokenError)
        notify.error(error.detail ? ja.cardProcessingFailed(error.detail) : ja.cardGeneralError);
      else
        notify.error(
          errorMessage(error, 'orderFailed') +
            (isApiError(error) && error.serverMessage ? `（${error.serverMessage}）` : ''),
        );
      setBusy(false);
    }
  };

  return (
    <div className={styles.stack}>
      <table className={styles.table}>
        <caption className="visually-hidden">ご注文商品</caption>
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col">数量</th>
            <th scope="col">小計（税込）</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                {[
                  line.productSku.productName,
                  ...line.productSku.attributes.map((a) => a.label || a.value),
                ].join(' ')}
              </td>
              <td>{line.count}</td>
              <td>
                <Price
                  amount={taxIncluded(line.productSku.price, line.productSku.taxRate) * line.count}
                  size="sm"
                  hideTaxNote
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>商品合計</dt>
        <dd>
          <Price amount={body.totalProductPrice} />
        </dd>
        <dt>送料（{deliveryName}）</dt>
        <dd>
          <Price amount={body.deliveryCost} />
        </dd>
        <dt>お支払い総額</dt>
        <dd>
          <Price amount={body.finalPrice} size="lg" />
        </dd>
        <dt>お届け先</dt>
        <dd>
          {body.lastName} {body.firstName} 様／〒{body.zipCode} {body.address1}
          {body.address2} {body.address3 ?? ''}
        </dd>
        <dt>お支払い方法・時期</dt>
        <dd>クレジットカード（末尾 {card.cardNumber.slice(-4)}）。ご注文確定時に決済されます。</dd>
        <dt>お届け時期</dt>
        <dd>ご注文確定後、通常7営業日以内に発送します。</dd>
        <dt>キャンセル・返品</dt>
        <dd>
          ご注文確定後のキャンセルはお受けできません。不良品の場合は商品到着後7日以内にお問い合わせください。
        </dd>
      </dl>
      <Button onPress={() => void submit()} isPending={busy} fullWidth>
        注文を確定する
      </Button>
      <Button variant="ghost" onPress={onBack} isDisabled={busy}>
        入力内容を修正する
      </Button>
    </div>
  );
}
