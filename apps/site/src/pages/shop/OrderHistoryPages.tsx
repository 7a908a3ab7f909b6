import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useOrder, useOrders } from '@fanclub/domain/react';
import type { OrderItem } from '@fanclub/domain';
import {
  OrderStatusBadge,
  Price,
  ResponsiveTable,
  type ResponsiveTableColumn,
  uiMessages,
} from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PagedList, usePaging } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatDate, formatDateTime } from '@fanclub/domain/format';
import { orderText } from '../../messages/order.ts';
import { paymentText } from '../../messages/payment.ts';

export function OrderHistoryPage() {
  const paging = usePaging(PAGE_SIZE_TEXT);
  return (
    <>
      <PageHeading title={uiMessages.orderHistory} />
      <PagedList
        query={useOrders(paging.query)}
        paging={paging}
        errorKey="fetchOrdersFailed"
        emptyText={orderText.historyEmpty}
      >
        {(orders) => (
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={paths.orderDetail(order.id)}>
                  <time className={styles.meta} dateTime={order.createdAt}>
                    {formatDate(order.createdAt)}
                  </time>
                  <OrderStatusBadge status={order.status} />
                  <span className={styles.itemTitle}>
                    {orderText.orderLine(order.id, order.items.map((i) => i.name).join('、'))}
                  </span>
                  <Price amount={order.finalPrice} size="sm" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

const ITEM_COLUMNS: ResponsiveTableColumn<OrderItem>[] = [
  {
    id: 'name',
    header: uiMessages.orderConfirmation.product,
    isRowHeader: true,
    render: (item) => (
      <>
        {[item.name, ...item.attributes.map((a) => a.label || a.value)].join(' ')}
        {item.note && (
          <div className={styles.meta}>
            {uiMessages.purchaseNote}：{item.note}
          </div>
        )}
      </>
    ),
  },
  { id: 'count', header: uiMessages.quantity, render: (item) => item.count, noWrap: true, align: 'end' },
  {
    id: 'price',
    header: `${uiMessages.orderConfirmation.unitPrice}（${uiMessages.taxIncluded}）`,
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
          <PageHeading title={orderText.orderNumber(o.id)} lead={orderText.detail} />
          <dl>
            <dt>{orderText.orderedAt}</dt>
            <dd className={styles.nowrap}>{formatDateTime(o.createdAt)}</dd>
            <dt>{orderText.status}</dt>
            <dd>
              <OrderStatusBadge status={o.status} />
            </dd>
            {o.maskedCardNumber && (
              <>
                <dt>{orderText.payment}</dt>
                <dd>
                  {paymentText.creditCard} {o.maskedCardNumber}
                </dd>
              </>
            )}
          </dl>
          <ResponsiveTable
            caption={orderText.items}
            columns={ITEM_COLUMNS}
            rows={o.items}
            rowKey={(item) => `${item.sku}-${item.note ?? ''}`}
          />
          <dl>
            <dt>{uiMessages.orderConfirmation.itemsTotal}</dt>
            <dd>
              <Price amount={o.totalProductPrice} />
            </dd>
            <dt>{uiMessages.orderConfirmation.deliveryCost(o.deliveryMethod?.name)}</dt>
            <dd>
              <Price amount={o.deliveryCost} />
            </dd>
            <dt>{uiMessages.orderConfirmation.total}</dt>
            <dd>
              <Price amount={o.finalPrice} size="lg" />
            </dd>
          </dl>
          <p>
            <Link to={paths.orderHistory}>{orderText.backToHistory}</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}
