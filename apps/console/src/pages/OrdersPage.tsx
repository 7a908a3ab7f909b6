import { adminEndpoints, bulkOrderStatuses, type AdminOrder } from '@fanclub/domain/admin';
import { formatDateTime, formatYen, ORDER_STATUS_LABELS } from '@fanclub/domain';
import type { OrderStatus } from '@fanclub/domain/contract';
import { Button, Checkbox, ConfirmDialog, OrderStatusBadge, Select, StatusFilter, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { useFilteredList, SearchField, recordColumn, ListPage } from '../app/list.tsx';
import { exportOrdersCsv } from './orderExport.ts';
import { paymentMethodLabel, paymentStateLabel } from '../app/payment.ts';
import '../shop.css';

const filterable: OrderStatus[] = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
];

export function OrdersPage() {
  const query = (f: { q: string; status: OrderStatus | null }) => ({
    q: f.q || undefined,
    status: f.status ?? undefined,
  });
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminOrders,
    { q: '', status: null as OrderStatus | null },
    query,
  );
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<(typeof bulkOrderStatuses)[number]>('preparing');
  const [confirming, setConfirming] = useState(false);
  const rows = list.data?.data ?? [];
  const onPage = rows.filter((o) => selected.has(o.id));
  const allSelected = rows.length > 0 && onPage.length === rows.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const bulk = useMutation({
    mutationFn: () =>
      call(adminEndpoints.bulkChangeOrderStatus, { body: { ids: [...selected], status: bulkStatus } }),
    onSuccess: (done) => {
      setConfirming(false);
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast.success(done.message);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(messageOf(error));
    },
  });
  const exportCsv = () => {
    setExporting(true);
    exportOrdersCsv(query(filters))
      .then(() => toast.success('CSVを書き出しました。'))
      .catch((error: unknown) => toast.error(messageOf(error)))
      .finally(() => setExporting(false));
  };
  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>注文</h1>
          <div className="console-actions">
            <Link to="/orders/packing-list">納品書・ピッキングリスト</Link>
            <Link to="/orders/tracking-import">追跡番号をCSVで取り込む</Link>
            <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
              絞り込んだ注文をCSVで書き出す
            </Button>
          </div>
        </div>
      }
      filters={
        <>
          <SearchField
            label="注文番号・メールアドレス・氏名・払込票の番号で検索"
            value={filters.q}
            onChange={filter('q')}
          />
          <StatusFilter
            label="注文の状態"
            options={filterable.map((s) => ({ id: s, name: ORDER_STATUS_LABELS[s] }))}
            value={filters.status}
            onChange={filter('status')}
          />
        </>
      }
      list={list}
      label="注文一覧"
      children={
        <div className="console-bulk-bar" role="group" aria-label="選んだ注文の一括操作">
          <Checkbox
            isSelected={allSelected}
            isIndeterminate={onPage.length > 0 && !allSelected}
            isDisabled={rows.length === 0}
            onChange={(on) =>
              setSelected((now) => {
                const next = new Set(now);
                for (const o of rows) {
                  if (on) next.add(o.id);
                  else next.delete(o.id);
                }
                return next;
              })
            }
          >
            このページの注文をすべて選ぶ
          </Checkbox>
          <p aria-live="polite">{selected.size}件選択中</p>
          <Select
            label="一括で変更する状態"
            items={bulkOrderStatuses.map((s) => ({ id: s, name: ORDER_STATUS_LABELS[s] }))}
            selectedKey={bulkStatus}
            onSelectionChange={(key) => setBulkStatus(key as (typeof bulkOrderStatuses)[number])}
          />
          <Button isDisabled={selected.size === 0} onPress={() => setConfirming(true)}>
            選んだ注文の状態を変更
          </Button>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title="注文の状態を一括で変更"
            confirmLabel={`${selected.size}件を「${ORDER_STATUS_LABELS[bulkStatus]}」にする`}
            onConfirm={() => bulk.mutate()}
            isPending={bulk.isPending}
          >
            <p>
              選んだ{selected.size}件の注文を「{ORDER_STATUS_LABELS[bulkStatus]}
              」にします。変更できない注文が1件でもあれば、どの注文も変更しません。
            </p>
          </ConfirmDialog>
        </div>
      }
      columns={[
        {
          id: 'select',
          name: '選択',
          render: (o: AdminOrder) => (
            <Checkbox isSelected={selected.has(o.id)} onChange={(on) => toggle(o.id, on)}>
              <span className="visually-hidden">注文 {o.orderNumber} を選ぶ</span>
            </Checkbox>
          ),
        },
        recordColumn('id', '注文番号', '/orders', (o: AdminOrder) => o.orderNumber),
        { id: 'status', name: '状態', render: (o: AdminOrder) => <OrderStatusBadge status={o.status} /> },
        { id: 'payment', name: '支払方法', render: (o: AdminOrder) => paymentMethodLabel(o) },
        { id: 'paymentState', name: '支払状況', render: (o: AdminOrder) => paymentStateLabel(o) },
        {
          id: 'member',
          name: '注文者',
          render: (o: AdminOrder) => `${o.member.name}（${o.member.email}）`,
        },
        {
          id: 'finalPrice',
          name: '合計',
          render: (o: AdminOrder) => <span className="console-nowrap">{formatYen(o.finalPrice)}</span>,
        },
        {
          id: 'createdAt',
          name: '注文日時',
          render: (o: AdminOrder) => <span className="console-nowrap">{formatDateTime(o.createdAt)}</span>,
        },
      ]}
    />
  );
}
