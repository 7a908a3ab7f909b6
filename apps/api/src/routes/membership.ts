import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { membershipService } from '../services/membership-service.ts';
import { konbiniOrdersFor } from '../shop/konbini-orders.ts';
import { defineRoute, write } from './define.ts';

/** Plan purchase (direct and 3-D Secure), plan changes, cancellation and the saved card. */
export const membershipRoutes = async (app: FastifyInstance) => {
  const membership = membershipService({
    db: app.db,
    mail: app.mail,
    payments: app.payments,
    companyId: app.config.companyId,
    publicUrl: app.config.publicUrl,
    log: app.log,
    konbini: app.konbini
      ? {
          orders: konbiniOrdersFor({
            db: app.db,
            companyId: app.config.companyId,
            konbini: app.konbini,
            config: app.config.konbini,
            payments: app.payments,
            mails: app.mailOutbox,
          }).konbini,
          provider: app.konbini.name,
          fee: app.config.konbini.fee,
        }
      : null,
  });

  defineRoute(
    app,
    endpoints.purchaseMembership,
    ({ userId, body }) => membership.purchase(userId, body),
    write,
  );
  defineRoute(
    app,
    endpoints.purchaseMembershipKonbini,
    ({ userId, body }) => membership.purchaseKonbini(userId, body),
    write,
  );
  defineRoute(app, endpoints.startTdsSubscription, ({ userId, body }) =>
    membership.startTdsPurchase(userId, body),
  );
  defineRoute(
    app,
    endpoints.confirmTdsSubscription,
    ({ userId, body }) => membership.confirmTds(userId, body.orderId),
    write,
  );
  defineRoute(app, endpoints.startTdsUpdateCardSubscription, ({ userId, body }) =>
    membership.startTdsUpdateCard(userId, body),
  );
  defineRoute(app, endpoints.updatePlan, ({ userId, body }) =>
    membership.updatePlan(userId, body.membershipPlanId),
  );
  defineRoute(app, endpoints.changeMembershipRenewal, ({ userId, body }) =>
    membership.changeRenewal(userId, body.renewal),
  );
  defineRoute(app, endpoints.unsubscribe, ({ userId, body }) => membership.unsubscribe(userId, body));
  defineRoute(app, endpoints.cancelSubscriptionRequest, ({ userId }) =>
    membership.withdrawCancellation(userId),
  );
  defineRoute(app, endpoints.registerCreditCard, ({ userId, body }) =>
    membership.registerCard(userId, body.cardToken),
  );
  defineRoute(app, endpoints.startTdsCardAuth, ({ userId, body }) =>
    membership.startTdsCardAuth(userId, body),
  );
  defineRoute(app, endpoints.confirmTdsCardAuth, ({ userId, body }) =>
    membership.confirmTdsCardAuth(userId, body.orderId),
  );
};
