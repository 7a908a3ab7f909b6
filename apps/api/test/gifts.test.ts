import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayGifts, subscriptions } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

describe('gift posts and birthday gifts', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const paidMember = async (birthDate: string) => {
    const member = await createMember(t, { birthDate });
    const now = Date.now();
    await t.db.db.insert(subscriptions).values({
      userId: member.id,
      planId: 1,
      name: '月額プラン',
      price: 500,
      taxRate: 10,
      cycleType: 'month',
      cycleValue: 1,
      status: 'active',
      start: new Date(now - 86_400_000),
      end: new Date(now + 20 * 86_400_000),
      nextBillingDate: new Date(now + 20 * 86_400_000),
    });
    return member;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  it('lists gift posts with their images, newest first or in the asked order', async () => {
    const member = await createMember(t);
    expect((await api.get('users/gift-posts')).statusCode).toBe(401);
    const desc = (await api.get('users/gift-posts?limit=100', member.token)).json();
    expect(desc.total).toBe(fixtures.giftPosts.length);
    const times = desc.data.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = (await api.get('users/gift-posts?sortBy=id&sortDir=asc&limit=100', member.token))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(byId).toEqual([...byId].sort((a: number, b: number) => a - b));
    const first = fixtures.giftPosts[0]!;
    const detail = await api.get(`users/gift-posts/${first.id}`, member.token);
    expect(detail.json()).toMatchObject({
      id: first.id,
      title: first.title,
      giftPostImages: first.giftPostImages.map((i) => ({ id: i.id, url: i.url })),
    });
    expect((await api.get('users/gift-posts/99999', member.token)).statusCode).toBe(404);
  });

  it('offers a paid member the gift of their birth month and lets them receive it once', async () => {
    const member = await paidMember('1995-07-21');
    const list = await api.get('users/birthday-gifts', member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((g: { month: number }) => g.month)).toEqual(
      fixtures.birthdayGifts.filter((g) => g.month === 7).map(() => 7),
    );
    const gift = list.json().data[0] as { id: number };
    const other = fixtures.birthdayGifts.find((g) => g.month !== 7)!;
    expect(
      (await api.patch('users/received-gifts', { birthdayGiftId: other.id }, member.token)).json(),
    ).toEqual({ message: 'このギフトは受け取れません。' });
    const received = await api.patch('users/received-gifts', { birthdayGiftId: gift.id }, member.token);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ id: member.id, isReceivedGift: true });
    expect(
      (await api.patch('users/received-gifts', { birthdayGiftId: gift.id }, member.token)).json(),
    ).toEqual({ message: 'バースデーギフトはすでに受け取り済みです。' });
    expect((await api.patch('users/received-gifts', { birthdayGiftId: 'x' }, member.token)).statusCode).toBe(
      400,
    );
  });

  it('offers no birthday gift to a free member', async () => {
    const member = await createMember(t, { birthDate: '1995-07-21' });
    expect((await api.get('users/birthday-gifts', member.token)).json()).toEqual({ data: [], total: 0 });
    const [gift] = await t.db.db.select().from(birthdayGifts);
    expect(
      (await api.patch('users/received-gifts', { birthdayGiftId: gift!.id }, member.token)).statusCode,
    ).toBe(400);
  });
});
