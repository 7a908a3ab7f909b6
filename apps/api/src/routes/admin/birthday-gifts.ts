import { adminEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { paging } from '../../repositories/paging.ts';
import { adminBirthdayGiftsRepository } from '../../repositories/admin/birthday-gifts.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/** Birthday gifts in the console: what paid members receive in their birth month. */
export const adminBirthdayGiftRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const gifts = adminBirthdayGiftsRepository(db, config.companyId);
  const records = auditedRecords(app, {
    resource: 'birthdayGifts',
    invalidates: ['birthdayGifts'],
    get: gifts.get,
  });

  defineAdminRoute(app, adminEndpoints.listAdminBirthdayGifts, ({ query }) =>
    gifts.list(paging(query), query.q, query.month),
  );
  defineAdminRoute(app, adminEndpoints.getAdminBirthdayGift, ({ params }) => records.found(params.id));
  defineAdminRoute(app, adminEndpoints.createBirthdayGift, ({ body, operator }) =>
    records.create(operator, (tx) => gifts.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateBirthdayGift, ({ params, body, operator }) =>
    records.update(operator, params.id, (_, tx) => gifts.update(params.id, body, tx)),
  );
};
