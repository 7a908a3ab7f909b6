import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminBirthdayGiftsRepository } from '../../repositories/admin/birthday-gifts.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/** Birthday gifts in the console: what paid members receive in their birth month. */
export const adminBirthdayGiftRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const gifts = adminBirthdayGiftsRepository(db, config.companyId);
  const audit = auditedWrites(app, 'birthdayGifts');

  defineAdminRoute(app, adminEndpoints.listAdminBirthdayGifts, ({ query }) =>
    gifts.list(paging(query), query.q, query.month),
  );
  defineAdminRoute(app, adminEndpoints.getAdminBirthdayGift, async ({ params }) => {
    const found = await gifts.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });
  defineAdminRoute(app, adminEndpoints.createBirthdayGift, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const id = await gifts.insert(body, tx);
      const after = await gifts.get(id, tx);
      await audit.record(
        { operator, action: 'create', resource: 'birthdayGifts', resourceId: id, after },
        tx,
      );
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateBirthdayGift, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await gifts.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      await gifts.update(params.id, body, tx);
      const after = await gifts.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'birthdayGifts', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );
};
