import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { drawBenefits, drawEvents, drawRegistrations } from '../src/db/schema.ts';
import { drawEventsRepository } from '../src/repositories/draw-events.ts';
import { freshPostgres, insertUsers, TEST_DATABASE_URL } from './postgres-helpers.ts';

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
    const [event] = await db
      .insert(drawEvents)
      .values({
        companyId: 3,
        name: '抽選',
        eventDate: new Date(Date.now() + 10 * day),
        entryStart: new Date(Date.now() - day),
        entryEnd: new Date(Date.now() + day),
      })
      .returning();
    const [benefit] = await db
      .insert(drawBenefits)
      .values({ drawEventId: event!.id, name: '招待', capacity: 10, winnersCount: 0 })
      .returning();
    const repo = drawEventsRepository(db, 3);

    const attempts = [...members, members[0]!, members[0]!].map((userId) =>
      repo.register(userId, event!.id, benefit!.id, null, new Date()),
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
});
