import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { deliveryMethodsRepository } from '../repositories/delivery-methods.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The delivery methods offered at checkout. */
export const deliveryMethodRoutes = async (app: FastifyInstance) => {
  const methods = deliveryMethodsRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listDeliveryMethods, () => methods.list(), everyone);
  defineRoute(
    app,
    endpoints.getDeliveryMethod,
    async ({ params }) => found(await methods.get(params.id)),
    everyone,
  );
};
