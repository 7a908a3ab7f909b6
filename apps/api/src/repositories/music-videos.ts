import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { musicVideos, vlogs } from '../db/schema/index.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { listRows } from './paging.ts';

/** Music videos and vlogs (`/special-video`): paid ones keep their title, the URL is withheld. */
export const musicVideosRepository = (db: Db, companyId: number) => ({
  musicVideos: (canSeePaid: boolean) =>
    listRows(
      db,
      musicVideos,
      eq(musicVideos.companyId, companyId),
      [asc(musicVideos.displayOrder), asc(musicVideos.id)],
      (r) => ({
        id: r.id,
        title: r.title,
        ...withholdPaid('musicVideo', { videoUrl: r.videoUrl, isPaid: r.isPaid }, canSeePaid),
        displayOrder: r.displayOrder,
      }),
    ),
  vlogs: (canSeePaid: boolean) =>
    listRows(db, vlogs, eq(vlogs.companyId, companyId), [asc(vlogs.createdAt), asc(vlogs.id)], (r) => ({
      id: r.id,
      title: r.title,
      ...withholdPaid('vlog', { videoUrl: r.videoUrl, isPaid: r.isPaid }, canSeePaid),
    })),
});
