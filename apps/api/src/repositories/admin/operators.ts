import { randomUUID } from 'node:crypto';
import type { Operator } from '@fanclub/domain/admin';
import { and, asc, count, eq, gt, ilike, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema.ts';
import { isoOrNull, iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';

export type OperatorRow = typeof operators.$inferSelect;

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  hasTotp: row.totpSecret !== null,
  disabledAt: isoOrNull(row.disabledAt),
  createdAt: iso(row.createdAt),
  lastSignInAt: isoOrNull(row.lastSignInAt),
});

/** The escaped `%…%` pattern of a search box (its `%` and `_` are literal). */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const operatorsRepository = (db: Db, companyId: number) => ({
  byEmail: async (email: string) => {
    const [row] = await db
      .select()
      .from(operators)
      .where(and(eq(operators.companyId, companyId), eq(operators.email, email.toLowerCase())));
    return row ?? null;
  },
  byId: async (id: number, tx: DbOrTx = db) => {
    const [row] = await tx
      .select()
      .from(operators)
      .where(and(eq(operators.companyId, companyId), eq(operators.id, id)));
    return row ?? null;
  },
  list: async (page: Page, q: string | null | undefined) => {
    const where = and(
      eq(operators.companyId, companyId),
      q ? or(ilike(operators.email, containing(q)), ilike(operators.name, containing(q))) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(operators)
        .where(where)
        .orderBy(asc(operators.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(operators).where(where),
    ]);
    return { data: rows.map(toOperator), total: total?.n ?? 0 };
  },
  insert: async (
    values: { email: string; name: string; role: OperatorRow['role']; passwordHash: string },
    tx: DbOrTx = db,
  ) => {
    const [row] = await tx
      .insert(operators)
      .values({ ...values, email: values.email.toLowerCase(), companyId })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },
  update: async (
    id: number,
    values: Partial<Pick<OperatorRow, 'name' | 'role' | 'disabledAt' | 'totpSecret'>>,
    tx: DbOrTx = db,
  ) => {
    const [row] = await tx
      .update(operators)
      .set(values)
      .where(and(eq(operators.companyId, companyId), eq(operators.id, id)))
      .returning();
    return row ?? null;
  },
  /** Active owners other than `exceptId`: the last one may not be demoted or suspended. */
  otherActiveOwners: async (exceptId: number, tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ n: count() })
      .from(operators)
      .where(
        and(
          eq(operators.companyId, companyId),
          eq(operators.role, 'owner'),
          isNull(operators.disabledAt),
          ne(operators.id, exceptId),
        ),
      );
    return row?.n ?? 0;
  },
  /** Accepts a TOTP step only if it is newer than the last one used (a code is good once). */
  useTotpStep: async (id: number, step: number) => {
    const rows = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ last: operators.totpLastStep });
    return rows.length > 0;
  },
  startSession: async (operatorId: number, ttlSeconds: number, now = new Date()) => {
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    await db.insert(operatorSessions).values({ id, operatorId, expiresAt });
    await db.update(operators).set({ lastSignInAt: now }).where(eq(operators.id, operatorId));
    return { id, expiresAt };
  },
  /** The operator of a live session (not revoked, not expired, account not suspended). */
  bySession: async (sessionId: string, operatorId: number, now = new Date()) => {
    const [row] = await db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.id, sessionId),
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          isNull(operators.disabledAt),
          eq(operators.companyId, companyId),
        ),
      );
    return row?.operator ?? null;
  },
  endSession: (sessionId: string, now = new Date()) =>
    db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId)),
  endSessionsOf: (operatorId: number, tx: DbOrTx = db, now = new Date()) =>
    tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt))),
});
