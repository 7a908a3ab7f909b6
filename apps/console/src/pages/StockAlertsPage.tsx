import { adminEndpoints, rolesFor, STOCK_ALERT_THRESHOLD, type StockAlert } from '@fanclub/domain/admin';
import { Badge, TextField } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '../app/api.ts';
import { usePaged } from '../app/paged.ts';
import { linkColumn, ListPage } from '../app/list.tsx';
import { currentOperator } from '../app/session.ts';

const skuName = (alert: StockAlert) =>
  alert.attributes.length ? alert.attributes.map((a) => `${a.name}: ${a.label}`).join(' / ') : '—';

/** 在庫アラート: SKUs at or below the threshold, fewest first, a page at a time. */
export function StockAlertsPage() {
  const [q, setQ] = useState('');
  const [threshold, setThreshold] = useState(String(STOCK_ALERT_THRESHOLD));
  const typed = Number(threshold.normalize('NFKC'));
  const valid = threshold.trim() !== '' && Number.isInteger(typed) && typed >= 0 && typed <= 1_000_000;
  const list = usePaged(adminEndpoints.listStockAlerts, {
    q: q || undefined,
    threshold: valid ? typed : STOCK_ALERT_THRESHOLD,
  });
  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>在庫アラート</h1>
          <Link to="/products">商品の一覧へ</Link>
        </div>
      }
      filters={
        <>
          <TextField
            label="商品名で検索"
            type="search"
            value={q}
            onChange={(v) => (setQ(v), list.setPage(1))}
          />
          <TextField
            label="この数以下の在庫を表示"
            inputMode="numeric"
            value={threshold}
            onChange={(v) => (setThreshold(v), list.setPage(1))}
            errorMessage={valid ? undefined : 'しきい値は0から100万までの整数で入力してください。'}
          />
        </>
      }
      list={list}
      label="在庫アラート一覧"
      columns={[
        linkColumn(
          'product',
          '商品',
          (a: StockAlert) => `/products/${a.productId}`,
          (a) => a.productName,
        ),
        { id: 'sku', name: 'SKU', render: skuName },
        {
          id: 'quantity',
          name: '在庫',
          render: (a: StockAlert) =>
            a.quantity === 0 ? <Badge tone="danger">在庫切れ</Badge> : `残り${a.quantity}`,
        },
        { id: 'isSale', name: '状態', render: (a: StockAlert) => (a.isSale ? '販売中' : '販売停止') },
      ]}
    />
  );
}

/** The dashboard's 在庫アラート: how many SKUs are low, the fewest few, a link to the list. */
export function StockAlertsPanel() {
  const role = currentOperator()?.role;
  const canRead = role !== undefined && rolesFor('shop', 'read').includes(role);
  const alerts = useQuery({
    queryKey: ['admin', 'stock-alerts', 'dashboard'],
    queryFn: () => call(adminEndpoints.listStockAlerts, { query: { limit: 5 } }),
    enabled: canRead,
  });
  if (!canRead || !alerts.data) return null;
  return (
    <section aria-labelledby="stock-alerts-heading">
      <h2 id="stock-alerts-heading">在庫アラート（在庫{STOCK_ALERT_THRESHOLD}以下）</h2>
      {alerts.data.total === 0 ? (
        <p>在庫が少ないSKUはありません。</p>
      ) : (
        <>
          <p>{`${alerts.data.total}件のSKUの在庫が少なくなっています。`}</p>
          <ul>
            {alerts.data.data.map((a) => (
              <li key={a.id}>
                {a.productName}（{skuName(a)}）: {a.quantity === 0 ? '在庫切れ' : `残り${a.quantity}`}
              </li>
            ))}
          </ul>
          <Link to="/stock-alerts">在庫アラートをすべて見る</Link>
        </>
      )}
    </section>
  );
}
