import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** Liveness plus a database round trip, for load balancers and the start script. */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Health check',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
