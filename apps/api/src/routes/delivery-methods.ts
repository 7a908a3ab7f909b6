import { endpoints, konbiniStores } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { deliveryMethodsRepository } from '../repositories/delivery-methods.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The delivery methods and the payment methods beside cards offered at checkout. */
export const deliveryMethodRoutes = async (app: FastifyInstance) => {
  const methods = deliveryMethodsRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listDeliveryMethods, () => methods.list(), everyone);
  defineRoute(
    app,
    endpoints.getDeliveryMethod,
    async ({ params }) => found(await methods.get(params.id)),
    everyone,
  );
  // Konbini beside cards, as configured (KONBINI_*); null when konbini payments are off.
  defineRoute(
    app,
    endpoints.getPaymentOptions,
    async () => ({
      konbini: app.konbini
        ? {
            fee: app.config.konbini.fee,
            deadlineDays: app.config.konbini.deadlineDays,
            stores: [...konbiniStores],
          }
        : null,
    }),
    everyone,
  );
};
