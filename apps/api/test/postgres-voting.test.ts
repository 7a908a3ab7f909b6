import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import {
  pointLedger,
  profiles,
  votes,
  votingEventProfiles,
  votingEvents,
  votingPackagePurchases,
  votingPackages,
} from '../src/db/schema.ts';
import { votingRepository } from '../src/repositories/voting.ts';
import { freshPostgres, insertUsers, TEST_DATABASE_URL } from './postgres-helpers.ts';

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
    const [profile] = await db.insert(profiles).values({ companyId: 3, name: '星野ミライ' }).returning();
    const day = 86_400_000;
    const [event] = await db
      .insert(votingEvents)
      .values({
        companyId: 3,
        name: '総選挙',
        startedDate: new Date(Date.now() - day),
        closedDate: new Date(Date.now() + day),
      })
      .returning();
    const [eventProfile] = await db
      .insert(votingEventProfiles)
      .values({ votingEventId: event!.id, profileId: profile!.id })
      .returning();
    const [pack] = await db
      .insert(votingPackages)
      .values({ companyId: 3, price: 1000, point: 100, expireDate: new Date(Date.now() + day) })
      .returning();
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
      .select()
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, eventProfile!.id));
    expect(after!.point).toBe(98);
    const [ledger] = await db
      .select({ total: sum(pointLedger.delta) })
      .from(pointLedger)
      .where(eq(pointLedger.reason, 'vote'));
    expect(Number(ledger!.total)).toBe(-98);
  });
});
