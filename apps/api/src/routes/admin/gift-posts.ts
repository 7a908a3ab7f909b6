import { adminEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { paging } from '../../repositories/paging.ts';
import { adminGiftPostsRepository } from '../../repositories/admin/gift-posts.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/** Gift posts in the console: written, scheduled by their publishing time, taken down. */
export const adminGiftPostRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const posts = adminGiftPostsRepository(db, config.companyId);
  const records = auditedRecords(app, { resource: 'giftPosts', invalidates: ['giftPosts'], get: posts.get });

  defineAdminRoute(app, adminEndpoints.listAdminGiftPosts, ({ query }) =>
    posts.list(paging(query), query.q, query.status, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminGiftPost, ({ params }) => records.found(params.id));
  defineAdminRoute(app, adminEndpoints.createGiftPost, ({ body, operator }) =>
    records.create(operator, (tx) => posts.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateGiftPost, ({ params, body, operator }) =>
    records.update(operator, params.id, (_, tx) => posts.update(params.id, body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.deleteGiftPost, ({ params, operator }) =>
    records.remove(operator, params.id, (tx) => posts.remove(params.id, tx)),
  );
};
