import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayGifts, subscriptions } from '../src/db/schema/index.ts';
import { inBirthMonth, tokyoToday } from '../src/lib/dates.ts';
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

  /** A birth date in the month `shift` months after this month in Japan (0: this month). */
  const bornInMonth = (shift: number) => {
    const month = ((tokyoToday().month - 1 + shift) % 12) + 1;
    return { month, birthDate: `1995-${String(month).padStart(2, '0')}-01` };
  };

  it('offers a paid member the gift of their birth month and lets them receive it once', async () => {
    const { month, birthDate } = bornInMonth(0);
    const member = await paidMember(birthDate);
    const list = await api.get('users/birthday-gifts', member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((g: { month: number }) => g.month)).toEqual(
      fixtures.birthdayGifts.filter((g) => g.month === month).map(() => month),
    );
    const gift = list.json().data[0] as { id: number };
    const other = fixtures.birthdayGifts.find((g) => g.month !== month)!;
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

  it("offers a paid member no birthday gift outside their birth month, not even their own month's", async () => {
    // A fan born six months from now (a May-born fan in November): nothing offered, nothing received.
    const { month, birthDate } = bornInMonth(6);
    const member = await paidMember(birthDate);
    expect((await api.get('users/birthday-gifts', member.token)).json()).toEqual({ data: [], total: 0 });
    const own = fixtures.birthdayGifts.find((g) => g.month === month)!;
    expect(
      (await api.patch('users/received-gifts', { birthdayGiftId: own.id }, member.token)).json(),
    ).toEqual({ message: 'このギフトは受け取れません。' });
    // Nor the month before or after: the gift waits for the birth month itself.
    for (const shift of [-1, 1]) {
      const near = await paidMember(bornInMonth(shift + 12).birthDate);
      expect((await api.get('users/birthday-gifts', near.token)).json().total).toBe(0);
    }
  });

  it('counts the birth month in Japan time, from the 1st 00:00 to the last day 23:59', () => {
    // 2026-04-30 15:00 UTC is 1 May 00:00 in Japan: a May-born fan's month has begun.
    expect(inBirthMonth('1995-05-21', new Date('2026-04-30T14:59:59Z'))).toBe(false);
    expect(inBirthMonth('1995-05-21', new Date('2026-04-30T15:00:00Z'))).toBe(true);
    expect(inBirthMonth('1995-05-21', new Date('2026-05-31T14:59:59Z'))).toBe(true);
    expect(inBirthMonth('1995-05-21', new Date('2026-05-31T15:00:00Z'))).toBe(false);
    expect(inBirthMonth('1995-05-21', new Date('2026-11-15T03:00:00Z'))).toBe(false);
    expect(inBirthMonth('2000-12-31', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('offers no birthday gift to a free member', async () => {
    const member = await createMember(t, { birthDate: bornInMonth(0).birthDate });
    expect((await api.get('users/birthday-gifts', member.token)).json()).toEqual({ data: [], total: 0 });
    const [gift] = await t.db.db.select().from(birthdayGifts);
    expect(
      (await api.patch('users/received-gifts', { birthdayGiftId: gift!.id }, member.token)).statusCode,
    ).toBe(400);
  });
});
