/**
 * Draws. A benefit is drawn once: its row is locked and must not be drawn yet, and the update that
 * marks it drawn is itself conditional on `drawn_at IS NULL`, so two operators (or two processes,
 * or the job and the `draw` command) produce one result. An event is drawn in one transaction: all
 * its undrawn benefits or none. The job draws every event whose entry period has ended; each
 * benefit draws as many winners as its `winnersCount` says (all entrants when fewer entered).
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, exists, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { drawBenefits, drawEvents, drawRegistrations } from '../db/schema.ts';

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
const pick = <T>(items: T[], n: number, random: (max: number) => number): T[] => {
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
  tx: DbOrTx,
  benefitId: number,
  winners: number | 'planned',
  now: Date,
  random: (max: number) => number,
): Promise<DrawResult | null> => {
  const [benefit] = await tx
    .select()
    .from(drawBenefits)
    .where(and(eq(drawBenefits.id, benefitId), isNull(drawBenefits.drawnAt)))
    .for('update');
  if (!benefit) return null;
  const planned = winners === 'planned' ? benefit.winnersCount : winners;
  const entries = await tx
    .select({ id: drawRegistrations.id })
    .from(drawRegistrations)
    .where(eq(drawRegistrations.benefitId, benefitId))
    .orderBy(asc(drawRegistrations.id));
  const won = pick(
    entries.map((e) => e.id),
    Math.min(planned, entries.length),
    random,
  );
  const [marked] = await tx
    .update(drawBenefits)
    .set({ winnersCount: won.length, drawnAt: now })
    .where(and(eq(drawBenefits.id, benefitId), isNull(drawBenefits.drawnAt)))
    .returning({ id: drawBenefits.id });
  if (!marked) throw new AlreadyDrawn(benefitId);
  if (won.length)
    await tx
      .update(drawRegistrations)
      .set({ entryStatus: 'won' })
      .where(and(inArray(drawRegistrations.id, won), eq(drawRegistrations.entryStatus, 'pending')));
  const lost = entries.map((e) => e.id).filter((id) => !won.includes(id));
  if (lost.length)
    await tx
      .update(drawRegistrations)
      .set({ entryStatus: 'not_won' })
      .where(and(inArray(drawRegistrations.id, lost), eq(drawRegistrations.entryStatus, 'pending')));
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
  return db.transaction((tx) => drawBenefitIn(tx, benefitId, options.winners, now, random));
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
  const [event] = await db.select().from(drawEvents).where(eq(drawEvents.id, eventId));
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
    const undrawn = await tx
      .select({ id: drawBenefits.id })
      .from(drawBenefits)
      .where(and(eq(drawBenefits.drawEventId, eventId), isNull(drawBenefits.drawnAt)))
      .orderBy(asc(drawBenefits.id));
    const results: DrawResult[] = [];
    for (const { id } of undrawn) {
      const result = await drawBenefitIn(tx, id, 'planned', now, random);
      if (result) results.push(result);
    }
    return results;
  });

/** Events whose entry period has ended and that still have an undrawn benefit, oldest first. */
export const dueDrawEvents = async (db: Db, now = new Date()): Promise<number[]> => {
  const rows = await db
    .select({ id: drawEvents.id })
    .from(drawEvents)
    .where(
      and(
        lte(drawEvents.entryEnd, now),
        exists(
          db
            .select({ id: drawBenefits.id })
            .from(drawBenefits)
            .where(and(eq(drawBenefits.drawEventId, drawEvents.id), isNull(drawBenefits.drawnAt))),
        ),
      ),
    )
    .orderBy(asc(drawEvents.entryEnd), asc(drawEvents.id));
  return rows.map((r) => r.id);
};

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
