import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminNewsRepository } from '../../repositories/admin/news.ts';
import { auditedRecords } from './records.ts';
import { defineAdminRoute } from './define.ts';

/** News in the console: drafts, scheduled and published items; a write shows on the site at once. */
export const adminNewsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const items = adminNewsRepository(db, config.companyId);
  const records = auditedRecords(app, { resource: 'news', invalidates: ['news'], get: items.get });
  /** An item's category must be one of the news categories. */
  const checkCategory = async (categoryId: number, tx: DbOrTx) => {
    if (!(await items.categoryExists(categoryId, tx))) throw badRequest(adminMessages.categoryNotFound);
  };

  defineAdminRoute(app, adminEndpoints.listAdminNews, ({ query }) => items.list(paging(query), query));
  defineAdminRoute(app, adminEndpoints.listAdminNewsCategories, () => items.categories());
  defineAdminRoute(app, adminEndpoints.getAdminNews, ({ params }) => records.found(params.id));
  defineAdminRoute(app, adminEndpoints.createNews, ({ body, operator }) =>
    records.create(operator, async (tx) => {
      await checkCategory(body.categoryId, tx);
      return items.insert(body, tx);
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateNews, ({ params, body, operator }) =>
    records.update(
      operator,
      params.id,
      async (_, tx) => {
        await checkCategory(body.categoryId, tx);
        await items.update(params.id, body, tx);
      },
      // Publishing and withdrawing are logged as such.
      (before, after) =>
        before.status === after.status ? 'update' : after.status === 'published' ? 'publish' : 'unpublish',
    ),
  );
  defineAdminRoute(app, adminEndpoints.deleteNews, ({ params, operator }) =>
    records.remove(operator, params.id, (tx) => items.remove(params.id, tx)),
  );
};
