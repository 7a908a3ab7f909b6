import { PAGE_SIZE_TEXT, refundStateOf } from '@fanclub/domain';
import { useOrder, useOrders } from '@fanclub/domain/react';
import type { Order, OrderItem } from '@fanclub/domain';
import {
  ButtonLink,
  KonbiniSlip,
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
import {
  formatAddress,
  formatDate,
  formatDateTime,
  formatPhone,
  fullName,
  maskCardNumber,
  PAYMENT_METHOD_LABELS,
  SHIPPING_CARRIER_LABELS,
  trackingUrl,
} from '@fanclub/domain/format';
import { orderText } from '../../messages/order.ts';

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
                <Link to={paths.orderDetail(order.orderNumber)}>
                  <time className={styles.meta} dateTime={order.createdAt}>
                    {formatDate(order.createdAt)}
                  </time>
                  <OrderStatusBadge status={order.status} refund={refundOf(order)} />
                  <span className={styles.itemTitle}>
                    {orderText.orderLine(order.orderNumber, order.items.map((i) => i.name).join('、'))}
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
          <PageHeading title={orderText.orderNumber(o.orderNumber)} lead={orderText.detail} />
          <dl className={styles.facts}>
            <dt>{orderText.orderedAt}</dt>
            <dd className={styles.nowrap}>{formatDateTime(o.createdAt)}</dd>
            <dt>{orderText.status}</dt>
            <dd>
              <OrderStatusBadge status={o.status} refund={refundOf(o)} />
            </dd>
            <dt>{orderText.payment}</dt>
            <dd>
              {PAYMENT_METHOD_LABELS[o.paymentMethod]}
              {o.maskedCardNumber && ` ${maskCardNumber(o.maskedCardNumber)}`}
            </dd>
          </dl>
          {o.konbini && <KonbiniSlip slip={o.konbini} amount={o.finalPrice} />}
          <ResponsiveTable
            caption={orderText.items}
            columns={ITEM_COLUMNS}
            rows={o.items}
            rowKey={(item) => `${item.sku}-${item.name}-${item.note ?? ''}`}
          />
          <dl className={styles.facts}>
            <dt>{uiMessages.orderConfirmation.itemsTotal}</dt>
            <dd>
              <Price amount={o.totalProductPrice} />
            </dd>
            {o.orderType === 'product' && (
              <>
                <dt>{uiMessages.orderConfirmation.deliveryCost(o.deliveryMethod?.name)}</dt>
                <dd>
                  <Price amount={o.deliveryCost} />
                </dd>
              </>
            )}
            {o.paymentFee > 0 && (
              <>
                <dt>{uiMessages.orderConfirmation.paymentFee(uiMessages.paymentMethod.konbini)}</dt>
                <dd>
                  <Price amount={o.paymentFee} />
                </dd>
              </>
            )}
            <dt>{uiMessages.orderConfirmation.total}</dt>
            <dd>
              <Price amount={o.finalPrice} size="lg" />
            </dd>
            {o.refundedAmount > 0 && (
              <>
                <dt>{orderText.refunded}</dt>
                <dd>
                  <Price amount={o.refundedAmount} />
                </dd>
              </>
            )}
          </dl>
          {o.refundedAmount > 0 && <p>{orderText.refundNote}</p>}
          {o.orderType === 'product' && <OrderShipping order={o} />}
          <OrderReceiptLink order={o} />
          <p>
            <Link to={paths.orderHistory}>{orderText.backToHistory}</Link>
          </p>
        </>
      )}
    </QueryBoundary>
  );
}

/** The refund badge's state: none (no badge), 一部返金 or 返金済み. */
const refundOf = (order: Order) => {
  const state = refundStateOf(order);
  return state === 'none' ? undefined : state;
};

/** Where the parcel goes and where it is: the address, then the carrier and its tracking link. */
function OrderShipping({ order }: { order: Order }) {
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  const link = trackingUrl(order.carrier, order.trackingNumber);
  const carrier = order.carrier ? SHIPPING_CARRIER_LABELS[order.carrier] : null;
  return (
    <section aria-labelledby="order-shipping" className={styles.stack}>
      <h2 id="order-shipping">{orderText.shipping}</h2>
      <dl className={styles.facts}>
        {order.delivery && (
          <>
            <dt>{orderText.deliveryTo}</dt>
            <dd>
              {orderText.addressee(fullName(order.delivery))}
              <br />
              {formatAddress(order.delivery)}
              <br />
              {formatPhone(order.delivery.phone)}
            </dd>
          </>
        )}
        {order.deliveryMethod && (
          <>
            <dt>{orderText.deliveryMethod}</dt>
            <dd>{order.deliveryMethod.name}</dd>
          </>
        )}
        {shipped && carrier && (
          <>
            <dt>{orderText.carrier}</dt>
            <dd>{carrier}</dd>
          </>
        )}
        {shipped && order.trackingNumber && (
          <>
            <dt>{orderText.trackingNumber}</dt>
            <dd>
              {order.trackingNumber}
              {link && carrier && (
                <>
                  {' '}
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {orderText.track(carrier)}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {!shipped && ['paid', 'preparing'].includes(order.status) && <p>{orderText.notShippedYet}</p>}
    </section>
  );
}

const PAID = new Set<Order['status']>(['paid', 'preparing', 'shipped', 'delivered']);

/** The way to the 領収書: to issue it, or to show it again (then marked 再発行). */
function OrderReceiptLink({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-receipt" className={styles.stack}>
      <h2 id="order-receipt">{orderText.receipt}</h2>
      {PAID.has(order.status) ? (
        <>
          <p>
            {order.receiptIssuedAt
              ? orderText.receiptIssued(formatDate(order.receiptIssuedAt))
              : orderText.receiptLead}
          </p>
          <p>
            <ButtonLink href={paths.orderReceipt(order.orderNumber)} variant="secondary">
              {order.receiptIssuedAt ? orderText.receiptReopen : orderText.receiptOpen}
            </ButtonLink>
          </p>
        </>
      ) : (
        <p>{orderText.receiptNotPaid}</p>
      )}
    </section>
  );
}
