import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { pointLedger, votes, votingEventProfiles, votingPackagePurchases } from '../src/db/schema/index.ts';
import { candidatePoint, votingRepository } from '../src/repositories/voting.ts';
import { freshPostgres, insertOpenVotingEvent, insertUsers, TEST_DATABASE_URL } from './postgres-helpers.ts';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL: concurrent votes (TEST_DATABASE_URL)', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshPostgres());
  });
  afterAll(() => drop?.());

  it('never spends more points than the member holds, and never counts expired points', async () => {
    const { db } = handle;
    const [userId] = await insertUsers(handle, 1);
    const day = 86_400_000;
    const { eventProfile, pack } = await insertOpenVotingEvent(handle);
    const purchase = (point: number, expireDate: Date) => ({
      userId: userId!,
      votingPackageId: pack!.id,
      count: 1,
      price: 1100,
      point,
      remainingPoint: point,
      expireDate,
    });
    // 60 + 40 usable points, and 500 that expired yesterday.
    await db
      .insert(votingPackagePurchases)
      .values([
        purchase(60, new Date(Date.now() + day)),
        purchase(40, new Date(Date.now() + 2 * day)),
        purchase(500, new Date(Date.now() - day)),
      ]);

    const repo = votingRepository(db, 3);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => repo.vote(userId!, eventProfile!.id, 7, new Date())),
    );
    const voted = results.filter((r) => r.kind === 'voted');
    // 14 votes of 7 fit into 100 points; every other vote is refused for lack of points.
    expect(voted).toHaveLength(14);
    expect(results.filter((r) => r.kind === 'short')).toHaveLength(26);

    const [spent] = await db
      .select({ total: sum(votes.point) })
      .from(votes)
      .where(eq(votes.userId, userId!));
    expect(Number(spent!.total)).toBe(98);
    const rows = await db
      .select()
      .from(votingPackagePurchases)
      .where(eq(votingPackagePurchases.userId, userId!));
    expect(rows.map((r) => r.remainingPoint).sort((a, b) => a - b)).toEqual([0, 2, 500]);
    const [after] = await db
      .select({ point: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, eventProfile!.id));
    expect(after!.point).toBe(98);
    const [ledger] = await db
      .select({ total: sum(pointLedger.delta) })
      .from(pointLedger)
      .where(eq(pointLedger.reason, 'vote'));
    expect(Number(ledger!.total)).toBe(-98);
  });

  it('counts 300 simultaneous votes for one candidate: tally = votes = ledger, and a retried key once', async () => {
    const { db } = handle;
    const voters = await insertUsers(handle, 60);
    const { eventProfile, pack } = await insertOpenVotingEvent(handle);
    await db.insert(votingPackagePurchases).values(
      voters.map((userId) => ({
        userId,
        votingPackageId: pack.id,
        count: 1,
        price: 1100,
        point: 10,
        remainingPoint: 10,
        expireDate: new Date(Date.now() + 86_400_000),
      })),
    );
    const repo = votingRepository(db, 3);
    // Every voter votes 1 point five times, each vote sent twice at once with its key.
    const results = await Promise.all(
      voters.flatMap((userId) =>
        Array.from({ length: 5 }, (_, n) => [
          repo.vote(userId, eventProfile.id, 1, new Date(), `key-${userId}-${n}`),
          repo.vote(userId, eventProfile.id, 1, new Date(), `key-${userId}-${n}`),
        ]).flat(),
      ),
    );
    const voted = results.filter((r) => r.kind === 'voted');
    expect(voted).toHaveLength(600);
    expect(voted.filter((r) => r.replayed)).toHaveLength(300);
    const [tally] = await db
      .select({ point: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, eventProfile.id));
    const [counted] = await db
      .select({ total: sum(votes.point) })
      .from(votes)
      .where(eq(votes.votingEventProfileId, eventProfile.id));
    const [ledger] = await db
      .select({ total: sum(pointLedger.delta) })
      .from(pointLedger)
      .where(and(eq(pointLedger.reason, 'vote'), inArray(pointLedger.userId, voters)));
    expect(tally!.point).toBe(300);
    expect(Number(counted!.total)).toBe(300);
    expect(Number(ledger!.total)).toBe(-300);
    const left = await db
      .select({ remaining: votingPackagePurchases.remainingPoint })
      .from(votingPackagePurchases)
      .where(inArray(votingPackagePurchases.userId, voters));
    expect(left.every((r) => r.remaining === 5)).toBe(true);
  });
});
