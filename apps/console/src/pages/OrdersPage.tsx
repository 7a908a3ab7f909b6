import { adminEndpoints, type AdminOrder } from '@fanclub/domain/admin';
import { formatDateTime, formatYen, ORDER_STATUS_LABELS } from '@fanclub/domain';
import type { OrderStatus } from '@fanclub/domain/contract';
import { Button, OrderStatusBadge, StatusFilter, TextField, toast } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { messageOf } from '../app/api.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { exportOrdersCsv } from './orderExport.ts';

const filterable: OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'cancelled'];

export function OrdersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const list = usePaged(adminEndpoints.listAdminOrders, { q: q || undefined, status: status ?? undefined });
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportOrdersCsv({ q: q || undefined, status: status ?? undefined })
      .then(() => toast.success('CSVを書き出しました。'))
      .catch((error: unknown) => toast.error(messageOf(error)))
      .finally(() => setExporting(false));
  };
  return (
    <>
      <div className="console-page-head">
        <h1>注文</h1>
        <div className="console-actions">
          <Link to="/orders/packing-list">納品書・ピッキングリスト</Link>
          <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
            絞り込んだ注文をCSVで書き出す
          </Button>
        </div>
      </div>
      <div className="console-filters">
        <TextField
          label="注文番号・メールアドレス・氏名で検索"
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
        <StatusFilter
          label="注文の状態"
          options={filterable.map((s) => ({ id: s, name: ORDER_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="注文一覧"
        columns={[
          {
            id: 'id',
            name: '注文番号',
            isRowHeader: true,
            render: (o: AdminOrder) => <Link to={`/orders/${o.id}`}>{`No.${o.id}`}</Link>,
          },
          { id: 'status', name: '状態', render: (o: AdminOrder) => <OrderStatusBadge status={o.status} /> },
          {
            id: 'member',
            name: '注文者',
            render: (o: AdminOrder) => `${o.member.name}（${o.member.email}）`,
          },
          { id: 'finalPrice', name: '合計', render: (o: AdminOrder) => formatYen(o.finalPrice) },
          { id: 'createdAt', name: '注文日時', render: (o: AdminOrder) => formatDateTime(o.createdAt) },
        ]}
      />
    </>
  );
}
