import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, headers, type TestApp } from '../test/helpers.ts';
import { createMember, tokenFor } from '../test/member-helpers.ts';

/** The seeded demo members (README "Demo accounts") and one more free member: the "other" member. */
export interface Members {
  free: { id: number; token: string };
  paid: { id: number; token: string };
  other: { id: number; token: string };
}

export const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/u;

const seeded = async (t: TestApp, email: string) => {
  const [row] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is not seeded`);
  return { id: row.id, token: await tokenFor(t, row.id) };
};

/** A seeded app with a guest's, a free member's, a paid member's and another member's view. */
export const attackApp = async (): Promise<{ t: TestApp; members: Members }> => {
  const t = await createTestApp({}, { seed: true });
  const members = {
    free: await seeded(t, 'free@example.jp'),
    paid: await seeded(t, 'paid@example.jp'),
    other: await createMember(t),
  };
  return { t, members };
};

export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(token) });
