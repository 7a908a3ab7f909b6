/**
 * How an order or a membership is paid, as the console's lists and pages name it: the card or the
 * convenience store (with its chain), and a konbini slip's state (支払待ち, 入金済み, 期限切れ).
 */
import { konbiniPaymentStateLabels, konbiniStoreInfo } from '@fanclub/domain/contract';
import type { AdminMember, AdminOrder } from '@fanclub/domain/admin';

export const paymentMethodLabel = (order: Pick<AdminOrder, 'paymentMethod' | 'konbini'>) =>
  order.paymentMethod === 'konbini'
    ? `コンビニ払い${order.konbini ? `（${konbiniStoreInfo[order.konbini.store].name}）` : ''}`
    : 'クレジットカード';

/** A konbini order's slip state; a card order has none (―). */
export const paymentStateLabel = (order: Pick<AdminOrder, 'konbini'>) =>
  order.konbini ? konbiniPaymentStateLabels[order.konbini.state] : '―';

/** A member's plan payment: the card's automatic renewal or a konbini period that does not renew. */
export const renewalLabel = (renewal: AdminMember['renewal']) =>
  renewal === 'prepaid'
    ? 'コンビニ払い（自動更新なし）'
    : renewal === 'auto'
      ? 'クレジットカード（自動更新）'
      : '―';

/** The newest membership slip's state, with its order number (支払待ち…), or ―. */
export const membershipSlipLabel = (slip: AdminMember['membershipSlip']) =>
  slip ? `${konbiniPaymentStateLabels[slip.state]}（${slip.orderNumber}）` : '―';
