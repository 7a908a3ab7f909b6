import {
  adminEndpoints,
  adminMessages,
  cancellableOrderStatuses,
  orderStatusFlow,
  parseTrackingCsv,
  refundMessages,
  shippingMessages,
  type TrackingImportPreview,
} from '@fanclub/domain/admin';
import type { ShippingCarrier } from '@fanclub/domain/contract';
import { fullName } from '@fanclub/domain/format';
import { ORDER_STATUS_LABELS as orderStatusLabels } from '@fanclub/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminOrdersRepository } from '../../repositories/admin/orders.ts';
import { ordersRepository } from '../../repositories/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sendOrderShipped } from '../../mail/notices.ts';
import { mailOutboxRepository } from '../../repositories/mail-outbox.ts';
import { refundsRepository } from '../../repositories/admin/refunds.ts';
import { auditedWrites } from './invalidate.ts';
import { defineAdminRoute } from './define.ts';

/** Orders in the console: search, status flow with a tracking number, cancel, full or partial refunds. */
export const adminOrderRoutes = async (app: FastifyInstance) => {
  const { db, config, payments } = app;
  const items = adminOrdersRepository(db, config.companyId);
  const orders = ordersRepository(db);
  const paidBack = refundsRepository(db);
  const outbox = mailOutboxRepository(db);
  // A cancel gives stock back, which the catalogue shows.
  const audit = auditedWrites(app, 'products');

  defineAdminRoute(app, adminEndpoints.listAdminOrders, ({ query }) => items.list(paging(query), query));
  defineAdminRoute(app, adminEndpoints.getAdminOrder, async ({ params }) => {
    const found = await items.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  const notices = { db, post: app.mail, publicUrl: config.publicUrl };
  const canMove = (from: string, to: string) =>
    ((orderStatusFlow[from as keyof typeof orderStatusFlow] ?? []) as readonly string[]).includes(to);

  defineAdminRoute(app, adminEndpoints.changeOrderStatus, async ({ params, body, operator }) => {
    const { after, shippedNow, userId } = await db.transaction(async (tx) => {
      const row = await items.lock(params.id, tx);
      if (!row || row.orderType !== 'product') throw notFound(adminMessages.notFound);
      const allowed: readonly string[] = orderStatusFlow[row.status as keyof typeof orderStatusFlow] ?? [];
      if (!allowed.includes(body.status))
        throw conflict(
          adminMessages.statusTransition(orderStatusLabels[row.status], orderStatusLabels[body.status]),
        );
      const before = await items.get(params.id, tx);
      await items.setStatus(params.id, row.status, body.status, body.trackingNumber, tx, body.carrier);
      const after = await items.get(params.id, tx);
      await audit.record(
        {
          operator,
          action: 'status',
          resource: 'orders',
          resourceId: params.id,
          before: {
            status: before!.status,
            trackingNumber: before!.trackingNumber,
            carrier: before!.carrier,
          },
          after: { status: after!.status, trackingNumber: after!.trackingNumber, carrier: after!.carrier },
        },
        tx,
      );
      return {
        after: after!,
        shippedNow: row.status !== 'shipped' && after!.status === 'shipped',
        userId: row.userId,
      };
    });
    // 発送のお知らせ once the change to 発送済み has committed; the flow never moves shipped to shipped.
    if (shippedNow) await sendOrderShipped(notices, [{ userId, orderId: params.id }]);
    return after;
  });

  defineAdminRoute(app, adminEndpoints.bulkChangeOrderStatus, async ({ body, operator }) => {
    const ids = [...new Set(body.ids)];
    const to = orderStatusLabels[body.status];
    return db.transaction(async (tx) => {
      const rows = await items.lockMany(ids, tx);
      const found = new Map(rows.filter((r) => r.orderType === 'product').map((r) => [r.id, r]));
      if (ids.some((id) => !found.has(id))) throw notFound(adminMessages.notFound);
      const refused = ids.map((id) => found.get(id)!).filter((r) => !canMove(r.status, body.status));
      if (refused.length > 0)
        throw conflict(
          [
            shippingMessages.bulkRefused(refused.length),
            ...refused.map((r) => shippingMessages.bulkOrderRefused(r.id, orderStatusLabels[r.status], to)),
          ].join(' '),
        );
      for (const id of ids) {
        const row = found.get(id)!;
        await items.setStatus(id, row.status, body.status, undefined, tx);
        await audit.record(
          {
            operator,
            action: 'bulk-status',
            resource: 'orders',
            resourceId: id,
            before: { status: row.status },
            after: { status: body.status },
          },
          tx,
        );
      }
      return { message: shippingMessages.bulkDone(ids.length, to), count: ids.length };
    });
  });

  /** The CSV's rows checked against the orders, locked in the caller's transaction. */
  const checkImport = async (csv: string, carrier: ShippingCarrier, tx: DbOrTx) => {
    const parsed = parseTrackingCsv(csv, carrier);
    const locked = await items.lockByNumbers(parsed.rows.map((r) => r.orderNumber).filter(Boolean), tx);
    const byNumber = new Map(
      locked.flatMap((r) => [[r.order.orderNumber, r] as const, [String(r.order.id), r] as const]),
    );
    const rows = parsed.rows.map((row) => {
      const found = row.orderNumber ? byNumber.get(row.orderNumber) : undefined;
      const errors = [...row.errors];
      if (row.orderNumber && !found) errors.unshift(shippingMessages.orderUnknown(row.orderNumber));
      else if (found && !canMove(found.order.status, 'shipped'))
        errors.unshift(shippingMessages.notShippable(orderStatusLabels[found.order.status]));
      return {
        line: row.line,
        orderNumber: row.orderNumber,
        trackingNumber: row.trackingNumber,
        carrier: row.carrier,
        orderId: found?.order.id ?? null,
        memberName: found ? fullName(found.member) : null,
        errors,
        found,
      };
    });
    const invalid = rows.filter((r) => r.errors.length > 0).length;
    const preview: TrackingImportPreview = {
      rows: rows.map(({ found: _f, ...row }) => row),
      fileError: parsed.fileError,
      valid: rows.length - invalid,
      invalid,
    };
    return { preview, rows };
  };

  defineAdminRoute(app, adminEndpoints.previewTrackingImport, ({ body }) =>
    db.transaction(async (tx) => (await checkImport(body.csv, body.carrier, tx)).preview),
  );

  defineAdminRoute(app, adminEndpoints.applyTrackingImport, async ({ body, operator }) => {
    const shipped = await db.transaction(async (tx) => {
      const { preview, rows } = await checkImport(body.csv, body.carrier, tx);
      if (preview.fileError) throw badRequest(preview.fileError);
      if (preview.invalid > 0) throw conflict(shippingMessages.importRefused(preview.invalid));
      for (const row of rows) {
        const order = row.found!.order;
        await items.setStatus(order.id, order.status, 'shipped', row.trackingNumber, tx, row.carrier);
        await audit.record(
          {
            operator,
            action: 'tracking-import',
            resource: 'orders',
            resourceId: order.id,
            before: { status: order.status, trackingNumber: order.trackingNumber, carrier: order.carrier },
            after: { status: 'shipped', trackingNumber: row.trackingNumber, carrier: row.carrier },
          },
          tx,
        );
      }
      return rows.map((r) => ({ userId: r.found!.order.userId, orderId: r.found!.order.id }));
    });
    await sendOrderShipped(notices, shipped);
    return { message: shippingMessages.importDone(shipped.length), count: shipped.length };
  });

  defineAdminRoute(app, adminEndpoints.cancelOrder, async ({ params, body, operator, request }) => {
    // The stock comes back and the order is cancelled in one transaction; the refund follows once
    // it has committed (the provider is outside the database). A refund that fails leaves the
    // order cancelled and says so, in the answer and the audit log, for the operator to settle.
    const cancelled = await db.transaction(async (tx) => {
      const row = await items.lock(params.id, tx);
      if (!row || row.orderType !== 'product') throw notFound(adminMessages.notFound);
      if (!(cancellableOrderStatuses as readonly string[]).includes(row.status))
        throw conflict(adminMessages.notCancellable);
      // Cancelling refunds the whole charge: an order already partly refunded is refunded from here.
      if ((await paidBack.heldAmount(params.id, tx)) > 0) throw conflict(refundMessages.cancelAfterRefund);
      await orders.release(tx, params.id, 'cancelled', cancellableOrderStatuses);
      return row;
    });
    // The charge as the provider knows it: a 3-D Secure payment was charged under the challenge's id.
    const reference = await paidBack.chargeReferenceOf(cancelled);
    const refund = reference
      ? await payments.refund(reference)
      : ({ status: 'failed', code: 'no_provider_order', message: '' } as const);
    if (refund.status === 'failed') request.log.error({ orderId: params.id, refund }, 'refund failed');
    const after = await items.get(params.id);
    await audit.record({
      operator,
      action: 'cancel',
      resource: 'orders',
      resourceId: params.id,
      before: { status: cancelled.status },
      after: { status: after!.status, reason: body.reason ?? null, refund: refund.status },
    });
    if (refund.status === 'failed') throw badRequest(adminMessages.refundFailed);
    return after!;
  });

  /** Statuses whose payment has been received: only these can be refunded. */
  const refundableStatuses: readonly string[] = ['paid', 'preparing', 'shipped', 'delivered'];

  defineAdminRoute(app, adminEndpoints.refundOrder, async ({ params, body, operator, request }) => {
    // 1. The amount is held by a pending row, written with the order locked: refunds at once are
    //    checked one after the other and together never pass what was paid.
    const held = await db.transaction(async (tx) => {
      const row = await items.lock(params.id, tx);
      if (!row) throw notFound(adminMessages.notFound);
      if (row.status === 'cancelled') throw conflict(refundMessages.cancelled);
      if (!refundableStatuses.includes(row.status)) throw conflict(refundMessages.notPaid);
      const konbini = row.paymentMethod === 'konbini';
      const account = body.bankAccount ?? null;
      if (konbini && !account) throw badRequest(refundMessages.bankRequired);
      if (!konbini && account) throw badRequest(refundMessages.bankNotForCard);
      const left = row.finalPrice - (await paidBack.heldAmount(row.id, tx));
      if (body.amount > left) throw conflict(refundMessages.tooMuch(left));
      const refund = await paidBack.insertPending(tx, {
        orderId: row.id,
        amount: body.amount,
        reason: body.reason,
        operatorId: operator.id,
        method: konbini ? 'bank_transfer' : 'card',
        provider: konbini ? null : payments.name,
        ...(account
          ? {
              bankName: account.bankName,
              bankBranch: account.bankBranch,
              bankAccountType: account.accountType,
              bankAccountNumber: account.accountNumber,
              bankAccountHolderKana: account.accountHolderKana,
            }
          : {}),
      });
      return { order: row, refund, fullyRefunded: body.amount === left };
    });
    const { order, refund, fullyRefunded } = held;

    // 2. A card is refunded at the provider (outside the database); a konbini payment can't be
    //    reversed there: the club transfers it to the account recorded with the refund.
    let providerRefundId: string | null = null;
    if (refund.method === 'card') {
      const reference = await paidBack.chargeReferenceOf(order);
      const answer = reference
        ? await payments.refundAmount({
            reference,
            amount: refund.amount,
            refundKey: `refund_${refund.id}`,
          })
        : ({ status: 'failed', code: 'no_provider_order', message: '決済の記録がありません' } as const);
      if (answer.status === 'failed') {
        await paidBack.dropPending(refund.id);
        request.log.error({ orderId: order.id, refund: answer }, 'refund refused by the provider');
        await audit.record({
          operator,
          action: 'refund-failed',
          resource: 'orders',
          resourceId: params.id,
          before: null,
          after: { amount: refund.amount, reason: refund.reason, code: answer.code },
        });
        throw conflict(refundMessages.providerFailed(answer.message));
      }
      providerRefundId = answer.refundId;
    }

    // 3. The refund recorded as done, the points or the paid period adjusted, the mail queued and
    //    the audit written, in one transaction.
    const now = new Date();
    const after = await db.transaction(async (tx) => {
      await items.lock(order.id, tx);
      const points =
        order.orderType === 'voting_package'
          ? await paidBack.takePoints(tx, order, refund.amount, fullyRefunded, now)
          : { taken: 0, spent: 0 };
      const period =
        order.orderType === 'membership'
          ? await paidBack.shortenPeriod(tx, order, refund.amount, fullyRefunded, now)
          : null;
      const before = await paidBack.refundedAmount(order.id, tx);
      const settled = await paidBack.settle(
        tx,
        refund.id,
        {
          providerRefundId,
          pointsTaken: points.taken,
          pointsSpent: points.spent,
          periodEndBefore: period?.before ?? null,
          periodEndAfter: period?.after ?? null,
        },
        now,
      );
      if (!settled) throw conflict(refundMessages.inProgress);
      await outbox.enqueue(tx, {
        kind: 'refund',
        userId: order.userId,
        orderId: order.id,
        refundId: refund.id,
      });
      await audit.record(
        {
          operator,
          action: 'refund',
          resource: 'orders',
          resourceId: params.id,
          before: { refundedAmount: before, periodEnd: period?.before ?? null },
          after: {
            refundedAmount: before + refund.amount,
            amount: refund.amount,
            reason: refund.reason,
            method: refund.method,
            providerRefundId,
            pointsTaken: points.taken,
            periodEnd: period?.after ?? null,
          },
        },
        tx,
      );
      return (await items.get(order.id, tx))!;
    });
    app.mailOutbox.kick();
    return after;
  });
};
