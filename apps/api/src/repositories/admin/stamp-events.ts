import {
  engagementMessages,
  stampScanUrl,
  type AdminStampEvent,
  type stampEventBody,
} from '@fanclub/domain/admin';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { earnedRewards, eventRewards, rewardEvents } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { Page } from '../paging.ts';
import { companyRecords, sorted } from './company-records.ts';

type EventRow = typeof rewardEvents.$inferSelect;
type StampEventValues = z.output<typeof stampEventBody>;

/**
 * Stamp rallies for the console: the event, its stamps (each with its code and the address the
 * printed QR code holds, as `site/stamp-posters.ts` writes it) and the rewards opened by collecting
 * them all, in the `event_rewards` rows the fans' `/events/:id/rewards` reads.
 */
export const adminStampEventsRepository = (db: Db, companyId: number, publicUrl: string) => {
  const withRewards = async (rows: EventRow[], tx: DbOrTx = db): Promise<AdminStampEvent[]> => {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const items = await tx
      .select()
      .from(eventRewards)
      .where(inArray(eventRewards.eventId, ids))
      .orderBy(asc(eventRewards.order), asc(eventRewards.id));
    const stampIds = items.filter((i) => i.type === 'stamp').map((i) => i.id);
    const earned = stampIds.length
      ? await tx
          .select({ rewardId: earnedRewards.rewardId, n: count() })
          .from(earnedRewards)
          .where(inArray(earnedRewards.rewardId, stampIds))
          .groupBy(earnedRewards.rewardId)
      : [];
    return rows.map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      stamps: items
        .filter((i) => i.eventId === e.id && i.type === 'stamp')
        .map((i) => ({
          id: i.id,
          name: i.name,
          qRCodeValue: i.qrCodeValue ?? '',
          scanUrl: stampScanUrl(publicUrl, i.eventId, i.qrCodeValue ?? ''),
          order: i.order,
          iconURLLocked: i.iconUrlLocked,
          iconURLUnlocked: i.iconUrlUnlocked,
          earned: earned.find((n) => n.rewardId === i.id)?.n ?? 0,
        })),
      rewards: items
        .filter((i) => i.eventId === e.id && i.type === 'content')
        .map((i) => ({
          id: i.id,
          name: i.name,
          description: i.description,
          membershipType: i.membershipType,
          imageURL: i.imageUrl,
          videoURL: i.videoUrl,
        })),
    }));
  };

  const records = companyRecords(db, companyId, rewardEvents, withRewards);

  const stampColumns = (s: StampEventValues['stamps'][number], order: number) => ({
    name: s.name,
    qrCodeValue: s.qRCodeValue,
    order,
    iconUrlLocked: s.iconURLLocked,
    iconUrlUnlocked: s.iconURLUnlocked,
  });
  const rewardColumns = (r: StampEventValues['rewards'][number], order: number) => ({
    name: r.name,
    description: r.description,
    membershipType: r.membershipType,
    imageUrl: r.imageURL,
    videoUrl: r.videoURL,
    order,
  });
  /** The event's stamps, then its rewards, each numbered in its own order from 1. */
  const itemsOf = (values: StampEventValues) => [
    ...values.stamps.map((s, i) => ({ id: s.id, type: 'stamp' as const, columns: stampColumns(s, i + 1) })),
    ...values.rewards.map((r, i) => ({
      id: r.id,
      type: 'content' as const,
      columns: rewardColumns(r, i + 1),
    })),
  ];

  /** A code is one stamp's in the whole installation (the UNIQUE index): another event's is refused. */
  const checkCodesFree = async (eventId: number | null, values: StampEventValues, tx: DbOrTx) => {
    const codes = values.stamps.map((s) => s.qRCodeValue);
    const [taken] = await tx
      .select({ id: eventRewards.id })
      .from(eventRewards)
      .where(
        and(
          inArray(eventRewards.qrCodeValue, codes),
          eventId === null ? undefined : ne(eventRewards.eventId, eventId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(engagementMessages.stampCodeTaken);
  };

  return {
    list: (page: Page, q: string | null | undefined, sortDir: 'asc' | 'desc' = 'desc') =>
      records.list(page, { search: rewardEvents.name, q, order: sorted(sortDir, rewardEvents.id) }),
    get: records.get,
    insert: async (values: StampEventValues, tx: DbOrTx) => {
      await checkCodesFree(null, values, tx);
      const [row] = await tx
        .insert(rewardEvents)
        .values({ companyId, name: values.name, description: values.description })
        .returning({ id: rewardEvents.id });
      const eventId = row!.id;
      await tx
        .insert(eventRewards)
        .values(itemsOf(values).map(({ type, columns }) => ({ eventId, type, ...columns })));
      return eventId;
    },
    /**
     * The event's fields, and its stamps and rewards as sent (a listed id keeps its row). A stamp
     * some member has earned stays: removing it would take it back from them.
     */
    update: async (before: AdminStampEvent, values: StampEventValues, tx: DbOrTx) => {
      const stampIds = new Set(before.stamps.map((s) => s.id));
      const rewardIds = new Set(before.rewards.map((r) => r.id));
      if (values.stamps.some((s) => s.id && !stampIds.has(s.id)))
        throw badRequest(engagementMessages.rewardItemNotFound);
      if (values.rewards.some((r) => r.id && !rewardIds.has(r.id)))
        throw badRequest(engagementMessages.rewardItemNotFound);
      const keptStamps = new Set(values.stamps.flatMap((s) => (s.id ? [s.id] : [])));
      const goneStamps = before.stamps.filter((s) => !keptStamps.has(s.id));
      const earned = goneStamps.find((s) => s.earned > 0);
      if (earned) throw conflict(engagementMessages.stampEarned(earned.name));
      await checkCodesFree(before.id, values, tx);

      await tx
        .update(rewardEvents)
        .set({ name: values.name, description: values.description })
        .where(eq(rewardEvents.id, before.id));
      const keptRewards = new Set(values.rewards.flatMap((r) => (r.id ? [r.id] : [])));
      const gone = [
        ...goneStamps.map((s) => s.id),
        ...before.rewards.filter((r) => !keptRewards.has(r.id)).map((r) => r.id),
      ];
      if (gone.length) await tx.delete(eventRewards).where(inArray(eventRewards.id, gone));
      // Codes may move between this event's stamps: clear them first so the UNIQUE index holds.
      if (keptStamps.size)
        await tx
          .update(eventRewards)
          .set({ qrCodeValue: null })
          .where(inArray(eventRewards.id, [...keptStamps]));
      for (const { id, type, columns } of itemsOf(values)) {
        if (id) await tx.update(eventRewards).set(columns).where(eq(eventRewards.id, id));
        else await tx.insert(eventRewards).values({ eventId: before.id, type, ...columns });
      }
    },
  };
};
