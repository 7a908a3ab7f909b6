/** OrderStatusBadge. */
export const orderStatusText = {
  pending_payment: '支払い待ち',
  paid: '支払い済み',
  preparing: '発送準備中',
  shipped: '発送済み',
  delivered: '配達済み',
  cancelled: 'キャンセル済み',
  payment_failed: '決済エラー',
} as const;
