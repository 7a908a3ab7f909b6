import { adminEndpoints, type AdminOrder } from '@fanclub/domain/admin';
import { formatDateTime, formatYen, ORDER_STATUS_LABELS } from '@fanclub/domain';
import type { OrderStatus } from '@fanclub/domain/contract';
import { Button, OrderStatusBadge, StatusFilter, toast } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../app/api.ts';
import { useFilteredList, SearchField, recordColumn, ListPage } from '../app/list.tsx';
import { exportOrdersCsv } from './orderExport.ts';

const filterable: OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'cancelled'];

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
            <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
              絞り込んだ注文をCSVで書き出す
            </Button>
          </div>
        </div>
      }
      filters={
        <>
          <SearchField
            label="注文番号・メールアドレス・氏名で検索"
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
      columns={[
        recordColumn('id', '注文番号', '/orders', (o: AdminOrder) => `No.${o.id}`),
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
  );
}
