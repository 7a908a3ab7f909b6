import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { drawBenefits, drawRegistrations } from '../src/db/schema/index.ts';
import { runDueDraws, runEventDraw } from '../src/jobs/draw.ts';
import { drawEventsRepository } from '../src/repositories/draw-events.ts';
import { freshPostgres, insertDrawEvent, insertUsers, TEST_DATABASE_URL } from './postgres-helpers.ts';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL: concurrent draw entries (TEST_DATABASE_URL)', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshPostgres());
  });
  afterAll(() => drop?.());

  it('never registers past capacity, and one member enters once', async () => {
    const { db } = handle;
    const members = await insertUsers(handle, 60);
    const day = 86_400_000;
    const event = await insertDrawEvent(
      handle,
      '抽選',
      new Date(Date.now() - day),
      new Date(Date.now() + day),
    );
    const [benefit] = await db
      .insert(drawBenefits)
      .values({ drawEventId: event.id, name: '招待', capacity: 10, winnersCount: 0 })
      .returning();
    const repo = drawEventsRepository(db, 3);

    const attempts = [...members, members[0]!, members[0]!].map((userId) =>
      repo.register(userId, event.id, benefit!.id, null, new Date()),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'registered')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'registered' && o !== 'full' && o !== 'already')).toHaveLength(0);

    const entries = await db
      .select()
      .from(drawRegistrations)
      .where(eq(drawRegistrations.benefitId, benefit!.id));
    expect(entries).toHaveLength(10);
    expect(new Set(entries.map((e) => e.userId)).size).toBe(10);
    const [after] = await db.select().from(drawBenefits).where(eq(drawBenefits.id, benefit!.id));
    expect(after!.countParticipants).toBe(10);
  });

  it('draws an ended event once while several processes run the job and the command at once', async () => {
    const { db } = handle;
    const members = await insertUsers(handle, 30);
    const day = 86_400_000;
    const event = await insertDrawEvent(
      handle,
      '終了した抽選',
      new Date(Date.now() - 3 * day),
      new Date(Date.now() - 1000),
    );
    const benefits = await db
      .insert(drawBenefits)
      .values([
        { drawEventId: event.id, name: 'A', capacity: 20, winnersCount: 5, countParticipants: 20 },
        { drawEventId: event.id, name: 'B', capacity: 10, winnersCount: 3, countParticipants: 10 },
      ])
      .returning();
    await db
      .insert(drawRegistrations)
      .values([
        ...members.slice(0, 20).map((userId) => ({ userId, benefitId: benefits[0]!.id })),
        ...members.slice(20).map((userId) => ({ userId, benefitId: benefits[1]!.id })),
      ]);

    const runs = await Promise.all([
      ...Array.from({ length: 4 }, () => runDueDraws(db)),
      ...Array.from({ length: 4 }, () => runEventDraw(db, event.id)),
    ]);
    const drawers = runs.filter((r) => ('drawn' in r ? r.drawn.includes(event.id) : r.status === 'drawn'));
    expect(drawers).toHaveLength(1);

    const ids = benefits.map((b) => b.id);
    const after = await db.select().from(drawBenefits).where(inArray(drawBenefits.id, ids));
    expect(after.map((b) => [b.name, b.winnersCount])).toEqual(
      expect.arrayContaining([
        ['A', 5],
        ['B', 3],
      ]),
    );
    const drawnAt = new Set(after.map((b) => b.drawnAt?.getTime()));
    expect(drawnAt.size).toBe(1);
    const entries = await db
      .select()
      .from(drawRegistrations)
      .where(inArray(drawRegistrations.benefitId, ids));
    expect(entries.filter((e) => e.entryStatus === 'won')).toHaveLength(8);
    expect(entries.filter((e) => e.entryStatus === 'not_won')).toHaveLength(22);
  });
});
