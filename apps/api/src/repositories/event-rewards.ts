import type { EventRewards } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { earnedRewards, eventRewards, rewardEvents } from '../db/schema/index.ts';

export const eventRewardsRepository = (db: Db, companyId: number) => ({
  /** Every stamp's QR code value with its event's and its own name, for the venue posters. */
  stampCodes: () =>
    db
      .select({
        eventId: rewardEvents.id,
        event: rewardEvents.name,
        stamp: eventRewards.name,
        code: eventRewards.qrCodeValue,
      })
      .from(eventRewards)
      .innerJoin(rewardEvents, eq(rewardEvents.id, eventRewards.eventId))
      .where(and(eq(rewardEvents.companyId, companyId), eq(eventRewards.type, 'stamp')))
      .orderBy(asc(eventRewards.eventId), asc(eventRewards.order)),
  event: async (id: number) => {
    const [row] = await db
      .select()
      .from(rewardEvents)
      .where(and(eq(rewardEvents.id, id), eq(rewardEvents.companyId, companyId)));
    return row ?? null;
  },
  /**
   * Stamps keep their QR value hidden until the member has scanned it; content rewards open once
   * every stamp is collected, for the membership type they are meant for.
   */
  view: async (
    event: { id: number; name: string },
    userId: number,
    isPaidMember: boolean,
  ): Promise<EventRewards> => {
    const rewards = await db
      .select()
      .from(eventRewards)
      .where(eq(eventRewards.eventId, event.id))
      .orderBy(asc(eventRewards.order), asc(eventRewards.id));
    const earned = new Set(
      (
        await db
          .select({ rewardId: earnedRewards.rewardId })
          .from(earnedRewards)
          .where(eq(earnedRewards.userId, userId))
      ).map((r) => r.rewardId),
    );
    const stamps = rewards
      .filter((r) => r.type === 'stamp')
      .map((r) => ({
        id: r.id,
        name: r.name,
        qRCodeValue: earned.has(r.id) ? r.qrCodeValue : null,
        order: r.order,
        iconURLLocked: r.iconUrlLocked ?? '',
        iconURLUnlocked: r.iconUrlUnlocked ?? '',
        eventId: event.id,
        isAcquired: earned.has(r.id),
      }));
    const complete = stamps.length > 0 && stamps.every((s) => s.isAcquired);
    const contents = rewards
      .filter((r) => r.type === 'content')
      .map((r) => {
        const eligible = r.membershipType === 'all' || (r.membershipType === 'paid') === isPaidMember;
        const isAcquired = complete && eligible;
        return {
          id: r.id,
          name: r.name,
          description: r.description,
          membershipType: r.membershipType,
          imageURL: r.imageUrl,
          videoURL: isAcquired ? r.videoUrl : null,
          isAcquired,
        };
      });
    return { eventId: event.id, name: event.name, stamps, contents };
  },
  stampByCode: async (eventId: number, qrCodeValue: string) => {
    const [row] = await db
      .select()
      .from(eventRewards)
      .where(
        and(
          eq(eventRewards.eventId, eventId),
          eq(eventRewards.type, 'stamp'),
          eq(eventRewards.qrCodeValue, qrCodeValue),
        ),
      );
    return row ?? null;
  },
  /** Once per member: the UNIQUE (user, reward) index decides, even for two scans at once. */
  earn: async (userId: number, rewardId: number) => {
    const [row] = await db
      .insert(earnedRewards)
      .values({ userId, rewardId })
      .onConflictDoNothing()
      .returning({ id: earnedRewards.id });
    return Boolean(row);
  },
});
