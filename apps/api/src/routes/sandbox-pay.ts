import { cardTokenResponseSchema } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TokenRequest } from '../payments/sandbox-cards.ts';
import type { SandboxProvider } from '../payments/sandbox-provider.ts';
import { challengePage, SANDBOX_TDS_CODE } from './sandbox-challenge-page.ts';

/**
 * The sandbox payment service, served by the API process but outside /api/v1: it stands in for
 * the provider's own servers, so it takes no company-id header and sends no CORS headers (only
 * same-origin pages can call it, as only the provider's script could call the real one).
 */
export const sandboxPayRoutes = (provider: SandboxProvider) => async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/sandbox-pay/tokens',
    {
      // Card-testing bots try many numbers; real token services throttle too.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { hide: true, response: { 200: cardTokenResponseSchema, 400: cardTokenResponseSchema } },
    },
    async (request, reply) => {
      const { httpStatus, body } = await provider.createToken((request.body ?? {}) as TokenRequest);
      return reply.code(httpStatus).send(body);
    },
  );

  const params = z.object({ orderId: z.string().min(1).max(100) });

  app.get('/sandbox-pay/3ds/:orderId', { schema: { hide: true, params } }, async (request, reply) => {
    const { orderId } = request.params as z.infer<typeof params>;
    const session = await provider.getTdsSession(orderId);
    return sendPage(reply, session && session.status === 'started' ? { orderId, ...session } : null);
  });

  app.post('/sandbox-pay/3ds/:orderId', { schema: { hide: true, params } }, async (request, reply) => {
    const { orderId } = request.params as z.infer<typeof params>;
    const form = (request.body ?? {}) as Record<string, string>;
    const session = await provider.getTdsSession(orderId);
    if (!session || session.status !== 'started') return sendPage(reply, null);
    const cancelled = form.action === 'cancel';
    if (!cancelled && form.code !== SANDBOX_TDS_CODE) {
      return sendPage(reply, { orderId, ...session, error: '認証コードが正しくありません。' }, 400);
    }
    const done = await provider.completeChallenge(orderId, !cancelled);
    if (!done) return sendPage(reply, null);
    const target = new URL(done.redirectionUrl);
    target.searchParams.set('orderId', orderId);
    return reply.redirect(target.toString(), 303);
  });
};

type PageState = Parameters<typeof challengePage>[0];

const sendPage = (reply: FastifyReply, state: PageState, status = 200) =>
  reply
    .code(state ? status : 404)
    .type('text/html; charset=utf-8')
    .send(challengePage(state));
