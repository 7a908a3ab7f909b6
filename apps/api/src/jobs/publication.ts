/**
 * Scheduled publication: a post saved as published with a time still to come appears on the site
 * when that time passes, with no write to tell the caches. This job looks for posts whose time has
 * passed since its last run and invalidates their public resource, so every process reads it afresh
 * and the cached pages that list it are rendered again (docs/page-cache.md).
 */
import type { Db } from '../db/client.ts';
import { publicationRepository } from '../repositories/publication.ts';

/** The resources with a post whose publication time is in (`since`, `until`]. */
export const publishedBetween = (db: Db, since: Date, until: Date): Promise<string[]> =>
  publicationRepository(db).publishedBetween(since, until);

/** Clocks of the API and the database may differ a little: each run looks this far into the last one's range. */
const CLOCK_MARGIN_MS = 5_000;

/**
 * A job run: from the end of the previous run (at first, `lookBackMs` ago, as a cache may hold
 * answers that old) to now, overlapping the previous range by a few seconds.
 */
export const publicationSweeper = (
  db: Db,
  invalidate: (...resources: string[]) => Promise<void>,
  lookBackMs: number,
  now: () => number = Date.now,
) => {
  let since: number | null = null;
  return async () => {
    const until = now();
    const from = since === null ? until - lookBackMs : since - CLOCK_MARGIN_MS;
    const due = await publishedBetween(db, new Date(from), new Date(until));
    if (due.length) await invalidate(...due);
    since = until;
    return { published: due };
  };
};
