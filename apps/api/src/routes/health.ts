import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../repositories/health.ts';

const up = z.literal('ok');
const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** `off` when REDIS_URL is not set (one process keeps its state in memory). */
  redis: z.enum(['ok', 'unavailable', 'off']),
});

/**
 * `/api/health` is liveness: the process answers (an orchestrator restarts it when it does not).
 * `/api/ready` is readiness: the database and Redis answer and the process is not stopping, so a
 * proxy or load balancer sends it traffic; 503 otherwise, and from the first moment of a shutdown
 * (`app.lifecycle.draining`, set by main.ts on SIGTERM while the process still serves its grace period).
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get(
    '/api/health',
    {
      schema: { summary: 'Liveness', tags: ['health'], response: { 200: z.object({ status: up }) } },
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' as const }),
  );

  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  const check = async (probe: () => Promise<unknown>) => {
    try {
      await probe();
      return 'ok' as const;
    } catch {
      return 'unavailable' as const;
    }
  };
  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness (database and Redis reachable, not shutting down)',
        tags: ['health'],
        response: { 200: readiness, 503: readiness },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        check(() => pingDatabase(app.db)),
        app.shared.kind === 'redis' ? check(() => app.shared.ping()) : ('off' as const),
      ]);
      const ok = !stopping && !app.lifecycle.draining && database === 'ok' && redis !== 'unavailable';
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? ('ok' as const) : ('unavailable' as const), database, redis });
    },
  );
};
