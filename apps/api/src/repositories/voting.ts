import type { VotingEvent, VotingEventProfile, VotingPackagePurchase } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  pointLedger,
  profiles,
  votes,
  votingEventProfiles,
  votingEvents,
  votingPackagePurchases,
  votingPackages,
  votingTallyShards,
} from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import type { Page } from './paging.ts';

type PurchaseRow = typeof votingPackagePurchases.$inferSelect;

/** How many rows a candidate's tally is spread over (see `votingTallyShards`). */
export const TALLY_SHARDS = 16;

export type VoteOutcome =
  | { kind: 'closed' | 'short'; left: number }
  /** `signed-out`: the access token's session has ended; `missing`: no such candidate in this club. */
  | { kind: 'signed-out' }
  | { kind: 'missing' }
  | {
      kind: 'voted';
      /** The key was used before: this is the earlier vote, nothing was counted now. */
      replayed: boolean;
      vote: { id: number; votingEventProfileId: number; point: number };
      left: number;
    };

/** A candidate's total: what it started with plus its tally shards. */
export const candidatePoint = sql<number>`(${votingEventProfiles.point} + coalesce((select sum(${votingTallyShards.point}) from ${votingTallyShards}
  where ${votingTallyShards.votingEventProfileId} = ${votingEventProfiles.id}), 0))::int`;

export const toPurchase = (row: PurchaseRow): VotingPackagePurchase => ({
  id: row.id,
  // Every stored purchase was paid, so it has its transaction.
  transactionId: row.transactionId ?? 0,
  // Listed purchases always have their package (membership grants are not listed).
  votingPackageId: row.votingPackageId ?? 0,
  count: row.count,
  price: row.price,
  point: row.point,
  expireDate: iso(row.expireDate),
  createdAt: iso(row.createdAt),
});

const profileColumns = {
  id: votingEventProfiles.id,
  profileId: votingEventProfiles.profileId,
  votingEventId: votingEventProfiles.votingEventId,
  name: profiles.name,
  imageUrl: votingEventProfiles.imageUrl,
  point: candidatePoint,
  content: votingEventProfiles.content,
};

/** A membership's points last this long after they are granted. */
export const MEMBERSHIP_POINT_VALIDITY_DAYS = 365;

/**
 * Points a paid membership grants with a payment: `monthlyPoint` for each month the payment covers
 * (a yearly plan's payment grants twelve months' worth). Called inside the transaction that records
 * the payment, so the points exist exactly when the charge does. Returns the points granted.
 */
export const grantMembershipPoints = async (
  tx: DbOrTx,
  input: {
    userId: number;
    subscriptionId: number;
    monthlyPoint: number;
    cycleType: 'month' | 'year';
    cycleValue: number;
    now: Date;
  },
): Promise<number> => {
  const point = input.monthlyPoint * input.cycleValue * (input.cycleType === 'year' ? 12 : 1);
  if (point <= 0) return 0;
  const expireDate = new Date(input.now.getTime() + MEMBERSHIP_POINT_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await tx
    .insert(votingPackagePurchases)
    .values({
      userId: input.userId,
      source: 'membership',
      subscriptionId: input.subscriptionId,
      count: 1,
      price: 0,
      point,
      remainingPoint: point,
      expireDate,
    })
    .returning({ id: votingPackagePurchases.id });
  await tx
    .insert(pointLedger)
    .values({ userId: input.userId, delta: point, reason: 'membership', purchaseId: row!.id });
  return point;
};

export const votingRepository = (db: Db, companyId: number) => {
  const eventProfiles = (eventIds: number[]) =>
    eventIds.length === 0
      ? Promise.resolve([] as VotingEventProfile[])
      : db
          .select(profileColumns)
          .from(votingEventProfiles)
          .innerJoin(profiles, eq(profiles.id, votingEventProfiles.profileId))
          .where(inArray(votingEventProfiles.votingEventId, eventIds))
          .orderBy(asc(votingEventProfiles.id));

  /** The member's own votes, one line per profile with the points given. */
  const ownVotes = async (userId: number | null, profileIds: number[]) => {
    if (userId === null || profileIds.length === 0) return [];
    return db
      .select({
        votingEventProfileId: votes.votingEventProfileId,
        userId: votes.userId,
        point: sql<number>`sum(${votes.point})::int`,
      })
      .from(votes)
      .where(and(eq(votes.userId, userId), inArray(votes.votingEventProfileId, profileIds)))
      .groupBy(votes.votingEventProfileId, votes.userId)
      .orderBy(asc(votes.votingEventProfileId));
  };

  return {
    events: async (page: Page, userId: number | null): Promise<{ data: VotingEvent[]; total: number }> => {
      const where = eq(votingEvents.companyId, companyId);
      const rows = await db
        .select()
        .from(votingEvents)
        .where(where)
        .orderBy(desc(votingEvents.startedDate), desc(votingEvents.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(votingEvents).where(where);
      const allProfiles = await eventProfiles(rows.map((r) => r.id));
      const mine = await ownVotes(
        userId,
        allProfiles.map((p) => p.id),
      );
      const data = rows.map((event) => {
        const own = allProfiles.filter((p) => p.votingEventId === event.id);
        const ids = new Set(own.map((p) => p.id));
        return {
          id: event.id,
          name: event.name,
          introduction: event.introduction || null,
          startedDate: iso(event.startedDate),
          closedDate: iso(event.closedDate),
          profiles: own,
          votes: mine.filter((v) => ids.has(v.votingEventProfileId)),
        };
      });
      return { data, total: n?.n ?? 0 };
    },
    eventProfile: async (id: number) => {
      const [row] = await db
        .select(profileColumns)
        .from(votingEventProfiles)
        .innerJoin(profiles, eq(profiles.id, votingEventProfiles.profileId))
        .innerJoin(votingEvents, eq(votingEvents.id, votingEventProfiles.votingEventId))
        .where(and(eq(votingEventProfiles.id, id), eq(votingEvents.companyId, companyId)));
      return row ?? null;
    },
    package: async (id: number) => {
      const [row] = await db
        .select()
        .from(votingPackages)
        .where(and(eq(votingPackages.id, id), eq(votingPackages.companyId, companyId)));
      return row ?? null;
    },
    purchases: async (userId: number, page: Page) => {
      // Points a membership granted are not purchases: the history lists what the member bought.
      const where = and(
        eq(votingPackagePurchases.userId, userId),
        eq(votingPackagePurchases.source, 'purchase'),
      );
      const rows = await db
        .select()
        .from(votingPackagePurchases)
        .where(where)
        .orderBy(desc(votingPackagePurchases.createdAt), desc(votingPackagePurchases.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(votingPackagePurchases).where(where);
      return { data: rows.map(toPurchase), total: n?.n ?? 0 };
    },
    /** Another member's purchase is "not found", never "forbidden". */
    purchase: async (userId: number, id: number) => {
      const [row] = await db
        .select()
        .from(votingPackagePurchases)
        .where(
          and(
            eq(votingPackagePurchases.id, id),
            eq(votingPackagePurchases.userId, userId),
            eq(votingPackagePurchases.source, 'purchase'),
          ),
        );
      return row ?? null;
    },
    purchaseOfTransaction: async (transactionId: number) => {
      const [row] = await db
        .select()
        .from(votingPackagePurchases)
        .where(eq(votingPackagePurchases.transactionId, transactionId));
      return row ?? null;
    },
    addPoints: async (
      tx: DbOrTx,
      input: {
        userId: number;
        transactionId: number;
        votingPackageId: number;
        count: number;
        price: number;
        point: number;
        expireDate: Date;
      },
    ) => {
      const [row] = await tx
        .insert(votingPackagePurchases)
        .values({ ...input, remainingPoint: input.point })
        .returning();
      await tx
        .insert(pointLedger)
        .values({ userId: input.userId, delta: input.point, reason: 'purchase', purchaseId: row!.id });
      return row!;
    },
    histories: async (userId: number, page: Page, votingEventId: number | undefined) => {
      const where = and(
        eq(votes.userId, userId),
        votingEventId === undefined ? undefined : eq(votingEventProfiles.votingEventId, votingEventId),
      );
      const base = () =>
        db
          .select({
            id: votes.id,
            votingEventId: votingEvents.id,
            votingEventName: votingEvents.name,
            votingEventProfileId: votes.votingEventProfileId,
            profileName: profiles.name,
            point: votes.point,
            createdAt: votes.createdAt,
          })
          .from(votes)
          .innerJoin(votingEventProfiles, eq(votingEventProfiles.id, votes.votingEventProfileId))
          .innerJoin(votingEvents, eq(votingEvents.id, votingEventProfiles.votingEventId))
          .innerJoin(profiles, eq(profiles.id, votingEventProfiles.profileId));
      const rows = await base()
        .where(where)
        .orderBy(desc(votes.createdAt), desc(votes.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db
        .select({ n: count() })
        .from(votes)
        .innerJoin(votingEventProfiles, eq(votingEventProfiles.id, votes.votingEventProfileId))
        .where(where);
      return { data: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: n?.n ?? 0 };
    },

    /**
     * Spends points on a profile in ONE statement, the database function `fanclub_vote` (migrations
     * 0010 and 0021): with `sessionId`, the session of the member's access token must still stand
     * (`signed-out` otherwise, checked in the same round trip instead of one lookup of its own);
     * a candidate of another club or none is `missing`; the member's unexpired purchases are locked (FOR UPDATE) so that member's concurrent
     * votes queue up, never anyone else's; a vote whose `idempotencyKey` the member already used
     * answers that vote (`replay`) and counts nothing again; points expiring soonest are spent first
     * (the CHECK remaining >= 0 backs it); the candidate's total only rises while its event is open,
     * in the voter's tally shard, as the last write, so simultaneous votes for one favourite hold no
     * shared row lock for more than the commit.
     */
    vote: async (
      userId: number,
      votingEventProfileId: number,
      point: number,
      now: Date,
      idempotencyKey: string | null = null,
      sessionId: string | null = null,
    ): Promise<VoteOutcome> => {
      const result = await db.execute(
        sql`select * from fanclub_vote(${companyId}::integer, ${userId}::integer, ${votingEventProfileId}::integer,
          ${point}::integer, ${idempotencyKey}::text, ${now.toISOString()}::timestamptz, ${TALLY_SHARDS}::integer,
          ${sessionId}::uuid)`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        r_outcome: 'voted' | 'replay' | 'closed' | 'short' | 'signed-out' | 'missing';
        r_vote_id: number | null;
        r_profile_id: number | null;
        r_point: number | null;
        r_left: number;
      }[];
      const row = rows[0]!;
      if (row.r_outcome === 'signed-out') return { kind: 'signed-out' };
      if (row.r_outcome === 'missing') return { kind: 'missing' };
      if (row.r_outcome === 'closed' || row.r_outcome === 'short')
        return { kind: row.r_outcome, left: row.r_left };
      return {
        kind: 'voted',
        replayed: row.r_outcome === 'replay',
        vote: { id: row.r_vote_id!, votingEventProfileId: row.r_profile_id!, point: row.r_point! },
        left: row.r_left,
      };
    },
  };
};
