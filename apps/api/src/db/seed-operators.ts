/**
 * The demo console accounts (README "Demo accounts"), one per role, seeded with the demo content.
 * A real installation creates its own with `pnpm --filter @fanclub/api operator:create`.
 */
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './client.ts';
import { operators, users } from './schema/index.ts';

export const DEMO_OPERATOR_PASSWORD = 'Passw0rd!';

export const demoOperators = [
  { email: 'owner@example.jp', name: 'オーナー 管理者', role: 'owner' },
  { email: 'editor@example.jp', name: '編集 担当', role: 'editor' },
  { email: 'shop@example.jp', name: 'ショップ 担当', role: 'shop' },
  { email: 'support@example.jp', name: 'サポート 担当', role: 'support' },
] as const;

export const seedDemoOperators = async (db: Db, companyId: number) => {
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  await db
    .insert(operators)
    .values(demoOperators.map((o) => ({ ...o, companyId, passwordHash })))
    .onConflictDoNothing();
};

/**
 * A demo database made before the console existed gets its demo operators too; a database with
 * operators, or without the demo members (a real installation), is left alone.
 */
export const demoOperatorsAreNeeded = async (db: Db) => {
  const [ops] = await db.select({ n: count() }).from(operators);
  if ((ops?.n ?? 0) > 0) return false;
  const [demo] = await db.select({ n: count() }).from(users).where(eq(users.email, 'free@example.jp'));
  return (demo?.n ?? 0) > 0;
};
