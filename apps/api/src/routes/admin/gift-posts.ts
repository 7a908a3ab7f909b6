import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminGiftPostsRepository } from '../../repositories/admin/gift-posts.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/** Gift posts in the console: written, scheduled by their publishing time, taken down. */
export const adminGiftPostRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const posts = adminGiftPostsRepository(db, config.companyId);
  const audit = auditedWrites(app, 'giftPosts');

  defineAdminRoute(app, adminEndpoints.listAdminGiftPosts, ({ query }) =>
    posts.list(paging(query), query.q, query.status, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminGiftPost, async ({ params }) => {
    const found = await posts.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });
  defineAdminRoute(app, adminEndpoints.createGiftPost, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const id = await posts.insert(body, tx);
      const after = await posts.get(id, tx);
      await audit.record({ operator, action: 'create', resource: 'giftPosts', resourceId: id, after }, tx);
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateGiftPost, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await posts.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      await posts.update(params.id, body, tx);
      const after = await posts.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'giftPosts', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.deleteGiftPost, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await posts.get(params.id, tx);
      if (!before || !(await posts.remove(params.id, tx))) throw notFound(adminMessages.notFound);
      await audit.record(
        { operator, action: 'delete', resource: 'giftPosts', resourceId: params.id, before },
        tx,
      );
      return { message: adminMessages.deleted };
    }),
  );
};
