import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainOutbox, type TestApp } from './helpers.ts';
import { refundCases } from './refund-suite.ts';

describe('refunds (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 60_000);
  afterAll(() => t.close());
  refundCases(() => ({ app: t.app, db: t.db }));

  it('mails the fan 返金のお知らせ for each refund, through the outbox', async () => {
    await drainOutbox(t);
    const mails = t.mailer.sent.filter((m) => m.subject.includes('返金のお知らせ'));
    // Two for the card order, one each for the role check, the concurrent ones, points (two),
    // membership (two) and konbini: every refund that succeeded.
    expect(mails.length).toBeGreaterThanOrEqual(8);
    const partial = mails.find((m) => m.text.includes('ご注文の代金の一部を返金しました。'));
    expect(partial?.text).toContain('返金額');
    expect(partial?.text).toContain('クレジットカード');
    const transfer = mails.find((m) => m.text.includes('銀行振込'));
    expect(transfer?.text).toContain('みずほ銀行 渋谷支店 普通 ***4567');
    expect(transfer?.text).not.toContain('1234567');
    const points = mails.find((m) => m.text.includes('すでに投票に使われた'));
    expect(points?.text).toContain('未使用の40pt');
    expect(mails.some((m) => m.text.includes('ご注文の代金を全額返金しました。'))).toBe(true);
  });
});
