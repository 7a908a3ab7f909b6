import {
  adminEndpoints,
  cancellableOrderStatuses,
  orderStatusBody,
  orderStatusFlow,
  type AdminOrder,
} from '@fanclub/domain/admin';
import { formatDateTime, formatYen, fullName, ORDER_STATUS_LABELS, PREFECTURES } from '@fanclub/domain';
import { shippingCarriers, type ShippingCarrier } from '@fanclub/domain/contract';
import { refundStateOf, SHIPPING_CARRIER_LABELS } from '@fanclub/domain/format';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  OrderStatusBadge,
  PageSpinner,
  Select,
  TextField,
  toast,
} from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { OrderRefunds } from './OrderRefunds.tsx';
import { konbiniStoreInfo } from '@fanclub/domain/contract';
import { paymentMethodLabel, paymentStateLabel } from '../app/payment.ts';

export function OrderPage() {
  const id = Number(useParams().id);
  const { data, error } = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => call(adminEndpoints.getAdminOrder, { params: { id } }),
  });
  if (error) return <ErrorState message={error.message} />;
  if (!data) return <PageSpinner />;
  // A new status or refund starts the forms afresh (their next steps are other ones).
  return <OrderDetail key={`${data.status}-${data.refundedAmount}`} order={data} />;
}

const refundBadge = (order: AdminOrder) => {
  const state = refundStateOf(order);
  return state === 'none' ? undefined : state;
};

function OrderDetail({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const next: readonly string[] = orderStatusFlow[order.status as keyof typeof orderStatusFlow] ?? [];
  const [status, setStatus] = useState<string | null>(next[0] ?? null);
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [carrier, setCarrier] = useState<ShippingCarrier>(order.carrier ?? 'yamato');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmCancel, setConfirmCancel] = useState(false);
  const refresh = (saved: AdminOrder) => {
    queryClient.setQueryData(['admin', 'order', order.id], saved);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  const change = useMutation({
    mutationFn: (body: {
      status: 'preparing' | 'shipped' | 'delivered';
      trackingNumber?: string | null;
      carrier?: ShippingCarrier | undefined;
    }) => call(adminEndpoints.changeOrderStatus, { params: { id: order.id }, body }),
    onSuccess: (saved) => {
      refresh(saved);
      toast.success(`「${ORDER_STATUS_LABELS[saved.status]}」にしました。`);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const cancel = useMutation({
    mutationFn: () => call(adminEndpoints.cancelOrder, { params: { id: order.id }, body: {} }),
    onSuccess: (saved) => {
      refresh(saved);
      setConfirmCancel(false);
      toast.success('注文をキャンセルし、在庫を戻して返金しました。');
    },
    onError: (error) => {
      setConfirmCancel(false);
      toast.error(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(orderStatusBody, {
      status,
      trackingNumber: tracking || null,
      ...(status === 'shipped' ? { carrier } : {}),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    change.mutate(checked.data);
  };
  const d = order.delivery;
  return (
    <>
      <div className="console-page-head">
        <h1>注文 {order.orderNumber}</h1>
        <OrderStatusBadge status={order.status} refund={refundBadge(order)} />
      </div>
      <dl className="console-details">
        <dt>注文日時</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>注文者</dt>
        <dd>
          {order.member.name}（{order.member.email}）
        </dd>
        <dt>合計</dt>
        <dd>
          {formatYen(order.finalPrice)}（送料 {formatYen(order.deliveryCost)}）
        </dd>
        <dt>支払方法</dt>
        <dd>
          {paymentMethodLabel(order)}
          {order.maskedCardNumber ? `（${order.maskedCardNumber}）` : ''}
          {order.paymentFee > 0 && `（手数料 ${formatYen(order.paymentFee)}）`}
        </dd>
        {order.konbini && (
          <>
            <dt>支払状況</dt>
            <dd>
              {paymentStateLabel(order)}
              {order.konbini.paidAt && `（入金日時 ${formatDateTime(order.konbini.paidAt)}）`}
            </dd>
            <dt>{konbiniStoreInfo[order.konbini.store].receiptLabel}</dt>
            <dd>{order.konbini.receiptNumber}</dd>
            {order.konbini.confirmationNumber && (
              <>
                <dt>{konbiniStoreInfo[order.konbini.store].confirmationLabel ?? '確認番号'}</dt>
                <dd>{order.konbini.confirmationNumber}</dd>
              </>
            )}
            <dt>お支払い期限</dt>
            <dd>{formatDateTime(order.konbini.deadline)}</dd>
          </>
        )}
        <dt>配送方法</dt>
        <dd>{order.deliveryMethod?.name ?? '―'}</dd>
        <dt>お届け先</dt>
        <dd>
          {d
            ? `〒${d.zipCode} ${PREFECTURES.find((p) => p.id === d.prefectureId)?.name ?? ''}${d.address1}${d.address2}${d.address3 ?? ''} ${fullName(d)} 様 ${d.phone}`
            : '―'}
        </dd>
        <dt>配送業者</dt>
        <dd>{order.carrier ? SHIPPING_CARRIER_LABELS[order.carrier] : '―'}</dd>
        <dt>追跡番号</dt>
        <dd>{order.trackingNumber ?? '―'}</dd>
      </dl>
      <h2>商品</h2>
      <ul>
        {order.items.map((item, index) => (
          <li key={index}>
            {item.name} {item.attributes.map((a) => a.label).join(' ')} × {item.count}（
            {formatYen(item.price)}）{item.note ? ` 備考: ${item.note}` : ''}
          </li>
        ))}
      </ul>
      {next.length > 0 && (
        <form className="console-form" noValidate onSubmit={submit}>
          <h2>状態を変更</h2>
          <Select
            label="新しい状態"
            items={next.map((s) => ({
              id: s,
              name: ORDER_STATUS_LABELS[s as keyof typeof ORDER_STATUS_LABELS],
            }))}
            selectedKey={status}
            onSelectionChange={(key) => setStatus(String(key))}
            errorMessage={errors.status}
          />
          {status === 'shipped' && (
            <Select
              label="配送業者"
              items={shippingCarriers.map((c) => ({ id: c, name: SHIPPING_CARRIER_LABELS[c] }))}
              selectedKey={carrier}
              onSelectionChange={(key) => setCarrier(key as ShippingCarrier)}
            />
          )}
          {status === 'shipped' && (
            <TextField
              label="追跡番号"
              isRequired
              value={tracking}
              onChange={setTracking}
              errorMessage={errors.trackingNumber}
            />
          )}
          {status === 'shipped' && <p>発送済みにすると、注文者に発送のお知らせメールが届きます。</p>}
          <Button type="submit" isPending={change.isPending}>
            状態を変更する
          </Button>
        </form>
      )}
      <OrderRefunds order={order} onSaved={refresh} />
      {(cancellableOrderStatuses as readonly string[]).includes(order.status) &&
        order.refundedAmount === 0 && (
          <>
            <Button variant="danger" onPress={() => setConfirmCancel(true)}>
              注文をキャンセル
            </Button>
            <ConfirmDialog
              isOpen={confirmCancel}
              onOpenChange={setConfirmCancel}
              title="この注文をキャンセルしますか？"
              confirmLabel="キャンセルして返金する"
              tone="danger"
              isPending={cancel.isPending}
              onConfirm={() => cancel.mutate()}
            >
              <p>
                在庫を戻し、{formatYen(order.finalPrice)} をカードに返金します。この操作は取り消せません。
              </p>
            </ConfirmDialog>
          </>
        )}
    </>
  );
}
