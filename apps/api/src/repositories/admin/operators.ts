import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_HOURS, type Operator } from '@fanclub/domain/admin';
import { and, asc, count, eq, gt, ilike, isNull, lt, ne, or } from 'drizzle-orm';
import { newSecret, sha256 } from '../../auth/secrets.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  consoleSettings,
  operatorInvitations,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
} from '../../db/schema/index.ts';
import { isoOrNull, iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';

export type OperatorRow = typeof operators.$inferSelect;

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  hasTotp: row.totpSecret !== null,
  invited: row.passwordHash === null,
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
    values: { email: string; name: string; role: OperatorRow['role']; passwordHash: string | null },
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
    values: Partial<
      Pick<
        OperatorRow,
        'name' | 'role' | 'disabledAt' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep' | 'passwordHash'
      >
    >,
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
  /**
   * The operator of a live session (not revoked, not expired, account not suspended), and whether
   * the console requires TOTP of everyone (one read on every call).
   */
  bySession: async (sessionId: string, operatorId: number, now = new Date()) => {
    const [row] = await db
      .select({ operator: operators, requireTotp: consoleSettings.requireTotp })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .leftJoin(consoleSettings, eq(consoleSettings.companyId, operators.companyId))
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
    return row ? { ...row.operator, requireTotp: row.requireTotp ?? false } : null;
  },
  endSession: (sessionId: string, now = new Date()) =>
    db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId)),
  /** Ends an operator's open sessions, but `keep` (the one changing its own password). */
  endSessionsOf: (operatorId: number, tx: DbOrTx = db, keep: string | null = null, now = new Date()) =>
    tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          keep ? ne(operatorSessions.id, keep) : undefined,
        ),
      ),
  remove: async (id: number, tx: DbOrTx = db) => {
    const rows = await tx
      .delete(operators)
      .where(and(eq(operators.companyId, companyId), eq(operators.id, id)))
      .returning({ id: operators.id });
    return rows.length > 0;
  },

  /** A new invitation link for an operator (earlier unused ones stop working); the token, once. */
  invite: async (operatorId: number, tx: DbOrTx = db, now = new Date()) => {
    await tx
      .update(operatorInvitations)
      .set({ usedAt: now })
      .where(and(eq(operatorInvitations.operatorId, operatorId), isNull(operatorInvitations.usedAt)));
    const token = newSecret();
    await tx.insert(operatorInvitations).values({
      operatorId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
    });
    return token;
  },
  /** The operator an unused, unexpired invitation is for (the token stays usable). */
  invited: async (token: string, now = new Date()) => {
    const [row] = await db
      .select({ operator: operators })
      .from(operatorInvitations)
      .innerJoin(operators, eq(operators.id, operatorInvitations.operatorId))
      .where(usableInvitation(companyId, token, now));
    return row?.operator ?? null;
  },
  /** Uses an invitation once (the conditional update lets one request through): its operator's id. */
  useInvitation: async (token: string, tx: DbOrTx = db, now = new Date()) => {
    const [row] = await tx
      .update(operatorInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorInvitations.tokenHash, sha256(token)),
          isNull(operatorInvitations.usedAt),
          gt(operatorInvitations.expiresAt, now),
        ),
      )
      .returning({ operatorId: operatorInvitations.operatorId });
    return row?.operatorId ?? null;
  },

  /** TOTP on with the confirmed secret and its first step used; the recovery codes replaced. */
  enableTotp: async (id: number, secret: string, step: number, codes: readonly string[], tx: DbOrTx) => {
    await tx
      .update(operators)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(operators.companyId, companyId), eq(operators.id, id)));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((code) => ({ operatorId: id, codeHash: sha256(code) })));
  },
  /** TOTP off (the owner's reset): secret, enrolment and recovery codes gone. */
  resetTotp: async (id: number, tx: DbOrTx) => {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
    const [row] = await tx
      .update(operators)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(and(eq(operators.companyId, companyId), eq(operators.id, id)))
      .returning();
    return row ?? null;
  },
  /** Uses a recovery code once (conditional update: one concurrent sign-in gets it). */
  useRecoveryCode: async (id: number, code: string, now = new Date()) => {
    const rows = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, id),
          eq(operatorRecoveryCodes.codeHash, sha256(code)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    return rows.length > 0;
  },

  settings: async (tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ requireTotp: consoleSettings.requireTotp })
      .from(consoleSettings)
      .where(eq(consoleSettings.companyId, companyId));
    return { requireTotp: row?.requireTotp ?? false };
  },
  saveSettings: async (values: { requireTotp: boolean }, tx: DbOrTx = db) => {
    await tx
      .insert(consoleSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: consoleSettings.companyId, set: { ...values, updatedAt: new Date() } });
    return values;
  },
});

const usableInvitation = (companyId: number, token: string, now: Date) =>
  and(
    eq(operatorInvitations.tokenHash, sha256(token)),
    isNull(operatorInvitations.usedAt),
    gt(operatorInvitations.expiresAt, now),
    eq(operators.companyId, companyId),
  );
