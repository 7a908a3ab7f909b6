import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { orderStatusText, refundText } from '../messages/order-status.ts';

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
 * **使う場面**: 注文履歴と注文の詳細。返金があれば `refund` で「一部返金」「返金済み」のバッジを
 * 並べて示します（状態は発送済みなどのまま、お金の戻り方だけを足します）。
 */
type OrderStatusBadgeProps = {
  /** 注文の状態（文言と色はこのコンポーネントが決めます）。 */
  status: OrderStatus;
  /** 返金: `partial`（一部返金）か `full`（返金済み）。返金がなければ省略します。 */
  refund?: 'partial' | 'full' | undefined;
};

export function OrderStatusBadge({ status, refund }: OrderStatusBadgeProps) {
  const badge = <Badge tone={TONES[status]}>{orderStatusText[status]}</Badge>;
  if (!refund) return badge;
  return (
    <>
      {badge} <Badge tone={refund === 'full' ? 'neutral' : 'warning'}>{refundText[refund]}</Badge>
    </>
  );
}
