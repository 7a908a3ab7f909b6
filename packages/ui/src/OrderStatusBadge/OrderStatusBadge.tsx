import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { ja } from '../messages/ja.ts';

export type OrderStatus = keyof typeof ja.orderStatus;

const TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'info',
  preparing: 'info',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'neutral',
  payment_failed: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ja.orderStatus[status]}</Badge>;
}
