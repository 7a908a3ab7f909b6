import { db } from '../db.ts';
import { handle, page } from './handle.ts';
import { gateVideo } from './views.ts';

export const musicVideosHandlers = {
  listMusicVideos: handle('listMusicVideos', ({ user }) =>
    page(
      [...db.content.musicVideos]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((video) => gateVideo(video, user)),
    ),
  ),
  listVlogs: handle('listVlogs', ({ user }) => page(db.content.vlogs.map((video) => gateVideo(video, user)))),
};
