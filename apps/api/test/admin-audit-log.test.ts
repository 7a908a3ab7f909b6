import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, operators } from '../src/db/schema/index.ts';
import { adminRequest, operatorTokens, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const admin = (method: string, path: string, token: string | undefined) =>
  adminRequest(t, method, path, token);
const ids: Record<string, number> = {};

type Entry = { id: number; operatorEmail: string; resource: string; action: string; createdAt: string };

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
  const { db } = t.db;
  for (const row of await db.select().from(operators)) ids[row.email] = row.id;
  await db.delete(auditLogs);
  const row = (
    email: string,
    action: string,
    resource: string,
    at: string,
    before: unknown,
    after: unknown,
  ) => ({
    companyId: t.app.config.companyId,
    operatorId: ids[email]!,
    operatorEmail: email,
    action,
    resource,
    resourceId: '1',
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
    createdAt: new Date(at),
  });
  await db
    .insert(auditLogs)
    .values([
      row('editor@example.jp', 'draw', 'drawEvents', '2026-10-01T10:00:00+09:00', null, { drawnAt: 'x' }),
      row(
        'editor@example.jp',
        'publish',
        'news',
        '2026-10-15T10:00:00+09:00',
        { status: 'draft' },
        { status: 'published' },
      ),
      row(
        'shop@example.jp',
        'update',
        'products',
        '2026-11-01T10:00:00+09:00',
        { title: '旧：名前！' },
        { title: '新：名前！' },
      ),
    ]);
}, 60_000);
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await admin('GET', `audit-logs?${query}`, tokens.owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number };
};

describe('admin API: the audit log', () => {
  it('filters by operator, resource and period, newest first', async () => {
    const everything = await list('');
    expect(everything.data.map((e) => e.action)).toEqual(['update', 'publish', 'draw']);
    expect((await list(`operatorId=${ids['editor@example.jp']}`)).data.map((e) => e.action)).toEqual([
      'publish',
      'draw',
    ]);
    expect((await list('resource=products')).data.map((e) => e.operatorEmail)).toEqual(['shop@example.jp']);
    const october = await list(
      `from=${encodeURIComponent('2026-10-10T00:00:00+09:00')}&to=${encodeURIComponent('2026-10-31T23:59:59+09:00')}`,
    );
    expect(october).toMatchObject({ total: 1, data: [{ action: 'publish', resource: 'news' }] });
  });

  it('exports the filtered entries as one CSV in Japanese, itself one entry of the log', async () => {
    const res = await admin('GET', `audit-logs-export?operatorId=${ids['editor@example.jp']}`, tokens.owner);
    expect(res.statusCode, res.body).toBe(200);
    const { csv, rows, total, filename } = res.json() as {
      csv: string;
      rows: number;
      total: number;
      filename: string;
    };
    expect({ rows, total }).toEqual({ rows: 2, total: 2 });
    expect(filename).toMatch(/^audit-logs-\d{8}\.csv$/);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日時,運営者,対象,ID,操作,項目,変更前,変更後');
    expect(lines[1]).toBe('2026/10/15 10:00:00,editor@example.jp,お知らせ,1,公開,状態,draft,published');
    expect(lines[2]).toContain('抽選イベント,1,抽選を実行,抽選日時,,x');
    const exports = await t.db.db.select().from(auditLogs).where(eq(auditLogs.action, 'export'));
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({
      resource: 'auditLogs',
      operatorEmail: 'owner@example.jp',
      after: { filter: { operatorId: ids['editor@example.jp'] }, rows: 2, total: 2 },
    });
  });

  it('keeps text as typed in the export', async () => {
    const { csv } = (await admin('GET', 'audit-logs-export?resource=products', tokens.owner)).json() as {
      csv: string;
    };
    expect(csv).toContain('旧：名前！,新：名前！');
  });

  it('is the owner’s only', async () => {
    for (const role of ['editor', 'shop', 'support'])
      expect((await admin('GET', 'audit-logs-export', tokens[role])).statusCode).toBe(403);
  });
});
