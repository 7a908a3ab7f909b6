import { ORDER_STATUS_LABELS, PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useOrder, useOrders } from '@fanclub/domain/react';
import type { OrderItem } from '@fanclub/domain';
import { Price, ResponsiveTable, type ResponsiveTableColumn } from '@fanclub/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatDate, formatDateTime } from '@fanclub/domain/format';

export function OrderHistoryPage() {
  const page = pageFromSearch(useSearchParams()[0]);
  const orders = useOrders({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT });
  return (
    <>
      <PageHeading title="注文履歴" />
      <QueryBoundary
        query={orders}
        errorKey="fetchOrdersFailed"
        isEmpty={(d) => d.data.length === 0}
        emptyText="ご注文はまだありません。"
      >
        {({ data, total }) => (
          <>
            <ul className={styles.list}>
              {data.map((order) => (
                <li key={order.id}>
                  <Link to={paths.orderDetail(order.id)}>
                    <time className={styles.meta} dateTime={order.createdAt}>
                      {formatDate(order.createdAt)}
                    </time>
                    <span className={styles.badge}>{ORDER_STATUS_LABELS[order.status]}</span>
                    <span className={styles.itemTitle}>
                      注文番号 {order.id}：{order.items.map((i) => i.name).join('、')}
                    </span>
                    <Price amount={order.finalPrice} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={(n) => `${paths.orderHistory}?page=${n}`}
            />
          </>
        )}
      </QueryBoundary>
    </>
  );
}

const ITEM_COLUMNS: ResponsiveTableColumn<OrderItem>[] = [
  {
    id: 'name',
    header: '商品',
    isRowHeader: true,
    render: (item) => (
      <>
        {[item.name, ...item.attributes.map((a) => a.label || a.value)].join(' ')}
        {item.note && <div className={styles.meta}>メモ：{item.note}</div>}
      </>
    ),
  },
  { id: 'count', header: '数量', render: (item) => item.count, noWrap: true, align: 'end' },
  {
    id: 'price',
    header: '単価（税込）',
    render: (item) => <Price amount={item.price} size="sm" hideTaxNote />,
    noWrap: true,
    align: 'end',
  },
];

export function OrderDetailPage() {
  const order = useOrder(useParams().id ?? '');
  return (
    <QueryBoundary query={order} errorKey="fetchOrderFailed">
      {(o) => (
        <>
          <PageHeading title={`注文番号 ${o.id}`} lead="注文詳細" />
          <dl>
            <dt>ご注文日時</dt>
            <dd className={styles.nowrap}>{formatDateTime(o.createdAt)}</dd>
            <dt>状態</dt>
            <dd>{ORDER_STATUS_LABELS[o.status]}</dd>
            {o.maskedCardNumber && (
              <>
                <dt>お支払い</dt>
                <dd>クレジットカード {o.maskedCardNumber}</dd>
              </>
            )}
          </dl>
          <ResponsiveTable
            caption="注文商品"
            columns={ITEM_COLUMNS}
            rows={o.items}
            rowKey={(item) => `${item.sku}-${item.note ?? ''}`}
          />
          <dl>
            <dt>商品合計</dt>
            <dd>
              <Price amount={o.totalProductPrice} />
            </dd>
            <dt>送料{o.deliveryMethod ? `（${o.deliveryMethod.name}）` : ''}</dt>
            <dd>
              <Price amount={o.deliveryCost} />
            </dd>
            <dt>お支払い総額</dt>
            <dd>
              <Price amount={o.finalPrice} size="lg" />
            </dd>
          </dl>
          <p>
            <Link to={paths.orderHistory}>注文履歴に戻る</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}
