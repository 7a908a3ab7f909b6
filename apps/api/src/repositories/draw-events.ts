import type { DrawBenefit, DrawEvent } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drawBenefits, drawEvents, drawRegistrations, subscriptions } from '../db/schema/index.ts';
import { LIVE_STATUSES } from './memberships.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import { pgErrorCode as pgCode } from '../lib/pg-errors.ts';
import type { Page } from './paging.ts';

export type DrawSortBy = 'id' | 'publishedAt' | 'eventDate' | 'entryStart' | 'entryEnd';
type BenefitRow = typeof drawBenefits.$inferSelect;
type EventRow = typeof drawEvents.$inferSelect;

/** Draw events have no publishing date of their own; `publishedAt` sorts by when they were created. */
const sortColumn = (sortBy: DrawSortBy) =>
  ({
    id: drawEvents.id,
    publishedAt: drawEvents.createdAt,
    eventDate: drawEvents.eventDate,
    entryStart: drawEvents.entryStart,
    entryEnd: drawEvents.entryEnd,
  })[sortBy];

export type RegisterOutcome =
  'registered' | 'outside_period' | 'full' | 'already' | 'closed' | 'not_eligible' | 'one_entry';

export const drawEventsRepository = (db: Db, companyId: number) => {
  const toBenefit = (
    row: BenefitRow,
    entry: { entryStatus: 'pending' | 'won' | 'not_won' } | undefined,
  ): DrawBenefit => ({
    id: row.id,
    name: row.name,
    capacity: row.capacity,
    winnersCount: row.winnersCount,
    countParticipants: row.countParticipants,
    isDisplayWinner: row.isDisplayWinner,
    isOptionRequired: row.isOptionRequired,
    option: row.option ?? null,
    isRegistered: Boolean(entry),
    entryStatus: entry?.entryStatus ?? null,
    // What the winner reads stays with the winners.
    congratulationContent: entry?.entryStatus === 'won' ? row.congratulationContent : null,
    drawnAt: isoOrNull(row.drawnAt),
    imageURL: row.imageUrl,
  });

  const withBenefits = async (events: EventRow[], userId: number): Promise<DrawEvent[]> => {
    const ids = events.map((e) => e.id);
    const benefits = ids.length
      ? await db
          .select()
          .from(drawBenefits)
          .where(inArray(drawBenefits.drawEventId, ids))
          .orderBy(asc(drawBenefits.id))
      : [];
    const entries = benefits.length
      ? await db
          .select({ benefitId: drawRegistrations.benefitId, entryStatus: drawRegistrations.entryStatus })
          .from(drawRegistrations)
          .where(
            and(
              eq(drawRegistrations.userId, userId),
              inArray(
                drawRegistrations.benefitId,
                benefits.map((b) => b.id),
              ),
            ),
          )
      : [];
    return events.map((e) => ({
      id: e.id,
      companyId: e.companyId,
      name: e.name,
      description: e.description || null,
      eventDate: iso(e.eventDate),
      entryStart: iso(e.entryStart),
      entryEnd: iso(e.entryEnd),
      benefits: benefits
        .filter((b) => b.drawEventId === e.id)
        .map((b) =>
          toBenefit(
            b,
            entries.find((x) => x.benefitId === b.id),
          ),
        ),
    }));
  };

  return {
    list: async (
      page: Page,
      userId: number,
      sortBy: DrawSortBy = 'entryStart',
      sortDir: 'asc' | 'desc' = 'desc',
    ) => {
      const where = eq(drawEvents.companyId, companyId);
      const order = sortDir === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(drawEvents)
        .where(where)
        .orderBy(order(sortColumn(sortBy)), order(drawEvents.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(drawEvents).where(where);
      return { data: await withBenefits(rows, userId), total: n?.n ?? 0 };
    },
    get: async (id: number, userId: number) => {
      const rows = await db
        .select()
        .from(drawEvents)
        .where(and(eq(drawEvents.id, id), eq(drawEvents.companyId, companyId)));
      return (await withBenefits(rows, userId))[0] ?? null;
    },
    benefit: async (eventId: number, benefitId: number) => {
      const [row] = await db
        .select({ benefit: drawBenefits })
        .from(drawBenefits)
        .innerJoin(drawEvents, eq(drawEvents.id, drawBenefits.drawEventId))
        .where(
          and(
            eq(drawBenefits.id, benefitId),
            eq(drawEvents.id, eventId),
            eq(drawEvents.companyId, companyId),
          ),
        );
      return row?.benefit ?? null;
    },

    /**
     * One entry, in one transaction: the UNIQUE (user, benefit) index refuses a second entry, the
     * participant count only rises while the entry window is open and the benefit is not drawn,
     * and the CHECK count <= capacity refuses the entry past capacity, whatever runs concurrently.
     * An event for some plans takes their live members only; an event of one entry per member
     * holds a lock of its own per member and event while it looks for another entry, so two
     * entries sent at once still make one.
     */
    register: async (
      userId: number,
      eventId: number,
      benefitId: number,
      option: string | null,
      now: Date,
    ): Promise<RegisterOutcome> => {
      // Raw SQL parameters are not mapped by the column type; postgres.js needs a string, not a Date.
      const at = now.toISOString();
      try {
        return await db.transaction(async (tx) => {
          const [counted] = await tx
            .update(drawBenefits)
            .set({ countParticipants: sql`${drawBenefits.countParticipants} + 1` })
            .where(
              and(
                eq(drawBenefits.id, benefitId),
                isNull(drawBenefits.drawnAt),
                sql`exists (select 1 from ${drawEvents} where ${drawEvents.id} = ${eventId} and ${drawEvents.id} = ${drawBenefits.drawEventId}
                  and ${drawEvents.entryStart} <= ${at} and ${drawEvents.entryEnd} >= ${at})`,
              ),
            )
            .returning({ id: drawBenefits.id });
          if (!counted) throw new RegisterRefused('outside_period');
          const [event] = await tx
            .select({ plans: drawEvents.eligiblePlanIds, one: drawEvents.oneEntryPerMember })
            .from(drawEvents)
            .where(eq(drawEvents.id, eventId));
          if (event && event.plans.length > 0) {
            const [live] = await tx
              .select({ planId: subscriptions.planId })
              .from(subscriptions)
              .where(
                and(
                  eq(subscriptions.userId, userId),
                  inArray(subscriptions.status, [...LIVE_STATUSES]),
                  inArray(subscriptions.planId, event.plans),
                ),
              )
              .limit(1);
            if (!live) throw new RegisterRefused('not_eligible');
          }
          if (event?.one) {
            await tx.execute(sql`select pg_advisory_xact_lock(${eventId}, ${userId})`);
            const [other] = await tx
              .select({ id: drawRegistrations.id })
              .from(drawRegistrations)
              .innerJoin(drawBenefits, eq(drawBenefits.id, drawRegistrations.benefitId))
              .where(
                and(
                  eq(drawRegistrations.userId, userId),
                  eq(drawBenefits.drawEventId, eventId),
                  ne(drawRegistrations.benefitId, benefitId),
                ),
              )
              .limit(1);
            if (other) throw new RegisterRefused('one_entry');
          }
          await tx.insert(drawRegistrations).values({ userId, benefitId, option });
          return 'registered' as const;
        });
      } catch (error) {
        if (error instanceof RegisterRefused) return error.outcome;
        const code = pgCode(error);
        if (code === '23514') return 'full';
        if (code === '23505') return 'already';
        throw error;
      }
    },
  };
};

class RegisterRefused extends Error {
  constructor(readonly outcome: RegisterOutcome) {
    super(outcome);
  }
}
