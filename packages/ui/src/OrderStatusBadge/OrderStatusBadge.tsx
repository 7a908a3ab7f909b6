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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{orderStatusText[status]}</Badge>;
}
