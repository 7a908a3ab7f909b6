import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { orderStatusText } from '../messages/order-status.ts';

export type OrderStatus = keyof typeof orderStatusText;

const TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'info',
  preparing: 'info',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'neutral',
  payment_failed: 'danger',
};

/**
 * 注文の状態のバッジ（お支払い待ち、発送済み、キャンセル など）。色はここで決め、文言はサイトと
 * 管理画面のほかの表示と同じ `ORDER_STATUS_LABELS`（@fanclub/domain/format）を使います。
 *
 * **使う場面**: 注文履歴と注文の詳細。
 */
type OrderStatusBadgeProps = {
  /** 注文の状態（文言と色はこのコンポーネントが決めます）。 */
  status: OrderStatus;
};

export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  return <Badge tone={TONES[status]}>{orderStatusText[status]}</Badge>;
}
