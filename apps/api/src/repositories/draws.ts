/**
 * The draw's reads and writes (jobs/draw.ts decides the winners). A benefit row is locked while it
 * is drawn, and marking it drawn is conditional on `drawn_at IS NULL`, so one result is ever stored.
 */
import { and, asc, eq, exists, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { drawBenefits, drawEvents, drawRegistrations, users } from '../db/schema/index.ts';
import { memberColumns } from './users.ts';

/**
 * Entries with their member, benefit and event: what the result mails and the console's winner
 * list tell. Filter and order are the caller's.
 */
export const drawEntrants = (db: Db, where: SQL | undefined) =>
  db
    .select({
      status: drawRegistrations.entryStatus,
      wonRound: drawRegistrations.wonRound,
      memberNumber: users.memberNumber,
      option: drawRegistrations.option,
      createdAt: drawRegistrations.createdAt,
      member: memberColumns,
      benefitName: drawBenefits.name,
      congratulation: drawBenefits.congratulationContent,
      eventId: drawEvents.id,
      eventName: drawEvents.name,
      eventDate: drawEvents.eventDate,
    })
    .from(drawRegistrations)
    .innerJoin(users, eq(users.id, drawRegistrations.userId))
    .innerJoin(drawBenefits, eq(drawBenefits.id, drawRegistrations.benefitId))
    .innerJoin(drawEvents, eq(drawEvents.id, drawBenefits.drawEventId))
    .where(where);

export const drawsRepository = (db: Db) => ({
  /** Everyone who entered one of these benefits, for the result mails. */
  entrantsOf: (benefitIds: readonly number[]) =>
    drawEntrants(db, inArray(drawRegistrations.benefitId, [...benefitIds])),
  event: async (eventId: number) => {
    const [event] = await db.select().from(drawEvents).where(eq(drawEvents.id, eventId));
    return event ?? null;
  },
  /** The benefit, locked for the caller's transaction, while it is not drawn yet. */
  lockUndrawnBenefit: async (tx: DbOrTx, benefitId: number) => {
    const [benefit] = await tx
      .select()
      .from(drawBenefits)
      .where(and(eq(drawBenefits.id, benefitId), isNull(drawBenefits.drawnAt)))
      .for('update');
    return benefit ?? null;
  },
  entryIds: async (tx: DbOrTx, benefitId: number) => {
    const entries = await tx
      .select({ id: drawRegistrations.id })
      .from(drawRegistrations)
      .where(eq(drawRegistrations.benefitId, benefitId))
      .orderBy(asc(drawRegistrations.id));
    return entries.map((e) => e.id);
  },
  /** False when someone else marked it drawn meanwhile. */
  markDrawn: async (tx: DbOrTx, benefitId: number, winnersCount: number, now: Date) => {
    const [marked] = await tx
      .update(drawBenefits)
      .set({ winnersCount, drawnAt: now, drawRounds: 1 })
      .where(and(eq(drawBenefits.id, benefitId), isNull(drawBenefits.drawnAt)))
      .returning({ id: drawBenefits.id });
    return Boolean(marked);
  },
  /** Pending entries among `ids` become won (in the first draw) or not won. */
  settleEntries: async (tx: DbOrTx, ids: number[], entryStatus: 'won' | 'not_won') => {
    if (ids.length)
      await tx
        .update(drawRegistrations)
        .set({ entryStatus, wonRound: entryStatus === 'won' ? 1 : null })
        .where(and(inArray(drawRegistrations.id, ids), eq(drawRegistrations.entryStatus, 'pending')));
  },
  undrawnBenefitIds: async (tx: DbOrTx, eventId: number) => {
    const undrawn = await tx
      .select({ id: drawBenefits.id })
      .from(drawBenefits)
      .where(and(eq(drawBenefits.drawEventId, eventId), isNull(drawBenefits.drawnAt)))
      .orderBy(asc(drawBenefits.id));
    return undrawn.map((b) => b.id);
  },
  /** Events whose entry period has ended and that still have an undrawn benefit, oldest first. */
  dueEventIds: async (now: Date): Promise<number[]> => {
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
  },
});
