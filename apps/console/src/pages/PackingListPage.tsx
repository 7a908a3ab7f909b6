import { adminEndpoints, type AdminOrder } from '@fanclub/domain/admin';
import { findPrefectureById, formatDateTime, formatYen, ORDER_STATUS_LABELS } from '@fanclub/domain';
import type { OrderStatus } from '@fanclub/domain/contract';
import { Button, ErrorState, Pagination, StatusFilter } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import '../shop.css';

const toShip: OrderStatus[] = ['paid', 'preparing'];

/**
 * 納品書・ピッキングリスト: the orders to ship, a page at a time from the server, printed one order
 * per sheet (the screen's frame and controls are left off the paper), with the page's picking
 * list (every SKU of the page and how many) first.
 */
export function PackingListPage() {
  const [status, setStatus] = useState<OrderStatus>('preparing');
  const list = usePaged(adminEndpoints.listAdminOrders, { status, sortBy: 'createdAt', sortDir: 'asc' });
  const orders = list.data?.data ?? [];
  const picking = new Map<string, { name: string; attributes: string; count: number }>();
  for (const item of orders.flatMap((o) => o.items)) {
    const attributes = item.attributes.map((a) => `${a.name}: ${a.label}`).join(' / ');
    const key = `${item.sku} ${item.name} ${attributes}`;
    const row = picking.get(key) ?? { name: item.name, attributes, count: 0 };
    row.count += item.count;
    picking.set(key, row);
  }
  return (
    <>
      <div className="console-page-head console-no-print">
        <h1>納品書・ピッキングリスト</h1>
        <Link to="/orders">注文の一覧へ</Link>
      </div>
      <div className="console-filters console-no-print">
        <StatusFilter
          label="印刷する注文"
          options={toShip.map((s) => ({ id: s, name: ORDER_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v ?? 'preparing');
            list.setPage(1);
          }}
        />
        <Button onPress={() => window.print()} isDisabled={orders.length === 0}>
          このページを印刷する
        </Button>
      </div>
      {list.error && <ErrorState message={list.error.message} />}
      {list.isPending && <p>読み込み中…</p>}
      {!list.isPending && orders.length === 0 && <p>印刷する注文はありません。</p>}
      {orders.length > 0 && (
        <section className="console-sheet" aria-labelledby="picking-heading">
          <h2 id="picking-heading">ピッキングリスト（{orders.length}件の注文）</h2>
          <table className="console-print-table">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">属性</th>
                <th scope="col">数量</th>
              </tr>
            </thead>
            <tbody>
              {[...picking.values()].map((row) => (
                <tr key={`${row.name} ${row.attributes}`}>
                  <td>{row.name}</td>
                  <td>{row.attributes || '—'}</td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {orders.map((order) => (
        <DeliveryNote key={order.id} order={order} />
      ))}
      {(list.data?.total ?? 0) > list.pageSize && (
        <div className="console-no-print">
          <Pagination
            page={list.page}
            totalPages={Math.ceil((list.data?.total ?? 0) / list.pageSize)}
            label="納品書のページ"
            onPageChange={list.setPage}
          />
        </div>
      )}
    </>
  );
}

function DeliveryNote({ order }: { order: AdminOrder }) {
  const d = order.delivery;
  return (
    <section className="console-sheet" aria-labelledby={`note-${order.id}`}>
      <h2 id={`note-${order.id}`}>納品書 注文番号 {order.orderNumber}</h2>
      <p>注文日時 {formatDateTime(order.createdAt)}</p>
      {d && (
        <address>
          〒{d.zipCode} {findPrefectureById(d.prefectureId)?.name}
          {d.address1}
          {d.address2}
          {d.address3 ? ` ${d.address3}` : ''}
          <br />
          {d.companyName ? `${d.companyName} ` : ''}
          {d.lastName} {d.firstName} 様（{d.phone}）
        </address>
      )}
      <p>配送方法 {order.deliveryMethod?.name ?? '—'}</p>
      <table className="console-print-table">
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col">属性</th>
            <th scope="col">単価（税込）</th>
            <th scope="col">数量</th>
            <th scope="col">小計</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index}>
              <td>
                {item.name}
                {item.note ? `（備考: ${item.note}）` : ''}
              </td>
              <td>{item.attributes.map((a) => `${a.name}: ${a.label}`).join(' / ') || '—'}</td>
              <td>{formatYen(item.price)}</td>
              <td>{item.count}</td>
              <td>{formatYen(item.price * item.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        商品合計 {formatYen(order.totalProductPrice)}・送料 {formatYen(order.deliveryCost)}・お支払い合計{' '}
        {formatYen(order.finalPrice)}
      </p>
    </section>
  );
}
