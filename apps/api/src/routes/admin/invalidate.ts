import type { FastifyInstance } from 'fastify';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';

/**
 * After a console write has committed (the answer is on its way), every process reads the public
 * resources it touched afresh, so what the operator published is what the next fan sees.
 */
export const invalidateAfterWrite = (app: FastifyInstance, ...resources: string[]) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400)
      await app.publicCache
        .invalidate(...resources)
        .catch((error: unknown) =>
          request.log.error({ err: error, resources }, 'public cache not invalidated'),
        );
    return payload;
  });
};

/**
 * What a console resource's routes start with: the audit log their writes are recorded in, and the
 * public resources whose caches each committed write drops.
 */
export const auditedWrites = (app: FastifyInstance, ...resources: string[]) => {
  invalidateAfterWrite(app, ...resources);
  return auditLogsRepository(app.db, app.config.companyId);
};
