import type { AdminMember, AdminMemberExportRow, AdminMemberQuery, MemberNote } from '@fanclub/domain/admin';
import { formatMemberNumber } from '@fanclub/domain/format';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  announcementRecipients,
  konbiniPayments,
  memberNotes,
  operators,
  orders,
  refreshTokens,
  subscriptions,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { pageRows, type Page } from '../paging.ts';
import { containing } from './operators.ts';
import { slipNumber } from './orders.ts';

const LIVE = ['active', 'cancel_requested', 'past_due'] as const;

/** Members for the console: search by email, name or member number; ban and unban. */
export const adminMembersRepository = (db: Db, companyId: number) => {
  /** Each member's newest subscription (the one a ban applies to). */
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([subscriptions.userId], {
        userId: subscriptions.userId,
        subscriptionId: sql<number>`${subscriptions.id}`.as('subscription_id'),
        planId: subscriptions.planId,
        planName: subscriptions.name,
        status: subscriptions.status,
        renewal: subscriptions.renewal,
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
          planId: latest.planId,
          planName: latest.planName,
          status: latest.status,
          renewal: latest.renewal,
          end: latest.end,
          bannedAt: latest.bannedAt,
          bannedReason: latest.bannedReason,
        },
        // The newest konbini slip of a membership period, for the 支払状況 of the list.
        slip: sql<{ orderNumber: string; receiptNumber: string; state: string; deadline: string } | null>`(
          select json_build_object('orderNumber', ${orders.orderNumber}, 'receiptNumber', ${konbiniPayments.receiptNumber}, 'state', ${konbiniPayments.status}, 'deadline', ${konbiniPayments.deadline})
          from ${konbiniPayments} inner join ${orders} on ${orders.id} = ${konbiniPayments.orderId}
          where ${orders.userId} = ${users.id} and ${orders.orderType} = 'membership'
          order by ${konbiniPayments.id} desc limit 1)`,
      })
      .from(users)
      .leftJoin(latest, eq(latest.userId, users.id));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toMember = ({ user, sub, slip }: Row, now = new Date()): AdminMember => ({
    id: user.id,
    memberNumber: formatMemberNumber(user.memberNumber),
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    isPaidMember: Boolean(sub && (LIVE as readonly string[]).includes(sub.status) && sub.end > now),
    planName: sub?.planName ?? null,
    subscriptionStatus: sub?.status ?? null,
    renewal: sub?.renewal ?? null,
    membershipSlip: slip
      ? {
          orderNumber: slip.orderNumber,
          receiptNumber: slip.receiptNumber,
          state: slip.state as 'pending' | 'paid' | 'expired',
          deadline: iso(new Date(slip.deadline)),
        }
      : null,
    bannedAt: isoOrNull(sub?.bannedAt),
    bannedReason: sub?.bannedReason ?? null,
    createdAt: iso(user.createdAt),
  });
  const toExportRow = (row: Row, now = new Date()): AdminMemberExportRow => ({
    ...toMember(row, now),
    planId: row.sub?.planId ?? null,
    periodEnd: isoOrNull(row.sub?.end),
    birthDate: row.user.birthDate,
    prefectureId: row.user.prefectureId,
  });
  /** The member number as the card shows it (`10000002`, leading zeros or not) finds its member. */
  const search = (q: string) => {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    return or(
      number !== null ? eq(users.memberNumber, number) : undefined,
      ilike(users.email, containing(q)),
      ilike(sql`${users.lastName} || ${users.firstName}`, containing(q.replace(/\s/g, ''))),
      ilike(sql`${users.lastNameKana} || ${users.firstNameKana}`, containing(q.replace(/\s/g, ''))),
      // The 受付番号 / 払込票番号 or 確認番号 of one of the member's konbini slips.
      slipNumber(q)
        ? sql`exists (select 1 from ${konbiniPayments} inner join ${orders} on ${orders.id} = ${konbiniPayments.orderId} where ${orders.userId} = ${users.id} and (${konbiniPayments.receiptNumber} = ${slipNumber(q)} or ${konbiniPayments.confirmationNumber} = ${slipNumber(q)}))`
        : undefined,
    );
  };

  type Filter = Omit<AdminMemberQuery, 'limit' | 'offset' | 'sortDir'>;
  /** The list's filters; the month a member joined is read in Japan time. */
  const filtered = (f: Filter) =>
    and(
      eq(users.companyId, companyId),
      f.q ? search(f.q) : undefined,
      f.planId ? eq(latest.planId, f.planId) : undefined,
      f.state === 'free' ? isNull(latest.userId) : f.state ? eq(latest.status, f.state) : undefined,
      f.joinedMonth
        ? eq(sql`to_char(${users.createdAt} at time zone 'Asia/Tokyo', 'YYYY-MM')`, f.joinedMonth)
        : undefined,
      f.birthMonth ? eq(sql`extract(month from ${users.birthDate})::int`, f.birthMonth) : undefined,
      f.prefectureId ? eq(users.prefectureId, f.prefectureId) : undefined,
    );
  const page = async (p: Page, f: Filter) => {
    const where = filtered(f);
    const [rows, [total]] = await Promise.all([
      select().where(where).orderBy(desc(users.id)).limit(p.limit).offset(p.offset),
      db
        .with(latest)
        .select({ n: count() })
        .from(users)
        .leftJoin(latest, eq(latest.userId, users.id))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  };

  /** A segment's members (the list's filters, no search), for an announcement (一斉メール). */
  const segmentWhere = (f: Filter) => filtered({ ...f, q: undefined });

  return {
    /**
     * Writes a segment's members as an announcement's recipients, once: those who turned
     * お知らせメール off as `skipped`, the others `pending`; a member already listed stays as is.
     */
    addSegmentRecipients: async (announcementId: number, f: Filter, tx: DbOrTx) => {
      const members = tx
        .with(latest)
        .select({
          announcementId: sql<number>`${announcementId}::int`.as('announcement_id'),
          userId: users.id,
          status: sql<string>`case when ${users.announcementMail} then 'pending' else 'skipped' end`.as(
            'status',
          ),
        })
        .from(users)
        .leftJoin(latest, eq(latest.userId, users.id))
        .where(segmentWhere(f));
      await tx.execute(
        sql`insert into ${announcementRecipients} (announcement_id, user_id, status) ${members.getSQL()} on conflict do nothing`,
      );
    },
    /** How many of a segment receive announcements, and how many turned them off. */
    segmentCount: async (f: Filter, tx: DbOrTx = db) => {
      const [row] = await tx
        .with(latest)
        .select({
          receiving: sql<number>`count(*) filter (where ${users.announcementMail})::int`,
          optedOut: sql<number>`count(*) filter (where not ${users.announcementMail})::int`,
        })
        .from(users)
        .leftJoin(latest, eq(latest.userId, users.id))
        .where(segmentWhere(f));
      return { receiving: row?.receiving ?? 0, optedOut: row?.optedOut ?? 0 };
    },
    list: async (p: Page, f: Filter) => {
      const { rows, total } = await page(p, f);
      return { data: rows.map((r) => toMember(r)), total };
    },
    /** The same filtered rows as the list, with what the CSV shows besides. */
    exportRows: async (p: Page, f: Filter) => {
      const { rows, total } = await page(p, f);
      return { data: rows.map((r) => toExportRow(r)), total };
    },
    /** The operators' notes on a member, newest first. */
    notes: (id: number, p: Page) =>
      pageRows(
        db,
        memberNotes,
        eq(memberNotes.userId, id),
        [desc(memberNotes.createdAt), desc(memberNotes.id)],
        p,
        (n): MemberNote => ({
          id: n.id,
          body: n.body,
          operatorName: n.operatorName,
          createdAt: iso(n.createdAt),
        }),
      ),
    addNote: async (id: number, operatorId: number, body: string, tx: DbOrTx): Promise<MemberNote> => {
      const [author] = await tx
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.id, operatorId));
      const [note] = await tx
        .insert(memberNotes)
        .values({ userId: id, operatorId, operatorName: author?.name ?? '', body })
        .returning();
      return {
        id: note!.id,
        body: note!.body,
        operatorName: note!.operatorName,
        createdAt: iso(note!.createdAt),
      };
    },
    /**
     * お詫び延長: the member's live subscription (locked) ends `days` days later, and its next
     * billing moves with it; null when they have none that is live now.
     */
    extend: async (id: number, days: number, tx: DbOrTx, now = new Date()) => {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            eq(users.companyId, companyId),
            eq(subscriptions.userId, id),
            inArray(subscriptions.status, [...LIVE]),
            gt(subscriptions.end, now),
          ),
        )
        .for('update', { of: subscriptions });
      if (!sub) return null;
      const shift = (at: Date | null) => (at ? new Date(at.getTime() + days * 86_400_000) : null);
      const before = {
        end: iso(sub.subscriptions.end),
        nextBillingDate: isoOrNull(sub.subscriptions.nextBillingDate),
      };
      const end = shift(sub.subscriptions.end)!;
      const nextBillingDate = shift(sub.subscriptions.nextBillingDate);
      await tx
        .update(subscriptions)
        .set({ end, nextBillingDate })
        .where(eq(subscriptions.id, sub.subscriptions.id));
      return {
        subscriptionId: sub.subscriptions.id,
        before,
        after: { end: iso(end), nextBillingDate: isoOrNull(nextBillingDate) },
      };
    },
    get: async (id: number, tx: DbOrTx = db) => {
      const [row] = await select(tx).where(and(eq(users.companyId, companyId), eq(users.id, id)));
      return row ? toMember(row) : null;
    },
    /** The member with their phone and newest subscriptions, for the member's page. */
    detail: async (id: number, tx: DbOrTx = db) => {
      const [row] = await select(tx).where(and(eq(users.companyId, companyId), eq(users.id, id)));
      if (!row) return null;
      const subs = await tx
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
          taxRate: sub.taxRate,
          cycleType: sub.cycleType,
          cycleValue: sub.cycleValue,
          status: sub.status,
          renewal: sub.renewal,
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
