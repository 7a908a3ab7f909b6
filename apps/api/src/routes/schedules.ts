import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../repositories/paging.ts';
import { schedulesRepository } from '../repositories/schedules.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, everyone, found } from './define.ts';

/** The schedule by category, with paid items gated, and the categories. */
export const scheduleRoutes = async (app: FastifyInstance) => {
  const schedules = schedulesRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const paid = (userId: number | null) => users.isPaidMember(userId);

  defineRoute(
    app,
    endpoints.listSchedules,
    async ({ query, userId }) => schedules.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getSchedule,
    async ({ params, userId }) => found(await schedules.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listScheduleCategories, () => schedules.categories(), everyone);
};
