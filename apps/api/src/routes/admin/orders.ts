import {
  adminEndpoints,
  adminMessages,
  cancellableOrderStatuses,
  orderStatusFlow,
} from '@fanclub/domain/admin';
import { ORDER_STATUS_LABELS as orderStatusLabels } from '@fanclub/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminOrdersRepository } from '../../repositories/admin/orders.ts';
import { ordersRepository } from '../../repositories/orders.ts';
import { auditedWrites } from './invalidate.ts';
import { defineAdminRoute } from './define.ts';

/** Orders in the console: search, status flow with a tracking number, cancel with refund. */
export const adminOrderRoutes = async (app: FastifyInstance) => {
  const { db, config, payments } = app;
  const items = adminOrdersRepository(db, config.companyId);
  const orders = ordersRepository(db);
  // A cancel gives stock back, which the catalogue shows.
  const audit = auditedWrites(app, 'products');

  defineAdminRoute(app, adminEndpoints.listAdminOrders, ({ query }) => items.list(paging(query), query));
  defineAdminRoute(app, adminEndpoints.getAdminOrder, async ({ params }) => {
    const found = await items.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  defineAdminRoute(app, adminEndpoints.changeOrderStatus, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const row = await items.lock(params.id, tx);
      if (!row || row.orderType !== 'product') throw notFound(adminMessages.notFound);
      const allowed: readonly string[] = orderStatusFlow[row.status as keyof typeof orderStatusFlow] ?? [];
      if (!allowed.includes(body.status))
        throw conflict(
          adminMessages.statusTransition(orderStatusLabels[row.status], orderStatusLabels[body.status]),
        );
      const before = await items.get(params.id, tx);
      await items.setStatus(params.id, row.status, body.status, body.trackingNumber, tx);
      const after = await items.get(params.id, tx);
      await audit.record(
        {
          operator,
          action: 'status',
          resource: 'orders',
          resourceId: params.id,
          before: { status: before!.status, trackingNumber: before!.trackingNumber },
          after: { status: after!.status, trackingNumber: after!.trackingNumber },
        },
        tx,
      );
      return after!;
    }),
  );

  defineAdminRoute(app, adminEndpoints.cancelOrder, async ({ params, body, operator, request }) => {
    // The stock comes back and the order is cancelled in one transaction; the refund follows once
    // it has committed (the provider is outside the database). A refund that fails leaves the
    // order cancelled and says so, in the answer and the audit log, for the operator to settle.
    const cancelled = await db.transaction(async (tx) => {
      const row = await items.lock(params.id, tx);
      if (!row || row.orderType !== 'product') throw notFound(adminMessages.notFound);
      if (!(cancellableOrderStatuses as readonly string[]).includes(row.status))
        throw conflict(adminMessages.notCancellable);
      await orders.release(tx, params.id, 'cancelled', cancellableOrderStatuses);
      return row;
    });
    const refund = cancelled.miecruOrderId
      ? await payments.refund(cancelled.miecruOrderId)
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
};
