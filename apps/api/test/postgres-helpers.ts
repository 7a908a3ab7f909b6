import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type DbHandle } from '../src/db/client.ts';
import {
  drawEvents,
  profiles,
  users,
  votingEventProfiles,
  votingEvents,
  votingPackages,
} from '../src/db/schema/index.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * A freshly migrated database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
 * (A database rather than a schema: drizzle-kit qualifies foreign keys with "public".)
 */
export const freshPostgres = async (): Promise<{ handle: DbHandle; drop: () => Promise<void> }> => {
  const url = TEST_DATABASE_URL!;
  const name = `fanclub_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: dbUrl.toString(), pgliteDir: 'memory' });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
};

export const insertUsers = async (
  handle: DbHandle,
  n: number,
  /** Columns of the i-th member beyond the defaults (a saved card…). */
  extra: (i: number) => Partial<typeof users.$inferInsert> = () => ({}),
) => {
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId: 3,
        email: `pg${i}-${randomBytes(4).toString('hex')}@example.jp`,
        passwordHash: 'x',
        phone: '09012345678',
        zipCode: '1500001',
        prefectureId: 13,
        address1: '渋谷区',
        address2: '1-1',
        birthDate: '1999-01-01',
        ...extra(i),
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
};

/** A voting event open from yesterday to tomorrow with one profile, and a 100-point package. */
export const insertOpenVotingEvent = async (handle: DbHandle) => {
  const { db } = handle;
  const day = 86_400_000;
  const [profile] = await db.insert(profiles).values({ companyId: 3, name: '星野ミライ' }).returning();
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
  return { eventProfile: eventProfile!, pack: pack! };
};

/** A draw event of company 3 taking entries from `entryStart` to `entryEnd`, held ten days from now. */
export const insertDrawEvent = async (handle: DbHandle, name: string, entryStart: Date, entryEnd: Date) => {
  const day = 86_400_000;
  const [event] = await handle.db
    .insert(drawEvents)
    .values({ companyId: 3, name, eventDate: new Date(Date.now() + 10 * day), entryStart, entryEnd })
    .returning();
  return event!;
};
