import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminNewsRepository } from '../../repositories/admin/news.ts';
import { auditedWrites } from './invalidate.ts';
import { defineAdminRoute } from './define.ts';

/** News in the console: drafts, scheduled and published items; a write shows on the site at once. */
export const adminNewsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const items = adminNewsRepository(db, config.companyId);
  const audit = auditedWrites(app, 'news');

  defineAdminRoute(app, adminEndpoints.listAdminNews, ({ query }) => items.list(paging(query), query));
  defineAdminRoute(app, adminEndpoints.listAdminNewsCategories, () => items.categories());
  defineAdminRoute(app, adminEndpoints.getAdminNews, async ({ params }) => {
    const found = await items.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  defineAdminRoute(app, adminEndpoints.createNews, ({ body, operator }) =>
    db.transaction(async (tx) => {
      if (!(await items.categoryExists(body.categoryId, tx)))
        throw badRequest(adminMessages.categoryNotFound);
      const id = await items.insert(body, tx);
      const after = await items.get(id, tx);
      await audit.record({ operator, action: 'create', resource: 'news', resourceId: id, after }, tx);
      return after!;
    }),
  );

  defineAdminRoute(app, adminEndpoints.updateNews, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await items.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      if (!(await items.categoryExists(body.categoryId, tx)))
        throw badRequest(adminMessages.categoryNotFound);
      await items.update(params.id, body, tx);
      const after = await items.get(params.id, tx);
      const action =
        before.status !== after!.status
          ? after!.status === 'published'
            ? 'publish'
            : 'unpublish'
          : 'update';
      await audit.record({ operator, action, resource: 'news', resourceId: params.id, before, after }, tx);
      return after!;
    }),
  );

  defineAdminRoute(app, adminEndpoints.deleteNews, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await items.get(params.id, tx);
      if (!before || !(await items.remove(params.id, tx))) throw notFound(adminMessages.notFound);
      await audit.record({ operator, action: 'delete', resource: 'news', resourceId: params.id, before }, tx);
      return { message: adminMessages.deleted };
    }),
  );
};
