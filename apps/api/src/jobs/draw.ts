/**
 * Draws. A benefit is drawn once: its row is locked and must not be drawn yet, and the update that
 * marks it drawn is itself conditional on `drawn_at IS NULL`, so two operators (or two processes,
 * or the job and the `draw` command) produce one result. An event is drawn in one transaction: all
 * its undrawn benefits or none. The job draws every event whose entry period has ended; each
 * benefit draws as many winners as its `winnersCount` says (all entrants when fewer entered).
 */
import { randomInt } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client.ts';
import { drawsRepository } from '../repositories/draws.ts';

export interface DrawResult {
  benefitId: number;
  entries: number;
  winnersCount: number;
  drawnAt: Date;
}

export interface DrawOptions {
  now?: Date;
  random?: (max: number) => number;
  /** After an event's draw has committed: tells each entrant the result (mail/notices.ts). */
  onDrawn?: (benefitIds: number[]) => Promise<void>;
}

/** Fisher-Yates with a cryptographic source by default, so nobody can predict the winners. */
export const pick = <T>(items: T[], n: number, random: (max: number) => number): T[] => {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
};

/** Marked drawn by someone else while we drew: the transaction must not commit a second result. */
export class AlreadyDrawn extends Error {
  constructor(readonly benefitId: number) {
    super(`benefit ${benefitId} was drawn concurrently`);
  }
}

/** Inside the caller's transaction; null when the benefit does not exist or is drawn already. */
const drawBenefitIn = async (
  db: Db,
  tx: DbOrTx,
  benefitId: number,
  winners: number | 'planned',
  now: Date,
  random: (max: number) => number,
): Promise<DrawResult | null> => {
  const draws = drawsRepository(db);
  const benefit = await draws.lockUndrawnBenefit(tx, benefitId);
  if (!benefit) return null;
  const planned = winners === 'planned' ? benefit.winnersCount : winners;
  const entries = await draws.entryIds(tx, benefitId);
  const won = pick(entries, Math.min(planned, entries.length), random);
  if (!(await draws.markDrawn(tx, benefitId, won.length, now))) throw new AlreadyDrawn(benefitId);
  await draws.settleEntries(tx, won, 'won');
  await draws.settleEntries(
    tx,
    entries.filter((id) => !won.includes(id)),
    'not_won',
  );
  return { benefitId, entries: entries.length, winnersCount: won.length, drawnAt: now };
};

/** The draw of one benefit with `winners` winners; null when it was drawn before. */
export const runDraw = async (
  db: Db,
  benefitId: number,
  options: DrawOptions & { winners: number },
): Promise<DrawResult | null> => {
  if (!Number.isInteger(options.winners) || options.winners < 0)
    throw new Error('winners must be a whole number');
  const now = options.now ?? new Date();
  const random = options.random ?? ((max: number) => randomInt(max));
  return db.transaction((tx) => drawBenefitIn(db, tx, benefitId, options.winners, now, random));
};

export type EventDrawOutcome =
  | { eventId: number; status: 'drawn'; benefits: DrawResult[] }
  /** Every benefit was drawn before (by the job, the command or another process). */
  | { eventId: number; status: 'already_drawn' }
  /** The entry period has not ended yet; entries could still come in. */
  | { eventId: number; status: 'entry_open'; entryEnd: Date }
  | { eventId: number; status: 'not_found' };

/** Draws every undrawn benefit of one event whose entry period has ended, in one transaction. */
export const runEventDraw = async (
  db: Db,
  eventId: number,
  options: DrawOptions = {},
): Promise<EventDrawOutcome> => {
  const now = options.now ?? new Date();
  const random = options.random ?? ((max: number) => randomInt(max));
  const event = await drawsRepository(db).event(eventId);
  if (!event) return { eventId, status: 'not_found' };
  if (event.entryEnd > now) return { eventId, status: 'entry_open', entryEnd: event.entryEnd };
  let drawn: DrawResult[];
  try {
    drawn = await drawEventIn(db, eventId, now, random);
  } catch (error) {
    if (error instanceof AlreadyDrawn) return { eventId, status: 'already_drawn' };
    throw error;
  }
  if (!drawn.length) return { eventId, status: 'already_drawn' };
  await options.onDrawn?.(drawn.map((b) => b.benefitId));
  return { eventId, status: 'drawn', benefits: drawn };
};

const drawEventIn = (db: Db, eventId: number, now: Date, random: (max: number) => number) =>
  db.transaction(async (tx) => {
    const undrawn = await drawsRepository(db).undrawnBenefitIds(tx, eventId);
    const results: DrawResult[] = [];
    for (const id of undrawn) {
      const result = await drawBenefitIn(db, tx, id, 'planned', now, random);
      if (result) results.push(result);
    }
    return results;
  });

/** Events whose entry period has ended and that still have an undrawn benefit, oldest first. */
export const dueDrawEvents = (db: Db, now = new Date()): Promise<number[]> =>
  drawsRepository(db).dueEventIds(now);

export interface DrawRunSummary {
  /** Events drawn by this run. */
  drawn: number[];
  /** Events another process drew first (or that failed; see the log). */
  skipped: number[];
}

/** Draws every due event; one event's failure does not stop the others. */
export const runDueDraws = async (
  db: Db,
  options: DrawOptions & { onError?: (eventId: number, error: unknown) => void } = {},
): Promise<DrawRunSummary> => {
  const now = options.now ?? new Date();
  const summary: DrawRunSummary = { drawn: [], skipped: [] };
  for (const eventId of await dueDrawEvents(db, now)) {
    try {
      const outcome = await runEventDraw(db, eventId, { ...options, now });
      (outcome.status === 'drawn' ? summary.drawn : summary.skipped).push(eventId);
    } catch (error) {
      options.onError?.(eventId, error);
      summary.skipped.push(eventId);
    }
  }
  return summary;
};
