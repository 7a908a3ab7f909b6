import { findPrefectureById } from '@fanclub/domain';
import { formatZip } from '@fanclub/domain/format';
import type { CartProduct, DeliveryMethod } from '@fanclub/domain';
import { useCreateOrder, useStartTdsOrder } from '@fanclub/domain/react';
import { OrderConfirmation, uiMessages } from '@fanclub/ui';
import { useNavigate } from 'react-router-dom';
import { tokeniseCard } from '../../app/payments/card-token.ts';
import { useTdsPayment } from '../../app/payments/use-tds-payment.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { paths } from '../../app/paths.ts';
import type { CheckoutValues } from './checkout-schema.ts';
import { unitPrice } from './cart-lines.ts';
import { useId } from 'react';
import { orderText } from '../../messages/order.ts';
import { paymentText } from '../../messages/payment.ts';

interface CheckoutConfirmationProps {
  readonly lines: readonly CartProduct[];
  readonly values: CheckoutValues;
  readonly method: DeliveryMethod | undefined;
  readonly onBack: () => void;
  /** The member's saved card (masked), shown when it pays. */
  readonly savedCard: string | null;
  /** The konbini fee (tax included) the server configures, added when konbini pays. */
  readonly konbiniFee: number;
}

/**
 * The last screen before the order button (特定商取引法 12条の6), @fanclub/ui's OrderConfirmation.
 * Pressing the button tokenises a new card at the provider (the saved card needs no token) and
 * orders through 3-D Secure, which the saved card goes through too: required
 * in principle for card payments in Japan since 2025: the provider's authStartUrl shows the
 * issuer's challenge, or leads straight back to the return page when the card needs none; that
 * page confirms the order.
 */
export function CheckoutConfirmation({
  lines,
  values,
  method,
  onBack,
  savedCard,
  konbiniFee,
}: CheckoutConfirmationProps) {
  const startTds = useStartTdsOrder();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const { busy, pay, failure } = useTdsPayment('orderFailed');
  const alertId = useId();
  const items = lines.map((line) => ({
    id: line.id,
    productSkuID: line.productSkuID,
    name: line.productSku.productName,
    detail: line.productSku.attributes.map((a) => a.label || a.value).join(' / ') || undefined,
    unitPrice: unitPrice(line),
    quantity: line.count,
  }));
  const totalProductPrice = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const deliveryCost = method?.cost ?? 0;
  const { card, konbiniStore, ...customer } = values;
  const order = {
    ...customer,
    address3: customer.address3 ?? null,
    companyName: customer.companyName ?? null,
    deliveryCost,
    orderProducts: items.map((item) => ({
      productSkuID: item.productSkuID,
      count: item.quantity,
      price: item.unitPrice,
    })),
    totalProductPrice,
  };

  const submit = () => {
    // Konbini: the order is placed at once and its page shows the slip to pay at the store.
    if (konbiniStore)
      return pay(async (idempotencyKey) => {
        const placed = await createOrder.mutateAsync({
          ...order,
          paymentMethod: 'konbini',
          konbiniStore,
          paymentFee: konbiniFee,
          finalPrice: totalProductPrice + deliveryCost + konbiniFee,
          idempotencyKey,
        });
        void navigate(paths.orderDetail(placed.orderId));
        return { authStartUrl: null };
      });
    return pay(async (idempotencyKey) =>
      startTds.mutateAsync({
        ...order,
        paymentMethod: 'credit_card',
        finalPrice: totalProductPrice + deliveryCost,
        // The saved card pays without a token (and is authenticated again); a new one is tokenised only now.
        ...(!card || card.useSaved ? {} : await tokeniseCard(card)),
        idempotencyKey,
        redirectionUrl: `${paths.orderTdsReturn}`,
      }),
    );
  };

  const prefecture = findPrefectureById(Number(customer.prefectureId))?.name ?? '';
  const zipCode = formatZip(customer.zipCode);
  return (
    <>
      <FormAlert id={alertId} message={failure} />
      <OrderConfirmation
        title={orderText.orderTitle}
        items={items}
        deliveryCost={deliveryCost}
        deliveryMethod={method?.name}
        deliveryAddress={orderText
          .deliveryAddress(
            `${customer.lastName} ${customer.firstName}`,
            `${zipCode} ${prefecture}${customer.address1}${customer.address2} ${customer.address3 ?? ''}`,
          )
          .trim()}
        paymentMethod={card ? paymentText.creditCard : uiMessages.paymentMethod.konbini}
        {...(card ? {} : { paymentFee: konbiniFee })}
        cardNumber={card ? (card.useSaved ? savedCard : card.cardNumber) : null}
        paymentTiming={card ? orderText.paymentTiming : orderText.konbiniPaymentTiming}
        deliveryTiming={orderText.deliveryTiming}
        cancellationTerms={orderText.cancellation}
        commercialLawHref={paths.commercialTransactionsLaw}
        onConfirm={() => void submit()}
        onBack={onBack}
        isPending={busy}
      />
    </>
  );
}
