import type { OrderStatus } from '../contract/entities.ts';

/**
 * What people read for an order's status, everywhere: the order history and its detail, the
 * console's orders, packing list and CSV, and the status badge.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'お支払い待ち',
  paid: 'お支払い済み',
  preparing: '発送準備中',
  shipped: '発送済み',
  delivered: 'お届け済み',
  cancelled: 'キャンセル',
  payment_failed: 'お支払い失敗',
};
