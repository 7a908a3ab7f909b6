import type { AdminDrawEvent, DrawEntry } from '@fanclub/domain/admin';
import { fullName } from '@fanclub/domain/format';
import { and, asc, count, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drawBenefits, drawEvents, drawRegistrations, users } from '../../db/schema.ts';
import { memberColumns } from '../users.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { drawEntrants } from '../draws.ts';
import { companyRecords, sorted } from './company-records.ts';
import { containing } from './operators.ts';

type EventRow = typeof drawEvents.$inferSelect;

/** A benefit as the console shows it, with how many have won it so far. */
const toBenefit = (benefit: typeof drawBenefits.$inferSelect, winners: number) => ({
  id: benefit.id,
  name: benefit.name,
  capacity: benefit.capacity,
  winnersCount: benefit.winnersCount,
  countParticipants: benefit.countParticipants,
  isDisplayWinner: benefit.isDisplayWinner,
  isOptionRequired: benefit.isOptionRequired,
  option: benefit.option ?? null,
  congratulationContent: benefit.congratulationContent,
  drawnAt: isoOrNull(benefit.drawnAt),
  imageURL: benefit.imageUrl,
  winners,
});

/** Draw events for the console: every benefit with its entries and winners so far. */
export const adminDrawEventsRepository = (db: Db, companyId: number) => {
  const withBenefits = async (rows: EventRow[], tx: DbOrTx = db): Promise<AdminDrawEvent[]> => {
    const ids = rows.map((r) => r.id);
    const benefits = ids.length
      ? await tx
          .select()
          .from(drawBenefits)
          .where(inArray(drawBenefits.drawEventId, ids))
          .orderBy(asc(drawBenefits.id))
      : [];
    const won = benefits.length
      ? await tx
          .select({ benefitId: drawRegistrations.benefitId, n: count() })
          .from(drawRegistrations)
          .where(
            and(
              inArray(
                drawRegistrations.benefitId,
                benefits.map((b) => b.id),
              ),
              eq(drawRegistrations.entryStatus, 'won'),
            ),
          )
          .groupBy(drawRegistrations.benefitId)
      : [];
    const winnersOf = new Map(won.map((w) => [w.benefitId, w.n]));
    return rows.map((event) => ({
      id: event.id,
      name: event.name,
      description: event.description,
      eventDate: iso(event.eventDate),
      entryStart: iso(event.entryStart),
      entryEnd: iso(event.entryEnd),
      benefits: benefits
        .filter((benefit) => benefit.drawEventId === event.id)
        .map((benefit) => toBenefit(benefit, winnersOf.get(benefit.id) ?? 0)),
    }));
  };

  const records = companyRecords(db, companyId, drawEvents, withBenefits);

  return {
    list: (page: Page, q: string | null | undefined, sortDir: 'asc' | 'desc' = 'desc') =>
      records.list(page, {
        search: drawEvents.name,
        q,
        order: sorted(sortDir, drawEvents.entryEnd, drawEvents.id),
      }),
    get: records.get,
    insert: async (
      values: {
        name: string;
        description: string;
        eventDate: string;
        entryStart: string;
        entryEnd: string;
        benefits: {
          name: string;
          capacity: number;
          winnersCount: number;
          isDisplayWinner: boolean;
          isOptionRequired: boolean;
          option: { label: string; values: string[] } | null;
          congratulationContent: string | null;
          imageURL: string | null;
        }[];
      },
      tx: DbOrTx,
    ) => {
      const [event] = await tx
        .insert(drawEvents)
        .values({
          companyId,
          name: values.name,
          description: values.description,
          eventDate: new Date(values.eventDate),
          entryStart: new Date(values.entryStart),
          entryEnd: new Date(values.entryEnd),
        })
        .returning({ id: drawEvents.id });
      await tx.insert(drawBenefits).values(
        values.benefits.map(({ imageURL, ...benefit }) => ({
          ...benefit,
          imageUrl: imageURL,
          drawEventId: event!.id,
        })),
      );
      return event!.id;
    },
    /** Ends the entry period now (if it is still open), so the draw takes exactly who entered. */
    closeEntries: (id: number, now: Date) =>
      db
        .update(drawEvents)
        .set({ entryEnd: now })
        .where(and(eq(drawEvents.companyId, companyId), eq(drawEvents.id, id), gt(drawEvents.entryEnd, now))),
    /** Every winner of the event, benefit by benefit, in entry order (bounded by the benefits' capacity). */
    winners: (eventId: number) =>
      drawEntrants(
        db,
        and(eq(drawBenefits.drawEventId, eventId), eq(drawRegistrations.entryStatus, 'won')),
      ).orderBy(asc(drawBenefits.id), asc(drawRegistrations.id)),
    entries: async (
      eventId: number,
      page: Page,
      filter: { q?: string | null | undefined; entryStatus?: DrawEntry['entryStatus'] | undefined },
    ) => {
      const where = and(
        eq(drawBenefits.drawEventId, eventId),
        filter.entryStatus ? eq(drawRegistrations.entryStatus, filter.entryStatus) : undefined,
        filter.q ? ilike(users.email, containing(filter.q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            registration: drawRegistrations,
            benefitName: drawBenefits.name,
            member: memberColumns,
          })
          .from(drawRegistrations)
          .innerJoin(drawBenefits, eq(drawBenefits.id, drawRegistrations.benefitId))
          .innerJoin(users, eq(users.id, drawRegistrations.userId))
          .where(where)
          .orderBy(sql`${drawRegistrations.entryStatus} = 'won' desc`, asc(drawRegistrations.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(drawRegistrations)
          .innerJoin(drawBenefits, eq(drawBenefits.id, drawRegistrations.benefitId))
          .innerJoin(users, eq(users.id, drawRegistrations.userId))
          .where(where),
      ]);
      return {
        data: rows.map(({ registration, benefitName, member }) => ({
          id: registration.id,
          benefitId: registration.benefitId,
          benefitName,
          member: {
            id: member.id,
            email: member.email,
            name: fullName(member),
          },
          option: registration.option,
          entryStatus: registration.entryStatus,
          createdAt: iso(registration.createdAt),
        })),
        total: total?.n ?? 0,
      };
    },
  };
};
