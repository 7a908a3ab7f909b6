import type { Order, Receipt } from '@fanclub/domain';
import { formatDate, formatYen, maskCardNumber, PAYMENT_METHOD_LABELS } from '@fanclub/domain/format';
import { useIssueOrderReceipt, useOrder, useOrderReceipt } from '@fanclub/domain/react';
import { Badge, Button, ButtonLink, TextField } from '@fanclub/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { useFormFailure } from '../../components/form/use-form-failure.ts';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import content from '../../components/content.module.css';
import { orderText, receiptText as text } from '../../messages/order.ts';
import styles from './ReceiptPage.module.css';

/**
 * /order/history/:id/receipt: the 領収書 of a paid order. The first time the fan enters the
 * addressee once and the receipt is issued; every later visit shows the same receipt marked 再発行.
 * The page prints on its own (the site's header and footer stay off paper), so the browser's print
 * makes the PDF.
 */
export function ReceiptPage() {
  const order = useOrder(useParams().id ?? '');
  return (
    <QueryBoundary query={order} errorKey="fetchOrderFailed">
      {(o) => (o.receiptIssuedAt ? <IssuedReceipt order={o} /> : <AddresseeStep order={o} />)}
    </QueryBoundary>
  );
}

function IssuedReceipt({ order }: { order: Order }) {
  const receipt = useOrderReceipt(order.orderNumber);
  return (
    <QueryBoundary query={receipt} errorKey="fetchReceiptFailed">
      {(r) => <ReceiptSheet receipt={r} order={order} />}
    </QueryBoundary>
  );
}

function AddresseeStep({ order }: { order: Order }) {
  const failure = useFormFailure('issueReceiptFailed');
  const issue = useIssueOrderReceipt(order.orderNumber, { onError: (error) => failure.fail(error) });
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.receiptForm),
    defaultValues: {
      addressee: order.delivery ? `${order.delivery.lastName} ${order.delivery.firstName}` : '',
    },
  });
  if (issue.data) return <ReceiptSheet receipt={issue.data} order={order} />;
  return (
    <>
      <PageHeading title={text.addresseeTitle} lead={orderText.orderNumber(order.orderNumber)} />
      <form
        className={content.form}
        noValidate
        aria-describedby={failure.message ? failure.alertId : undefined}
        onSubmit={(event) =>
          void form.handleSubmit((body) => {
            failure.clear();
            issue.mutate(body);
          })(event)
        }
      >
        <FormAlert id={failure.alertId} message={failure.message} />
        <p className={content.notice}>{text.addresseeLead}</p>
        <TextField
          label={text.addressee}
          description={text.addresseeHint}
          autoComplete="name"
          isRequired
          {...bind(form.field('addressee'))}
        />
        <Button type="submit" isPending={issue.isPending} fullWidth>
          {text.issue}
        </Button>
      </form>
      <p>
        <ButtonLink href={paths.orderDetail(order.orderNumber)} variant="ghost">
          {text.back}
        </ButtonLink>
      </p>
    </>
  );
}

function ReceiptSheet({ receipt: r, order }: { receipt: Receipt; order: Order }) {
  return (
    <>
      <article className={styles.sheet} aria-labelledby="receipt-title">
        <header className={styles.head}>
          <h1 id="receipt-title" className={styles.title}>
            {text.title}
          </h1>
          {r.isReissue && (
            <span className={styles.reissue}>
              <Badge tone="neutral">{text.reissue}</Badge>
            </span>
          )}
        </header>
        <p className={styles.addressee}>
          {r.addressee} {text.honorific}
        </p>
        <p className={styles.amount}>
          <span className={styles.amountLabel}>{text.amount}</span>
          <span className={styles.amountValue}>{formatYen(r.total)}-</span>
          <span>{text.taxIncluded}</span>
        </p>
        <p>{text.purpose(r.purpose)}</p>
        <p>{text.received}</p>
        <dl className={content.facts}>
          <dt>{text.issuedAt}</dt>
          <dd>{formatDate(r.issuedAt)}</dd>
          <dt>{text.orderNumber}</dt>
          <dd>{r.orderNumber}</dd>
          <dt>{text.paidAt}</dt>
          <dd>{formatDate(r.paidAt)}</dd>
          <dt>{text.paymentMethod}</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.maskedCardNumber && ` ${maskCardNumber(order.maskedCardNumber)}`}
          </dd>
        </dl>
        <table className={styles.lines}>
          <caption>{text.details}</caption>
          <thead>
            <tr>
              <th scope="col">{text.item}</th>
              <th scope="col">{text.count}</th>
              <th scope="col">{text.unitPrice}</th>
              <th scope="col">{text.subtotal}</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <th scope="row">
                  {line.name}
                  {line.taxRate < 10 && ' ※'}
                </th>
                <td>{line.count}</td>
                <td>{formatYen(line.price)}</td>
                <td>{formatYen(line.price * line.count)}</td>
              </tr>
            ))}
            {r.deliveryCost > 0 && (
              <tr>
                <th scope="row">{text.delivery}</th>
                <td>1</td>
                <td>{formatYen(r.deliveryCost)}</td>
                <td>{formatYen(r.deliveryCost)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {text.total}
              </th>
              <td>{formatYen(r.total)}</td>
            </tr>
          </tfoot>
        </table>
        <ul className={styles.rates}>
          {r.rates.map((rate) => (
            <li key={rate.taxRate}>
              {text.rateLine(text.taxRateMark(rate.taxRate), formatYen(rate.amount), formatYen(rate.tax))}
            </li>
          ))}
        </ul>
        <section className={styles.issuer} aria-label={text.issuer}>
          <p className={styles.issuerName}>{r.issuer.name}</p>
          {r.issuer.address && <p>{r.issuer.address}</p>}
          {r.issuer.phone && <p>TEL {r.issuer.phone}</p>}
          {r.registrationNumber && (
            <p>
              {text.registrationNumber}：{r.registrationNumber}
            </p>
          )}
        </section>
      </article>
      <div className={styles.actions}>
        <Button onPress={() => window.print()}>{text.print}</Button>
        <p className={content.meta}>{text.printHint}</p>
        <ButtonLink href={paths.orderDetail(order.orderNumber)} variant="ghost">
          {text.back}
        </ButtonLink>
      </div>
    </>
  );
}
