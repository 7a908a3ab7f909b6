import { shopEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { paging } from '../../repositories/paging.ts';
import { adminDeliveryMethodsRepository } from '../../repositories/admin/delivery-methods.ts';
import { auditedRecords } from './records.ts';
import { defineAdminRoute } from './define.ts';

/**
 * Delivery methods and their fees: checkout offers the active ones in their order and charges the
 * fee as it is when the order is placed (orders keep the fee they were charged).
 */
export const adminDeliveryMethodRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const methods = adminDeliveryMethodsRepository(db, config.companyId);
  const records = auditedRecords(app, {
    resource: 'deliveryMethods',
    invalidates: ['deliveryMethods'],
    get: (id, tx = db) => methods.lock(id, tx),
  });

  defineAdminRoute(app, shopEndpoints.listAdminDeliveryMethods, ({ query }) =>
    methods.list(paging(query), query.q),
  );
  defineAdminRoute(app, shopEndpoints.createDeliveryMethod, ({ body, operator }) =>
    records.create(operator, (tx) => methods.insert(body, tx)),
  );
  defineAdminRoute(app, shopEndpoints.updateDeliveryMethod, ({ params, body, operator }) =>
    records.update(operator, params.id, (_, tx) => methods.update(params.id, body, tx)),
  );
};
