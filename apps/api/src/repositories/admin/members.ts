import { memberNumber, type AdminMember } from '@fanclub/domain/admin';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refreshTokens, subscriptions, transactions, users } from '../../db/schema.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { pageRows, type Page } from '../paging.ts';
import { containing } from './operators.ts';

const LIVE = ['active', 'cancel_requested', 'past_due'] as const;

/** Members for the console: search by email, name or member number; ban and unban. */
export const adminMembersRepository = (db: Db, companyId: number) => {
  /** Each member's newest subscription (the one a ban applies to). */
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([subscriptions.userId], {
        userId: subscriptions.userId,
        subscriptionId: sql<number>`${subscriptions.id}`.as('subscription_id'),
        planName: subscriptions.name,
        status: subscriptions.status,
        end: subscriptions.end,
        bannedAt: subscriptions.bannedAt,
        bannedReason: subscriptions.bannedReason,
      })
      .from(subscriptions)
      .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id)),
  );
  const select = (tx: DbOrTx = db) =>
    tx
      .with(latest)
      .select({
        user: users,
        sub: {
          subscriptionId: latest.subscriptionId,
          planName: latest.planName,
          status: latest.status,
          end: latest.end,
          bannedAt: latest.bannedAt,
          bannedReason: latest.bannedReason,
        },
      })
      .from(users)
      .leftJoin(latest, eq(latest.userId, users.id));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toMember = ({ user, sub }: Row, now = new Date()): AdminMember => ({
    id: user.id,
    memberNumber: memberNumber(user.id),
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    isPaidMember: Boolean(sub && (LIVE as readonly string[]).includes(sub.status) && sub.end > now),
    planName: sub?.planName ?? null,
    subscriptionStatus: sub?.status ?? null,
    bannedAt: isoOrNull(sub?.bannedAt),
    bannedReason: sub?.bannedReason ?? null,
    createdAt: iso(user.createdAt),
  });
  const search = (q: string) => {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    return or(
      number !== null ? eq(users.id, number) : undefined,
      ilike(users.email, containing(q)),
      ilike(sql`${users.lastName} || ${users.firstName}`, containing(q.replace(/\s/g, ''))),
      ilike(sql`${users.lastNameKana} || ${users.firstNameKana}`, containing(q.replace(/\s/g, ''))),
    );
  };

  return {
    list: async (page: Page, q: string | null | undefined) => {
      const where = and(eq(users.companyId, companyId), q ? search(q) : undefined);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: rows.map((r) => toMember(r)), total: total?.n ?? 0 };
    },
    get: async (id: number, tx: DbOrTx = db) => {
      const [row] = await select(tx).where(and(eq(users.companyId, companyId), eq(users.id, id)));
      return row ? toMember(row) : null;
    },
    /** The member with their phone and newest subscriptions, for the member's page. */
    detail: async (id: number) => {
      const [row] = await select().where(and(eq(users.companyId, companyId), eq(users.id, id)));
      if (!row) return null;
      const subs = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, id))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(20);
      return {
        ...toMember(row),
        phone: row.user.phone || null,
        subscriptions: subs.map((sub) => ({
          id: sub.id,
          name: sub.name,
          price: sub.price,
          initialFee: sub.initialFee,
          cycleType: sub.cycleType,
          cycleValue: sub.cycleValue,
          status: sub.status,
          start: iso(sub.start),
          end: iso(sub.end),
          nextBillingDate: isoOrNull(sub.nextBillingDate),
          bannedAt: isoOrNull(sub.bannedAt),
          bannedReason: sub.bannedReason,
          unsubscribeReason: sub.unsubscribeReason,
          createdAt: iso(sub.createdAt),
        })),
      };
    },
    /** The member's payments, newest first (their billing history), a page at a time. */
    transactions: (id: number, page: Page) =>
      pageRows(
        db,
        transactions,
        eq(transactions.userId, id),
        [desc(transactions.createdAt), desc(transactions.id)],
        page,
        (t) => ({
          id: t.id,
          transactionType: t.transactionType,
          status: t.status,
          amount: t.amount,
          paymentMethod: t.paymentMethod,
          errorMessage: t.errorMessage,
          orderId: t.orderId,
          createdAt: iso(t.createdAt),
        }),
      ),
    /** Bans the member's newest subscription and ends their sessions; false without one. */
    ban: async (id: number, reason: string, tx: DbOrTx, now = new Date()) => {
      const [row] = await select(tx).where(and(eq(users.companyId, companyId), eq(users.id, id)));
      if (!row?.sub) return false;
      await tx
        .update(subscriptions)
        .set({ status: 'banned', bannedAt: now, bannedReason: reason })
        .where(eq(subscriptions.id, row.sub.subscriptionId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      return true;
    },
    /** Lifts a ban: the subscription is live again until its period ends, else expired. */
    unban: async (id: number, tx: DbOrTx, now = new Date()) => {
      const [row] = await select(tx).where(and(eq(users.companyId, companyId), eq(users.id, id)));
      if (row?.sub?.status !== 'banned') return false;
      await tx
        .update(subscriptions)
        .set({
          status: row.sub.end > now ? 'active' : 'expired',
          bannedAt: null,
          bannedReason: null,
        })
        .where(eq(subscriptions.id, row.sub.subscriptionId));
      return true;
    },
    /** Paid members by plan, for the dashboard. */
    byPlan: async (now = new Date()) =>
      db
        .select({ planId: subscriptions.planId, name: subscriptions.name, count: count() })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            eq(users.companyId, companyId),
            inArray(subscriptions.status, [...LIVE]),
            gt(subscriptions.end, now),
          ),
        )
        .groupBy(subscriptions.planId, subscriptions.name),
  };
};
