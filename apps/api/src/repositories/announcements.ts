/**
 * 一斉メール (announcements) and their recipients. The console writes a mail and schedules it; the
 * job (jobs/announcements.ts) expands a due mail once into `announcement_recipients` (one row per
 * mail and member: the unique index keeps anyone from being listed twice) and then takes its
 * pending rows one at a time with FOR UPDATE SKIP LOCKED, marking each `sent` in the step that
 * takes it, before the mail is handed over: a restart goes on with the rows still pending and
 * never sends a row twice.
 */
import type { Announcement, AnnouncementBody, AnnouncementProgress } from '@fanclub/domain/admin';
import { formatMemberNumber } from '@fanclub/domain/format';
import { and, asc, count, desc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { announcementRecipients, announcements, operators, users } from '../db/schema/index.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import type { Page } from './paging.ts';
import { adminMembersRepository } from './admin/members.ts';

type Row = typeof announcements.$inferSelect;
const noProgress = (): AnnouncementProgress => ({ total: 0, pending: 0, sent: 0, skipped: 0, failed: 0 });

/** Per-recipient counts of each mail. */
export const progressOf = async (tx: DbOrTx, ids: readonly number[]) => {
  const found = new Map<number, AnnouncementProgress>(ids.map((id) => [id, noProgress()]));
  if (ids.length === 0) return found;
  const rows = await tx
    .select({
      id: announcementRecipients.announcementId,
      status: announcementRecipients.status,
      n: count(),
    })
    .from(announcementRecipients)
    .where(sql`${announcementRecipients.announcementId} in ${ids}`)
    .groupBy(announcementRecipients.announcementId, announcementRecipients.status);
  for (const row of rows) {
    const p = found.get(row.id)!;
    p[row.status] = row.n;
    p.total += row.n;
  }
  return found;
};

export const announcementsRepository = (db: Db, companyId: number) => {
  const read = async (rows: Row[], tx: DbOrTx = db): Promise<Announcement[]> => {
    const progress = await progressOf(
      tx,
      rows.map((r) => r.id),
    );
    const memberIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
    const members = new Map<number, string>();
    if (memberIds.length > 0)
      for (const m of await tx
        .select({ id: users.id, n: users.memberNumber, last: users.lastName, first: users.firstName })
        .from(users)
        .where(sql`${users.id} in ${memberIds}`))
        members.set(m.id, `${formatMemberNumber(m.n)} ${m.last} ${m.first}`.trim());
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      body: r.body,
      userId: r.userId,
      memberLabel: r.userId ? (members.get(r.userId) ?? null) : null,
      segment: r.segment ?? {},
      scheduledAt: isoOrNull(r.scheduledAt),
      state: r.state,
      createdByName: r.createdByName,
      createdAt: iso(r.createdAt),
      sentAt: isoOrNull(r.sentAt),
      progress: progress.get(r.id) ?? noProgress(),
    }));
  };
  const mine = (id: number) => and(eq(announcements.companyId, companyId), eq(announcements.id, id));

  return {
    list: async (p: Page, state?: Row['state']) => {
      const where = and(
        eq(announcements.companyId, companyId),
        state ? eq(announcements.state, state) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(p.limit)
          .offset(p.offset),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { data: await read(rows), total: total?.n ?? 0 };
    },
    /** One mail; inside a write's transaction, locked until it commits. */
    get: async (id: number, tx?: DbOrTx) => {
      const q = (tx ?? db).select().from(announcements).where(mine(id));
      const [row] = tx ? await q.for('update') : await q;
      return row ? ((await read([row], tx))[0] ?? null) : null;
    },
    /** The member a mail to one member goes to, if they are this company's. */
    member: async (userId: number, tx: DbOrTx = db) => {
      const [row] = await tx
        .select({
          id: users.id,
          email: users.email,
          lastName: users.lastName,
          firstName: users.firstName,
          announcementMail: users.announcementMail,
        })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
      return row ?? null;
    },
    insert: async (body: AnnouncementBody & { segment: object }, operatorId: number, tx: DbOrTx) => {
      const [author] = await tx
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.id, operatorId));
      const [row] = await tx
        .insert(announcements)
        .values({
          companyId,
          subject: body.subject,
          body: body.body,
          userId: body.userId ?? null,
          segment: body.userId ? null : (body.segment as Record<string, string | number>),
          createdBy: operatorId,
          createdByName: author?.name ?? '',
        })
        .returning({ id: announcements.id });
      return row!.id;
    },
    setState: async (id: number, state: Row['state'], scheduledAt: Date | null, tx: DbOrTx) => {
      await tx
        .update(announcements)
        .set({ state, ...(scheduledAt ? { scheduledAt } : {}), updatedAt: new Date() })
        .where(mine(id));
    },
  };
};

/** The job's side: across companies, due mails and their recipients. */
export const announcementJobRepository = (db: Db) => ({
  /** Scheduled mails whose time has come. */
  due: (now: Date) =>
    db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.state, 'scheduled'), lte(announcements.scheduledAt, now)))
      .orderBy(asc(announcements.scheduledAt), asc(announcements.id)),

  /**
   * Writes a due mail's recipients once (the segment as it is now, or the one member) and moves it
   * to `sending`, in one transaction with the mail locked: a second process finds it no longer
   * scheduled and does nothing.
   */
  expand: (id: number, now: Date) =>
    db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.state, 'scheduled')))
        .for('update');
      if (!mail) return false;
      if (mail.userId) {
        const [member] = await tx
          .select({ announcementMail: users.announcementMail })
          .from(users)
          .where(and(eq(users.id, mail.userId), eq(users.companyId, mail.companyId)));
        if (member)
          await tx
            .insert(announcementRecipients)
            .values({
              announcementId: id,
              userId: mail.userId,
              status: member.announcementMail ? 'pending' : 'skipped',
            })
            .onConflictDoNothing();
      } else {
        await adminMembersRepository(db, mail.companyId).addSegmentRecipients(id, mail.segment ?? {}, tx);
      }
      await tx
        .update(announcements)
        .set({ state: 'sending', expandedAt: now, updatedAt: now })
        .where(eq(announcements.id, id));
      return true;
    }),

  /**
   * Takes the next pending recipient of a mail being sent and marks it sent, in one step (the row
   * locked, others skipped by other processes): the caller then hands the mail over. Null when
   * none is left.
   */
  take: (now: Date) =>
    db.transaction(async (tx) => {
      const [next] = await tx
        .select({
          id: announcementRecipients.id,
          announcementId: announcementRecipients.announcementId,
          email: users.email,
          lastName: users.lastName,
          firstName: users.firstName,
          subject: announcements.subject,
          body: announcements.body,
        })
        .from(announcementRecipients)
        .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
        .innerJoin(users, eq(users.id, announcementRecipients.userId))
        .where(and(eq(announcements.state, 'sending'), eq(announcementRecipients.status, 'pending')))
        .orderBy(asc(announcementRecipients.id))
        .limit(1)
        .for('update', { of: announcementRecipients, skipLocked: true });
      if (!next) return null;
      await tx
        .update(announcementRecipients)
        .set({ status: 'sent', sentAt: now })
        .where(eq(announcementRecipients.id, next.id));
      return next;
    }),

  /** A recipient the mail server refused: kept as failed with the reason, not tried again. */
  failed: async (recipientId: number, error: string) => {
    await db
      .update(announcementRecipients)
      .set({ status: 'failed', sentAt: null, lastError: error.slice(0, 500) })
      .where(eq(announcementRecipients.id, recipientId));
  },

  /** Mails being sent with nobody left pending become `sent`. */
  finish: async (now: Date) => {
    const done = await db
      .update(announcements)
      .set({ state: 'sent', sentAt: now, updatedAt: now })
      .where(
        and(
          eq(announcements.state, 'sending'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(announcementRecipients)
              .where(
                and(
                  eq(announcementRecipients.announcementId, announcements.id),
                  eq(announcementRecipients.status, 'pending'),
                ),
              ),
          ),
        ),
      )
      .returning({ id: announcements.id });
    return done.length;
  },
});
