import {
  adminEndpoints,
  adminMessages,
  categoryMessages,
  checkContentBody,
  contentTypes,
  type CategoryOwner,
  type ContentType,
} from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { adminCategoriesRepository } from '../../repositories/admin/categories.ts';
import { adminContentRepository } from '../../repositories/admin/content.ts';
import { defineAdminRoute } from './define.ts';

/** The body by the type's rules, or 400 with the first broken one in Japanese. */
const checked = (type: ContentType, body: unknown) => {
  const result = checkContentBody(type, body);
  if (!result.ok) throw badRequest(result.message);
  return result.values;
};

/** The fans' read cache a write of `type` (a content type, or the news' categories) invalidates. */
const publicResourceOf = (type: CategoryOwner) =>
  type === 'news' ? 'news' : contentTypes[type].publicResource;

/**
 * Every other content type (blogs, notices, schedules, discography, profiles, videos, top page
 * parts, menus) through one set of routes: `contentTypes` in the contract says what each holds.
 * The categories of the news and of the types with categories are edited here too
 * (`/content/:type/categories`, type `news` for the news'). A write invalidates the fans' read
 * cache of that type at once.
 */
export const adminContentRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const audit = auditLogsRepository(db, config.companyId);
  const repo = (type: ContentType) => adminContentRepository(db, config.companyId, type);

  app.addHook('onSend', async (request, reply, payload) => {
    const type = (request.params as { type?: CategoryOwner } | undefined)?.type;
    if (
      request.method !== 'GET' &&
      reply.statusCode < 400 &&
      type &&
      (type === 'news' || type in contentTypes)
    )
      await app.publicCache
        .invalidate(publicResourceOf(type))
        .catch((error: unknown) => request.log.error({ err: error, type }, 'public cache not invalidated'));
    return payload;
  });

  defineAdminRoute(app, adminEndpoints.listContent, ({ params, query }) =>
    repo(params.type).list(paging(query), query),
  );
  /** The categories of `type`, or 404 for a type without. */
  const categoriesOf = (type: CategoryOwner) => {
    const categories = adminCategoriesRepository(db, config.companyId, type);
    if (!categories) throw notFound(categoryMessages.none);
    return categories;
  };
  /** The audit log names a category's row by its owner: `newsCategories`, `noticesCategories`… */
  const categoryResource = (type: CategoryOwner) => `${type}Categories`;

  defineAdminRoute(app, adminEndpoints.listContentCategories, async ({ params }) => {
    const categories = adminCategoriesRepository(db, config.companyId, params.type);
    return categories ? categories.list() : { data: [], total: 0 };
  });

  defineAdminRoute(app, adminEndpoints.createContentCategory, ({ params, body, operator }) => {
    const categories = categoriesOf(params.type);
    return db.transaction(async (tx) => {
      if (await categories.named(body.name, tx)) throw badRequest(categoryMessages.exists);
      const id = await categories.insert(body, tx);
      const after = await categories.get(id, tx);
      const resource = categoryResource(params.type);
      await audit.record({ operator, action: 'create', resource, resourceId: id, after }, tx);
      return after!;
    });
  });

  defineAdminRoute(app, adminEndpoints.updateContentCategory, ({ params, body, operator }) => {
    const categories = categoriesOf(params.type);
    return db.transaction(async (tx) => {
      if (!(await categories.lock(params.id, tx))) throw notFound(adminMessages.notFound);
      const before = await categories.get(params.id, tx);
      const named = await categories.named(body.name, tx);
      if (named !== null && named !== params.id) throw badRequest(categoryMessages.exists);
      await categories.update(params.id, body, tx);
      const after = await categories.get(params.id, tx);
      const resource = categoryResource(params.type);
      await audit.record({ operator, action: 'update', resource, resourceId: params.id, before, after }, tx);
      return after!;
    });
  });

  defineAdminRoute(app, adminEndpoints.deleteContentCategory, ({ params, operator }) => {
    const categories = categoriesOf(params.type);
    return db.transaction(async (tx) => {
      if (!(await categories.lock(params.id, tx))) throw notFound(adminMessages.notFound);
      const before = await categories.get(params.id, tx);
      if (before!.itemCount > 0) throw conflict(categoryMessages.inUse(before!.itemCount));
      await categories.remove(params.id, tx);
      const resource = categoryResource(params.type);
      await audit.record({ operator, action: 'delete', resource, resourceId: params.id, before }, tx);
      return { message: adminMessages.deleted };
    });
  });
  defineAdminRoute(app, adminEndpoints.getContent, async ({ params }) => {
    const found = await repo(params.type).get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  defineAdminRoute(app, adminEndpoints.createContent, ({ params, body, operator }) => {
    const values = checked(params.type, body);
    const items = repo(params.type);
    return db.transaction(async (tx) => {
      if (typeof values.categoryId === 'number' && !(await items.categoryExists(values.categoryId, tx)))
        throw badRequest(adminMessages.categoryNotFound);
      const id = await items.insert(values, tx);
      const after = await items.get(id, tx);
      await audit.record({ operator, action: 'create', resource: params.type, resourceId: id, after }, tx);
      return after!;
    });
  });

  defineAdminRoute(app, adminEndpoints.updateContent, ({ params, body, operator }) => {
    const values = checked(params.type, body);
    const items = repo(params.type);
    return db.transaction(async (tx) => {
      const before = await items.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      if (typeof values.categoryId === 'number' && !(await items.categoryExists(values.categoryId, tx)))
        throw badRequest(adminMessages.categoryNotFound);
      await items.update(params.id, values, tx);
      const after = await items.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: params.type, resourceId: params.id, before, after },
        tx,
      );
      return after!;
    });
  });

  defineAdminRoute(app, adminEndpoints.deleteContent, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const items = repo(params.type);
      const before = await items.get(params.id, tx);
      if (!before || !(await items.remove(params.id, tx))) throw notFound(adminMessages.notFound);
      await audit.record(
        { operator, action: 'delete', resource: params.type, resourceId: params.id, before },
        tx,
      );
      return { message: adminMessages.deleted };
    }),
  );
};
