import type { FastifyInstance } from 'fastify';
import type { KonbiniProvider } from '../payments/konbini.ts';
import { konbiniOrdersFor } from '../shop/konbini-orders.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/** Where the konbini gateway sends its notifications (set it as the webhook URL at the gateway). */
export const KONBINI_WEBHOOK_PATH = '/webhooks/konbini';

/**
 * The gateway's notifications: outside /api/v1 (no company-id header, no CORS), the body read as
 * the exact bytes that were signed. A bad signature (401), an unknown payment (404), a replayed
 * event id or a notification older than KONBINI_WEBHOOK_TOLERANCE_S (409) is refused, logged and
 * kept in `konbini_notifications`; an accepted one answers 200 whether or not it changed anything.
 */
export const konbiniWebhookRoutes = (konbini: KonbiniProvider) => async (app: FastifyInstance) => {
  const { db, config } = app;
  const service = konbiniOrdersFor({
    db,
    companyId: config.companyId,
    konbini,
    config: config.konbini,
    payments: app.payments,
    mails: app.mailOutbox,
  }).konbini;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(KONBINI_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const read = konbini.readNotification(raw, request.headers);
    if (!read.ok) {
      request.log.warn({ reason: read.reason, eventId: read.eventId }, 'konbini notification refused');
      await service.refuse(read.reason, read.eventId);
      return read.reason === 'bad_signature'
        ? reply.code(401).send({ message: shopAnswers.konbiniNotificationRefused })
        : reply.code(400).send({ message: shopAnswers.konbiniNotificationRefused });
    }
    const outcome = await service.applyNotification(read.event);
    if (outcome === 'applied' || outcome === 'unchanged') {
      if (outcome === 'applied' && read.event.kind === 'expired')
        await app.publicCache
          .invalidate('products')
          .catch((error: unknown) => request.log.error({ err: error }, 'catalogue cache not invalidated'));
      request.log.info(
        { eventId: read.event.eventId, type: read.event.type, outcome },
        'konbini notification',
      );
      return reply.send({ received: true, outcome });
    }
    request.log.warn(
      { reason: outcome, eventId: read.event.eventId, paymentId: read.event.paymentId },
      'konbini notification refused',
    );
    return reply
      .code(outcome === 'unknown_payment' ? 404 : 409)
      .send({ message: shopAnswers.konbiniNotificationRefused });
  });
};
