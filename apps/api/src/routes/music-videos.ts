import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { musicVideosRepository } from '../repositories/music-videos.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute } from './define.ts';

/** Music videos and vlogs, the URL of a paid one for paid members only. */
export const musicVideoRoutes = async (app: FastifyInstance) => {
  const videos = musicVideosRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  defineRoute(
    app,
    endpoints.listMusicVideos,
    async ({ userId }) => videos.musicVideos(await users.isPaidMember(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.listVlogs,
    async ({ userId }) => videos.vlogs(await users.isPaidMember(userId)),
    byPaid,
  );
};
