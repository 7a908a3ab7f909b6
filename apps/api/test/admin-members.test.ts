import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_PASSWORD } from '../src/db/seed-operators.ts';
import { adminRequest, createTestApp, headers, type TestApp } from './helpers.ts';
import { createMember } from './member-helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

/** Two members in Okinawa (47): one joined just after midnight of 1 April in Japan time, one just before. */
let april: number;
let march: number;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  for (const role of ['owner', 'editor', 'support']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/sign-in',
      headers: headers(),
      payload: { email: `${role}@example.jp`, password: DEMO_OPERATOR_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    tokens[role] = res.json().token;
  }
  ({ id: april } = await createMember(t, {
    prefectureId: 47,
    birthDate: '1990-02-14',
    lastName: '=HYPERLINK("http://x")',
    firstName: '四月',
    createdAt: new Date('2020-03-31T15:30:00Z'),
  }));
  ({ id: march } = await createMember(t, {
    prefectureId: 47,
    birthDate: '1991-03-01',
    lastName: '比嘉',
    firstName: '三月',
    createdAt: new Date('2020-03-31T14:30:00Z'),
  }));
}, 60_000);
afterAll(() => t.close());

const ids = (body: { data: { id: number }[] }) => body.data.map((m) => m.id);

describe('console members: filters', () => {
  it('filters by prefecture, birth month and join month (Japan time)', async () => {
    const okinawa = (await admin('GET', 'members?prefectureId=47', tokens.support)).json();
    expect(ids(okinawa)).toEqual(expect.arrayContaining([april, march]));
    const february = (await admin('GET', 'members?prefectureId=47&birthMonth=2', tokens.support)).json();
    expect(ids(february)).toEqual([april]);
    expect(february.total).toBe(1);
    const joinedApril = (
      await admin('GET', 'members?prefectureId=47&joinedMonth=2020-04', tokens.support)
    ).json();
    expect(ids(joinedApril)).toEqual([april]);
    const joinedMarch = (
      await admin('GET', 'members?prefectureId=47&joinedMonth=2020-03', tokens.support)
    ).json();
    expect(ids(joinedMarch)).toEqual([march]);
  });

  it('filters by plan and state', async () => {
    const [paid] = await t.db.db.select().from(users).where(eq(users.email, 'paid@example.jp'));
    const [sub] = await t.db.db.select().from(subscriptions).where(eq(subscriptions.userId, paid!.id));
    const byPlan = (await admin('GET', `members?planId=${sub!.planId}&state=active`, tokens.support)).json();
    expect(ids(byPlan)).toContain(paid!.id);
    expect(ids(byPlan)).not.toContain(april);
    const free = (await admin('GET', 'members?state=free&prefectureId=47', tokens.support)).json();
    expect(ids(free)).toEqual(expect.arrayContaining([april, march]));
    const banned = (await admin('GET', 'members?state=banned&prefectureId=47', tokens.support)).json();
    expect(banned.total).toBe(0);
  });

  it('refuses filters out of bounds in Japanese', async () => {
    for (const [query, message] of [
      ['birthMonth=13', '誕生月は1から12'],
      ['birthMonth=x', '誕生月は1から12'],
      ['prefectureId=48', '都道府県の指定'],
      ['joinedMonth=2020-4', '登録月は'],
      ['joinedMonth=2020-13', '登録月は'],
      ['state=paid', '状態の指定'],
      ['planId=0', 'プランの指定'],
    ] as const) {
      const res = await admin('GET', `members?${query}`, tokens.support);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });

  it('finds a member by the number their card shows', async () => {
    const found = (await admin('GET', 'members?q=10000002', tokens.support)).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0].email).toBe('paid@example.jp');
    expect(found.data[0].memberNumber).toBe('10000002');
    const detail = (await admin('GET', `members/${found.data[0].id}`, tokens.support)).json();
    expect(detail.memberNumber).toBe('10000002');
    // The plan's fee comes with its tax rate, so the page can show it 税込.
    expect(detail.subscriptions[0].taxRate).toBe(10);
  });
});

describe('console members: CSV export', () => {
  it('writes the filtered members, Excel-friendly, and logs who exported which filter and how many rows', async () => {
    const res = await admin('GET', 'members-export?prefectureId=47&birthMonth=2', tokens.support);
    expect(res.statusCode, res.body).toBe(200);
    const part = res.json();
    expect(part.total).toBe(1);
    expect(part.nextOffset).toBeNull();
    expect(part.filename).toMatch(/^members-\d{8}\.csv$/);
    const lines = (part.csv as string).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF会員番号,姓,名,メールアドレス,プラン,状態,有効期限,生年月日,都道府県,登録日時',
    );
    const [row] = await t.db.db.select().from(users).where(eq(users.id, april));
    // The name that a spreadsheet would run as a formula is text; the join time is Japan time.
    expect(lines[1]).toBe(
      `${row!.memberNumber},"'=HYPERLINK(""http://x"")",四月,${row!.email},無料会員,,,1990-02-14,沖縄県,2020/04/01 00:30:00`,
    );
    expect(lines[2]).toBe('');

    const log = (await admin('GET', 'audit-logs?resource=members&action=export', tokens.owner)).json();
    expect(log.data[0]).toMatchObject({
      operatorEmail: 'support@example.jp',
      action: 'export',
      after: { filter: { prefectureId: 47, birthMonth: 2 }, rows: 1, total: 1, offset: 0 },
    });
  });

  it('comes in parts: headers only in the first, the next offset until the end', async () => {
    const first = (await admin('GET', 'members-export?prefectureId=47&limit=1', tokens.support)).json();
    expect(first.total).toBe(2);
    expect(first.nextOffset).toBe(1);
    const second = (
      await admin('GET', 'members-export?prefectureId=47&limit=1&offset=1', tokens.support)
    ).json();
    expect(second.nextOffset).toBeNull();
    expect(second.csv.startsWith('\uFEFF')).toBe(false);
    expect(second.csv.split('\r\n')).toHaveLength(2);
  });

  it('is the members area’s: an editor may not export', async () => {
    expect((await admin('GET', 'members-export', tokens.editor)).statusCode).toBe(403);
  });
});

describe('console members: notes', () => {
  it('keeps operators’ notes with their author and time, newest first, audited', async () => {
    const empty = await admin('POST', `members/${march}/notes`, tokens.support, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatch(/入力してください/);
    const first = await admin('POST', `members/${march}/notes`, tokens.support, {
      body: '電話で住所変更の相談あり',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      body: '電話で住所変更の相談あり',
      operatorName: expect.any(String),
    });
    expect(first.json().operatorName.length).toBeGreaterThan(0);
    await admin('POST', `members/${march}/notes`, tokens.owner, { body: '会員証の再発行を案内済み' });

    const notes = (await admin('GET', `members/${march}/notes`, tokens.support)).json();
    expect(notes.total).toBe(2);
    expect(notes.data.map((n: { body: string }) => n.body)).toEqual([
      '会員証の再発行を案内済み',
      '電話で住所変更の相談あり',
    ]);
    expect((await admin('GET', `members/${april}/notes`, tokens.support)).json().total).toBe(0);
    expect((await admin('POST', `members/${march}/notes`, tokens.editor, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await admin('POST', 'members/999999/notes', tokens.support, { body: 'x' })).statusCode).toBe(404);

    const log = (await admin('GET', 'audit-logs?resource=members&action=note', tokens.owner)).json();
    expect(log.data).toHaveLength(2);
    expect(log.data[1]).toMatchObject({
      operatorEmail: 'support@example.jp',
      resourceId: String(march),
      after: { body: '電話で住所変更の相談あり' },
    });
  });
});

describe('console members: お詫び延長', () => {
  it('moves a paid member’s period and next billing on by N days, with the reason in the audit log', async () => {
    const [paid] = await t.db.db.select().from(users).where(eq(users.email, 'paid@example.jp'));
    const before = (await admin('GET', `members/${paid!.id}`, tokens.support)).json();
    const live = before.subscriptions[0];

    const noReason = await admin('POST', `members/${paid!.id}/extension`, tokens.support, {
      days: 3,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toMatch(/入力してください/);
    for (const days of [0, 366, 1.5]) {
      const res = await admin('POST', `members/${paid!.id}/extension`, tokens.support, {
        days,
        reason: '障害',
      });
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.body).toContain('延長する日数は1日から365日');
    }

    const res = await admin('POST', `members/${paid!.id}/extension`, tokens.support, {
      days: 7,
      reason: '配信障害のお詫び',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().subscriptions[0];
    const week = 7 * 86_400_000;
    expect(Date.parse(after.end) - Date.parse(live.end)).toBe(week);
    if (live.nextBillingDate)
      expect(Date.parse(after.nextBillingDate) - Date.parse(live.nextBillingDate)).toBe(week);

    const log = (await admin('GET', 'audit-logs?resource=members&action=extend', tokens.owner)).json();
    expect(log.data[0]).toMatchObject({
      operatorEmail: 'support@example.jp',
      resourceId: String(paid!.id),
      before: { end: live.end },
      after: { end: after.end, days: 7, reason: '配信障害のお詫び' },
    });
  });

  it('refuses a member with no live paid period, and an editor, changing nothing', async () => {
    const res = await admin('POST', `members/${april}/extension`, tokens.support, {
      days: 7,
      reason: 'お詫び',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('有料会員の期間中の会員だけ延長できます。');
    expect(
      (await admin('POST', `members/${april}/extension`, tokens.editor, { days: 7, reason: 'x' })).statusCode,
    ).toBe(403);
    const log = (await admin('GET', 'audit-logs?resource=members&action=extend', tokens.owner)).json();
    expect(log.data).toHaveLength(1);
  });
});
