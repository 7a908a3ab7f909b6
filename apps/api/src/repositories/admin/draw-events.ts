import {
  adminMessages,
  type AdminDrawEvent,
  type DrawEntry,
  type drawEventBody,
} from '@fanclub/domain/admin';
import type { z } from 'zod';
import { formatMemberNumber, fullName } from '@fanclub/domain/format';
import { and, asc, count, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  drawBenefits,
  drawEvents,
  drawRegistrations,
  membershipPlans,
  users,
} from '../../db/schema/index.ts';
import { pick } from '../../jobs/draw.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { memberColumns } from '../users.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { drawEntrants } from '../draws.ts';
import { companyRecords, sorted } from './company-records.ts';
import { containing } from './operators.ts';

type EventRow = typeof drawEvents.$inferSelect;

/** A benefit as the console shows it, with how many have won it so far and how many were not chosen. */
const toBenefit = (benefit: typeof drawBenefits.$inferSelect, winners: number, notChosen: number) => ({
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
  drawRounds: benefit.drawRounds,
  notChosen,
});

type Body = z.output<typeof drawEventBody>;
type BenefitBody = Body['benefits'][number];

const benefitValues = ({ id: _id, imageURL, ...benefit }: BenefitBody) => ({
  ...benefit,
  imageUrl: imageURL,
});

const sameOption = (a: BenefitBody['option'], b: BenefitBody['option']) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

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
    const settled = benefits.length
      ? await tx
          .select({
            benefitId: drawRegistrations.benefitId,
            status: drawRegistrations.entryStatus,
            n: count(),
          })
          .from(drawRegistrations)
          .where(
            and(
              inArray(
                drawRegistrations.benefitId,
                benefits.map((b) => b.id),
              ),
              inArray(drawRegistrations.entryStatus, ['won', 'not_won']),
            ),
          )
          .groupBy(drawRegistrations.benefitId, drawRegistrations.entryStatus)
      : [];
    const countOf = (benefitId: number, status: 'won' | 'not_won') =>
      settled.find((x) => x.benefitId === benefitId && x.status === status)?.n ?? 0;
    return rows.map((event) => ({
      id: event.id,
      name: event.name,
      description: event.description,
      imageURL: event.imageUrl,
      eventDate: iso(event.eventDate),
      entryStart: iso(event.entryStart),
      entryEnd: iso(event.entryEnd),
      eligiblePlanIds: event.eligiblePlanIds,
      oneEntryPerMember: event.oneEntryPerMember,
      benefits: benefits
        .filter((benefit) => benefit.drawEventId === event.id)
        .map((benefit) => toBenefit(benefit, countOf(benefit.id, 'won'), countOf(benefit.id, 'not_won'))),
    }));
  };

  const records = companyRecords(db, companyId, drawEvents, withBenefits);

  const eventValues = (values: Body) => ({
    name: values.name,
    description: values.description,
    imageUrl: values.imageURL ?? null,
    eventDate: new Date(values.eventDate),
    entryStart: new Date(values.entryStart),
    entryEnd: new Date(values.entryEnd),
    eligiblePlanIds: [...new Set(values.eligiblePlanIds)],
    oneEntryPerMember: values.oneEntryPerMember,
  });

  /** The plans named must be the company's own. */
  const checkPlans = async (planIds: readonly number[], tx: DbOrTx) => {
    if (planIds.length === 0) return;
    const found = await tx
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(and(eq(membershipPlans.companyId, companyId), inArray(membershipPlans.id, [...planIds])));
    if (new Set(found.map((p) => p.id)).size !== new Set(planIds).size)
      throw badRequest(adminMessages.drawPlanUnknown);
  };

  return {
    list: (page: Page, q: string | null | undefined, sortDir: 'asc' | 'desc' = 'desc') =>
      records.list(page, {
        search: drawEvents.name,
        q,
        order: sorted(sortDir, drawEvents.entryEnd, drawEvents.id),
      }),
    get: records.get,
    /** Every plan of the company, hidden ones too (their members may still enter), in display order. */
    planChoices: () =>
      db
        .select({
          id: membershipPlans.id,
          name: membershipPlans.name,
          isDisplayed: membershipPlans.isDisplayed,
        })
        .from(membershipPlans)
        .where(eq(membershipPlans.companyId, companyId))
        .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.id)),
    insert: async (values: Body, tx: DbOrTx) => {
      await checkPlans(values.eligiblePlanIds, tx);
      const [event] = await tx
        .insert(drawEvents)
        .values({ companyId, ...eventValues(values) })
        .returning({ id: drawEvents.id });
      await tx
        .insert(drawBenefits)
        .values(values.benefits.map((benefit) => ({ ...benefitValues(benefit), drawEventId: event!.id })));
      return event!.id;
    },
    /**
     * Saves the event as sent: a listed benefit `id` keeps its row, a new one is added, one left out
     * is removed. The benefits are locked for the transaction (an entry waits), and once anyone has
     * entered, what they entered on stays: the period's start, the plans, one entry per member, a
     * benefit with entries (kept, with its choices, never fewer places than entries) and, once drawn,
     * its places and winners. Each refusal is a 409 and nothing changes.
     */
    update: async (before: AdminDrawEvent, values: Body, tx: DbOrTx) => {
      await checkPlans(values.eligiblePlanIds, tx);
      const current = await tx
        .select()
        .from(drawBenefits)
        .where(eq(drawBenefits.drawEventId, before.id))
        .orderBy(asc(drawBenefits.id))
        .for('update');
      const entered = current.some((b) => b.countParticipants > 0);
      if (entered) {
        if (Date.parse(values.entryStart) !== Date.parse(before.entryStart))
          throw conflict(adminMessages.drawLockedWithEntries('受付開始日時'));
        const plans = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
        if (plans(values.eligiblePlanIds) !== plans(before.eligiblePlanIds))
          throw conflict(adminMessages.drawLockedWithEntries('応募できる会員プラン'));
        if (values.oneEntryPerMember !== before.oneEntryPerMember)
          throw conflict(adminMessages.drawLockedWithEntries('1人1特典の設定'));
      }
      const kept = new Set<number>();
      for (const benefit of values.benefits) {
        if (benefit.id === undefined) continue;
        const row = current.find((b) => b.id === benefit.id);
        if (!row || kept.has(row.id)) throw conflict(adminMessages.drawBenefitUnknown);
        kept.add(row.id);
        if (row.countParticipants > 0) {
          if (!sameOption(benefit.option, row.option) || benefit.isOptionRequired !== row.isOptionRequired)
            throw conflict(adminMessages.drawBenefitLocked(row.name, '選択肢'));
          if (benefit.capacity < row.countParticipants)
            throw conflict(adminMessages.drawCapacityBelowEntries(row.name, row.countParticipants));
        }
        if (row.drawnAt && (benefit.capacity !== row.capacity || benefit.winnersCount !== row.winnersCount))
          throw conflict(adminMessages.drawBenefitDrawnLocked(row.name));
      }
      const removed = current.filter((b) => !kept.has(b.id));
      const withEntries = removed.find((b) => b.countParticipants > 0);
      if (withEntries) throw conflict(adminMessages.drawBenefitHasEntries(withEntries.name));

      await tx
        .update(drawEvents)
        .set(eventValues(values))
        .where(and(eq(drawEvents.companyId, companyId), eq(drawEvents.id, before.id)));
      if (removed.length)
        await tx.delete(drawBenefits).where(
          inArray(
            drawBenefits.id,
            removed.map((b) => b.id),
          ),
        );
      for (const benefit of values.benefits) {
        if (benefit.id === undefined)
          await tx.insert(drawBenefits).values({ ...benefitValues(benefit), drawEventId: before.id });
        else await tx.update(drawBenefits).set(benefitValues(benefit)).where(eq(drawBenefits.id, benefit.id));
      }
    },
    /**
     * 二次抽選: `winners` more winners of a drawn benefit, picked at random among its entries not
     * chosen, in one transaction with the benefit row locked (two operators at once draw one after
     * the other, each among those still not chosen). Gives the round the draw was.
     */
    redraw: async (
      eventId: number,
      benefitId: number,
      winners: number,
      random: (max: number) => number,
      tx: DbOrTx,
    ) => {
      const [benefit] = await tx
        .select({ benefit: drawBenefits })
        .from(drawBenefits)
        .innerJoin(drawEvents, eq(drawEvents.id, drawBenefits.drawEventId))
        .where(
          and(
            eq(drawBenefits.id, benefitId),
            eq(drawEvents.id, eventId),
            eq(drawEvents.companyId, companyId),
          ),
        )
        .for('update', { of: drawBenefits });
      if (!benefit) throw notFound(adminMessages.notFound);
      if (!benefit.benefit.drawnAt) throw conflict(adminMessages.redrawNotDrawn);
      const left = await tx
        .select({ id: drawRegistrations.id })
        .from(drawRegistrations)
        .where(and(eq(drawRegistrations.benefitId, benefitId), eq(drawRegistrations.entryStatus, 'not_won')))
        .orderBy(asc(drawRegistrations.id));
      if (left.length === 0) throw conflict(adminMessages.redrawNoneLeft);
      if (winners > left.length) throw conflict(adminMessages.redrawTooMany(left.length));
      const chosen = pick(
        left.map((x) => x.id),
        winners,
        random,
      );
      const round = benefit.benefit.drawRounds + 1;
      await tx
        .update(drawRegistrations)
        .set({ entryStatus: 'won', wonRound: round })
        .where(and(inArray(drawRegistrations.id, chosen), eq(drawRegistrations.entryStatus, 'not_won')));
      await tx
        .update(drawBenefits)
        .set({
          drawRounds: round,
          winnersCount: sql`${drawBenefits.winnersCount} + ${chosen.length}`,
        })
        .where(eq(drawBenefits.id, benefitId));
      return round;
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
    /** Every entry of the event, benefit by benefit, in entry order (bounded by the benefits' capacity). */
    entrants: (eventId: number) =>
      drawEntrants(db, eq(drawBenefits.drawEventId, eventId)).orderBy(
        asc(drawBenefits.id),
        asc(drawRegistrations.id),
      ),
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
            memberNumber: formatMemberNumber(member.memberNumber),
            email: member.email,
            name: fullName(member),
          },
          option: registration.option,
          entryStatus: registration.entryStatus,
          wonRound: registration.wonRound,
          createdAt: iso(registration.createdAt),
        })),
        total: total?.n ?? 0,
      };
    },
  };
};
