import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { announcementRecipients, announcements, auditLogs, users } from '../src/db/schema/index.ts';
import { createAnnouncementSender } from '../src/jobs/announcements.ts';
import type { Letter } from '../src/mail/letter.ts';
import type { Post } from '../src/mail/post.ts';
import { adminRequest, createTestApp, headers, operatorTokens, type TestApp } from './helpers.ts';
import { createMember } from './member-helpers.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { freshTestDb } from './test-db.ts';

const silent = { info: () => {}, error: () => {} };

/** A post that keeps the letters it was handed. */
const keepingPost = () => {
  const letters: Letter[] = [];
  const post: Post & { letters: Letter[] } = {
    letters,
    send: async (letter) => {
      letters.push(letter);
    },
    notify: async () => {},
  };
  return post;
};

describe('一斉メール through the admin API', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof operatorTokens>>;
  const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
    adminRequest(t, method, path, token, payload);
  const members: { id: number; token: string; email: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    tokens = await operatorTokens(t);
    // Three members in Kagoshima (46), born in May; the third turns お知らせメール off on My Page.
    for (const name of ['一郎', '二郎', '三郎']) {
      const email = `kagoshima-${name}-${randomBytes(3).toString('hex')}@example.jp`;
      const m = await createMember(t, { prefectureId: 46, birthDate: '1990-05-05', firstName: name, email });
      members.push({ ...m, email });
    }
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/announcement-mail',
      headers: headers(members[2]!.token),
      payload: { receive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => t?.close());

  const mail = { subject: '鹿児島公演のお知らせ', body: '鹿児島公演が決まりました。\nぜひお越しください。' };
  const segment = { prefectureId: 46, birthMonth: 5 };

  it('reads and changes the member’s own setting (on by default)', async () => {
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/users/announcement-mail', headers: headers(token) });
    expect((await read(members[0]!.token)).json()).toEqual({ receive: true });
    expect((await read(members[2]!.token)).json()).toEqual({ receive: false });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/announcement-mail',
      headers: headers(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('previews the recipients (opted-out members left out) and the mail as rendered', async () => {
    const res = await admin('POST', 'announcements/preview', tokens.editor, { ...mail, segment });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ recipients: 2, optedOut: 1 });
    expect(preview.subject).toContain('鹿児島公演のお知らせ');
    expect(preview.text).toContain('ぜひお越しください。');
    expect(preview.text).toContain('/my-account/announcement-mail');
  });

  it('refuses support and shop, and bad input in Japanese', async () => {
    for (const role of ['support', 'shop'] as const) {
      expect((await admin('POST', 'announcements', tokens[role], { ...mail, segment })).statusCode).toBe(403);
    }
    const empty = await admin('POST', 'announcements', tokens.editor, { subject: ' ', body: 'x', segment });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('件名');
    const nobody = await admin('POST', 'announcements', tokens.editor, { ...mail, userId: 999_999 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('宛先の会員が見つかりません。');
    expect((await t.db.db.select().from(announcements)).length).toBe(0);
  });

  it('sends to the segment once, skipping the opted-out member, with progress and audit rows', async () => {
    const created = await admin('POST', 'announcements', tokens.editor, { ...mail, segment });
    expect(created.statusCode, created.body).toBe(200);
    const { id, state } = created.json();
    expect(state).toBe('draft');
    const sent = await admin('POST', `announcements/${id}/schedule`, tokens.editor, { sendAt: null });
    expect(sent.statusCode, sent.body).toBe(200);
    // The kick and two runs more: still once each.
    await Promise.all([t.app.announcements.run(), t.app.announcements.run()]);
    await t.app.announcements.run();
    const to = t.mailer.sent.filter((m) => m.subject.includes('鹿児島公演')).map((m) => m.to);
    expect(to.sort()).toEqual([members[0]!.email, members[1]!.email].sort());
    const got = (await admin('GET', `announcements/${id}`, tokens.support)).json();
    expect(got.state).toBe('sent');
    expect(got.progress).toEqual({ total: 3, pending: 0, sent: 2, skipped: 1, failed: 0 });
    expect((await admin('POST', `announcements/${id}/cancel`, tokens.editor)).statusCode).toBe(409);
    expect(
      (await admin('POST', `announcements/${id}/schedule`, tokens.editor, { sendAt: null })).statusCode,
    ).toBe(409);
    const audit = await t.db.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'announcements'), eq(auditLogs.resourceId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'send']);
    // Transactional mail does not read the setting: the opted-out member still gets a reset mail.
    expect(
      (await admin('POST', `members/${members[2]!.id}/mails`, tokens.owner, { kind: 'passwordReset' }))
        .statusCode,
    ).toBe(200);
    expect(t.mailer.sent.some((m) => m.to === members[2]!.email)).toBe(true);
  });

  it('holds a scheduled mail until its time, and a cancelled one is never sent', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const a = (
      await admin('POST', 'announcements', tokens.owner, { ...mail, subject: '予約', userId: members[0]!.id })
    ).json();
    const b = (
      await admin('POST', 'announcements', tokens.owner, { ...mail, subject: '取り消し', segment })
    ).json();
    expect(a.memberLabel).toContain('一郎');
    for (const m of [a, b])
      expect(
        (await admin('POST', `announcements/${m.id}/schedule`, tokens.owner, { sendAt: later })).statusCode,
      ).toBe(200);
    const past = await admin('POST', 'announcements', tokens.owner, { ...mail, segment });
    const refused = await admin('POST', `announcements/${past.json().id}/schedule`, tokens.owner, {
      sendAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('送信日時は今より後の日時を指定してください。');
    expect((await admin('POST', `announcements/${b.id}/cancel`, tokens.owner)).json().state).toBe(
      'cancelled',
    );
    await t.app.announcements.run();
    expect(t.mailer.sent.some((m) => m.subject.includes('予約'))).toBe(false);
    await t.app.announcements.run(new Date(Date.now() + 2 * 3_600_000));
    expect(t.mailer.sent.filter((m) => m.subject.includes('予約')).map((m) => m.to)).toEqual([
      members[0]!.email,
    ]);
    expect(t.mailer.sent.some((m) => m.subject.includes('取り消し'))).toBe(false);
    const list = (await admin('GET', 'announcements?limit=10', tokens.support)).json();
    expect(list.total).toBe(4);
  });
});

/** The job on a database: segment expansion, opt-out, rate, and a restart after a crash. */
const jobSuite = (name: string, open: () => Promise<{ handle: DbHandle; drop: () => Promise<void> }>) =>
  describe(name, () => {
    let handle: DbHandle;
    let drop: () => Promise<void>;
    let n = 0;
    beforeAll(async () => {
      ({ handle, drop } = await open());
    });
    afterAll(() => drop?.());

    const member = async (values: Partial<typeof users.$inferInsert> = {}) => {
      n += 1;
      const [row] = await handle.db
        .insert(users)
        .values({
          companyId: 3,
          email: `job${n}-${randomBytes(3).toString('hex')}@example.jp`,
          passwordHash: 'x',
          phone: '09012345678',
          zipCode: '1500001',
          prefectureId: 13,
          address1: '渋谷区',
          address2: '1-1',
          birthDate: '1999-01-01',
          ...values,
        })
        .returning({ id: users.id, email: users.email });
      return row!;
    };
    const scheduled = async (segment: Record<string, string | number>, subject: string) => {
      const [row] = await handle.db
        .insert(announcements)
        .values({ companyId: 3, subject, body: '本文', segment, state: 'scheduled', scheduledAt: new Date() })
        .returning({ id: announcements.id });
      return row!.id;
    };
    const statuses = async (id: number) =>
      handle.db
        .select({ userId: announcementRecipients.userId, status: announcementRecipients.status })
        .from(announcementRecipients)
        .where(eq(announcementRecipients.announcementId, id));

    it('expands the segment once, skips opted-out members, and paces the mails at the rate', async () => {
      const prefectureId = 30;
      const inside = [await member({ prefectureId }), await member({ prefectureId })];
      const off = await member({ prefectureId, announcementMail: false });
      await member({ prefectureId: 31 });
      const id = await scheduled({ prefectureId }, '拡張');
      const post = keepingPost();
      const pauses: number[] = [];
      const sender = createAnnouncementSender({
        db: handle.db,
        post,
        publicUrl: 'http://localhost:3000',
        ratePerMinute: 120,
        log: silent,
        sleep: async (ms) => {
          pauses.push(ms);
        },
      });
      const first = await sender.run();
      expect(first).toMatchObject({ expanded: 1, sent: 2, failed: 0, finished: 1 });
      expect(pauses).toEqual([500, 500]);
      expect(post.letters.map((l) => l.to).sort()).toEqual(inside.map((m) => m.email).sort());
      const rows = await statuses(id);
      expect(rows.find((r) => r.userId === off.id)?.status).toBe('skipped');
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
      // A member who joins the segment afterwards is not added: the recipients were written once.
      await member({ prefectureId });
      await sender.run();
      expect(await statuses(id)).toHaveLength(3);
      expect(post.letters).toHaveLength(2);
    });

    it('sends at most a minute’s worth per run', async () => {
      const prefectureId = 32;
      for (let i = 0; i < 5; i++) await member({ prefectureId });
      const id = await scheduled({ prefectureId }, '速度');
      const post = keepingPost();
      const sender = createAnnouncementSender({
        db: handle.db,
        post,
        publicUrl: 'http://localhost:3000',
        ratePerMinute: 2,
        log: silent,
        sleep: async () => {},
      });
      expect((await sender.run()).sent).toBe(2);
      expect((await sender.run()).sent).toBe(2);
      const last = await sender.run();
      expect(last).toMatchObject({ sent: 1, finished: 1 });
      expect(post.letters).toHaveLength(5);
      expect((await statuses(id)).every((r) => r.status === 'sent')).toBe(true);
    });

    it('resumes after a crash mid-sending and never sends anyone twice', async () => {
      const prefectureId = 33;
      const everyone: { id: number; email: string }[] = [];
      for (let i = 0; i < 8; i++) everyone.push(await member({ prefectureId }));
      const id = await scheduled({ prefectureId }, '再開');
      const post = keepingPost();
      // The first process dies after its third mail (in the pause before the fourth)…
      let handed = 0;
      const crashing = createAnnouncementSender({
        db: handle.db,
        post,
        publicUrl: 'http://localhost:3000',
        ratePerMinute: 600,
        log: silent,
        sleep: async () => {
          handed += 1;
          if (handed === 3) throw new Error('process killed');
        },
      });
      await expect(crashing.run()).rejects.toThrow('process killed');
      expect(post.letters).toHaveLength(3);
      // …and a mail server refusal marks that one recipient failed, not sent again.
      const refusing: Post = {
        send: async (letter) => {
          if (letter.to === everyone[7]!.email) throw new Error('550 mailbox unavailable');
          post.letters.push(letter);
        },
        notify: async () => {},
      };
      // Two processes resume at once.
      const resume = () =>
        createAnnouncementSender({
          db: handle.db,
          post: refusing,
          publicUrl: 'http://localhost:3000',
          ratePerMinute: 600,
          log: silent,
          sleep: async () => {},
        }).run();
      await Promise.all([resume(), resume()]);
      await resume();
      const to = post.letters.map((l) => l.to);
      expect(new Set(to).size).toBe(to.length);
      expect(to.sort()).toEqual(
        everyone
          .slice(0, 7)
          .map((m) => m.email)
          .sort(),
      );
      const rows = await statuses(id);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(7);
      expect(rows.filter((r) => r.status === 'failed')).toHaveLength(1);
      const [mail] = await handle.db.select().from(announcements).where(eq(announcements.id, id));
      expect(mail!.state).toBe('sent');
    });
  });

jobSuite('announcement job on PGlite', async () => {
  const handle = await freshTestDb();
  return { handle, drop: () => handle.close() };
});
describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => {
  jobSuite('announcement job on PostgreSQL', freshPostgres);
});
