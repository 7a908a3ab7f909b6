import { adminMessages, shopEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminDeliveryMethodsRepository } from '../../repositories/admin/delivery-methods.ts';
import { auditedWrites } from './invalidate.ts';
import { defineAdminRoute } from './define.ts';

/**
 * Delivery methods and their fees: checkout offers the active ones in their order and charges the
 * fee as it is when the order is placed (orders keep the fee they were charged).
 */
export const adminDeliveryMethodRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const methods = adminDeliveryMethodsRepository(db, config.companyId);
  const audit = auditedWrites(app, 'deliveryMethods');

  defineAdminRoute(app, shopEndpoints.listAdminDeliveryMethods, ({ query }) =>
    methods.list(paging(query), query.q),
  );
  defineAdminRoute(app, shopEndpoints.createDeliveryMethod, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const after = await methods.insert(body, tx);
      await audit.record(
        { operator, action: 'create', resource: 'deliveryMethods', resourceId: after.id, after },
        tx,
      );
      return after;
    }),
  );
  defineAdminRoute(app, shopEndpoints.updateDeliveryMethod, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await methods.lock(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const after = await methods.update(params.id, body, tx);
      await audit.record(
        { operator, action: 'update', resource: 'deliveryMethods', resourceId: params.id, before, after },
        tx,
      );
      return after;
    }),
  );
};
