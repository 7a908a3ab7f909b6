import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, createTestApp, headers, operatorTokens, type TestApp } from './helpers.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof operatorTokens>>;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  tokens = await operatorTokens(t);
}, 60_000);
afterAll(() => t.close());

interface Faq {
  id: number;
  question: string;
  answer: string;
  displayOrder: number;
}

/** What a guest's /q&a reads: the questions in the order the page shows them. */
const guestFaqs = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/faqs', headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Faq[]; total: number };
};
const questions = async () => (await guestFaqs()).data.map((faq) => faq.question);

describe('Q&A (/q&a) kept in the console', () => {
  it('shows a guest the seeded questions in their display order, answers as HTML', async () => {
    const list = await guestFaqs();
    expect(list.data.map((faq) => faq.question)).toEqual(fixtures.faqs.map((faq) => faq.question));
    expect(list.total).toBe(6);
    expect(list.data[0]).toMatchObject({
      question: '会員登録に費用はかかりますか？',
      answer: expect.stringContaining('<p>無料会員の登録は無料です。'),
    });
  });

  it('shows what an editor adds, in its place, and hides a draft', async () => {
    // The list is cached: a write that did not invalidate it would leave the old answer showing.
    expect(await questions()).not.toContain('チケットの先行受付について教えてください。');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/faqs', headers: headers() });
    expect(again.headers['x-cache']).toBe('hit');

    const created = await adminRequest(t, 'POST', 'content/faqs', tokens.editor, {
      question: 'チケットの先行受付について教えてください。',
      answer: '<p>有料会員の方は<a href="/contact">お問い合わせ</a>ください。</p>',
      displayOrder: 2,
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const shown = await questions();
    // Order 2 ties with the second seeded question: the older row comes first.
    expect(shown.slice(0, 3)).toEqual([
      '会員登録に費用はかかりますか？',
      '登録用のメールが届きません。',
      'チケットの先行受付について教えてください。',
    ]);
    expect((await guestFaqs()).data.find((faq) => faq.id === id)?.answer).toContain('href="/contact"');

    const drafted = await adminRequest(t, 'PATCH', `content/faqs/${id}`, tokens.editor, {
      question: 'チケットの先行受付について教えてください。',
      answer: '',
      displayOrder: 0,
      status: 'draft',
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(drafted.json()).toMatchObject({ status: 'draft', displayOrder: 0 });
    expect(await questions()).not.toContain('チケットの先行受付について教えてください。');
    expect(await questions()).toHaveLength(6);

    // The console still lists the draft, first by its order.
    const listed = (await adminRequest(t, 'GET', 'content/faqs', tokens.support)).json();
    expect(listed.data[0]).toMatchObject({
      id,
      question: 'チケットの先行受付について教えてください。',
      status: 'draft',
    });
  });

  it('refuses a question without words in Japanese and changes nothing', async () => {
    const before = await questions();
    const refused = await adminRequest(t, 'POST', 'content/faqs', tokens.editor, {
      question: '',
      answer: '<p>回答</p>',
      displayOrder: 1,
      status: 'published',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^質問: /);
    expect((await adminRequest(t, 'POST', 'content/faqs', tokens.shop, {})).statusCode).toBe(403);
    expect(await questions()).toEqual(before);
  });
});
