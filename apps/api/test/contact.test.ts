import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, pageViews } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller } from './member-helpers.ts';

describe('inquiries and page views', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
  });
  afterAll(() => t.close());

  it('stores an inquiry and mails it to the operator', async () => {
    const res = await api.post('inquiries', {
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      email: 'hanako@example.jp',
      orderNumber: 'A-100',
      content: 'チケットの発送日を教えてください。',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'お問い合わせを受け付けました。担当者からの連絡をお待ちください。',
    });
    const rows = await t.db.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '山田 花子',
      email: 'hanako@example.jp',
      orderNumber: 'A-100',
      companyId: 3,
    });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('info@localhost');
    expect(mail.subject).toContain('山田 花子');
    expect(mail.text).toContain('チケットの発送日を教えてください。');
  });

  it('refuses a bad inquiry with a Japanese message and stores nothing', async () => {
    const before = (await t.db.db.select().from(inquiries)).length;
    const res = await api.post('inquiries', { name: '山田', email: 'not-an-email', content: '質問' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'メールアドレスの形式が正しくありません。' });
    expect(
      (await api.post('inquiries', { name: '山田', email: 'a@example.jp', content: '' })).json(),
    ).toEqual({ message: '入力してください。' });
    expect(await t.db.db.select().from(inquiries)).toHaveLength(before);
  });

  it('records page views, refusing empty paths', async () => {
    expect(
      (await api.post('page-views', { path: '/news/3', referrer: 'https://x.example/' })).statusCode,
    ).toBe(200);
    expect((await api.post('page-views', { path: '' })).statusCode).toBe(400);
    const rows = await t.db.db.select().from(pageViews).where(eq(pageViews.path, '/news/3'));
    expect(rows).toMatchObject([{ referrer: 'https://x.example/', userId: null }]);
  });

  it("takes the page-view beacon's company id from the query (sendBeacon sets no header), and only there", async () => {
    const beacon = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ path: '/notice/7' }),
      });
    expect((await beacon('/api/v1/page-views?company-id=3')).statusCode).toBe(200);
    expect((await beacon('/api/v1/page-views?company-id=4')).statusCode).toBe(400);
    expect((await beacon('/api/v1/page-views')).statusCode).toBe(400);
    // Any other call still needs the header.
    expect((await beacon('/api/v1/inquiries?company-id=3')).statusCode).toBe(400);
    const rows = await t.db.db.select().from(pageViews).where(eq(pageViews.path, '/notice/7'));
    expect(rows).toHaveLength(1);
  });
});
