import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../repositories/paging.ts';
import { profilesRepository } from '../repositories/profiles.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, found } from './define.ts';

/** The members' profiles, paid-only details for paid members. */
export const profileRoutes = async (app: FastifyInstance) => {
  const profiles = profilesRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  defineRoute(
    app,
    endpoints.listProfiles,
    async ({ query, userId }) => profiles.list(paging(query), await users.isPaidMember(userId)),
    byPaid,
  );
  defineRoute(app, endpoints.getUserProfile, async ({ params, userId }) =>
    found(await profiles.get(params.id, await users.isPaidMember(userId))),
  );
};
