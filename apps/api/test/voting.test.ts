import { fixtures } from '@fanclub/fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '@fanclub/domain/answers';
import {
  pointLedger,
  refreshTokens,
  votes,
  votingEventProfiles,
  votingEvents,
  votingPackagePurchases,
  votingPackages,
} from '../src/db/schema/index.ts';
import { candidatePoint } from '../src/repositories/voting.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, cardToken, createMember, TEST_CARDS } from './member-helpers.ts';

describe('voting: events, point purchases, votes and histories', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const openEvent = fixtures.votingEvents[0]!;
  const closedEvent = fixtures.votingEvents[1]!;
  const openProfile = openEvent.profiles[0]!.id;
  const buy = (token: string, extra: Record<string, unknown> = {}) =>
    api.post(
      'users/voting-packages/purchase',
      { paymentMethod: 'credit_card', votingPackageId: 1, count: 2, point: 200, price: 2200, ...extra },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  it('lists events newest first with their profiles, and a member’s own votes only with a token', async () => {
    const guest = await api.get('voting-events');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.map((e: { id: number }) => e.id)).toEqual([openEvent.id, closedEvent.id]);
    expect(guest.json().data[0].profiles[0]).toMatchObject({
      id: openProfile,
      name: openEvent.profiles[0]!.name,
    });
    expect(guest.json().data[0].votes).toEqual([]);
    const profile = await api.get(`voting-events-profile/${openProfile}`);
    expect(profile.json()).toMatchObject({
      id: openProfile,
      votingEventId: openEvent.id,
      point: openEvent.profiles[0]!.point,
    });
    expect((await api.get('voting-events-profile/9999')).statusCode).toBe(404);
    expect((await api.get('voting-events-profile/abc')).statusCode).toBe(400);
  });

  it('buys points with a new card (price checked by the server) and lists only the member’s own purchases', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const wrongPrice = await buy(a.token, { price: 1, cardToken: await cardToken(t) });
    expect(wrongPrice.json()).toEqual({ message: 'ポイントの価格が変わりました。もう一度お選びください。' });
    expect((await buy(a.token)).json()).toEqual({ message: 'カード情報を入力してください。' });
    const declined = await buy(a.token, { cardToken: await cardToken(t, TEST_CARDS.decline) });
    expect(declined.statusCode).toBe(400);
    expect(
      await t.db.db.select().from(votingPackagePurchases).where(eq(votingPackagePurchases.userId, a.id)),
    ).toHaveLength(0);

    const bought = await buy(a.token, { cardToken: await cardToken(t), idempotencyKey: 'points-key-1' });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({
      votingPackageId: 1,
      count: 2,
      point: 200,
      price: 2200,
      votingPoint: 200,
    });
    const retried = await buy(a.token, { cardToken: 'spent-token', idempotencyKey: 'points-key-1' });
    expect(retried.json()).toMatchObject({ id: bought.json().id, votingPoint: 200 });

    const list = await api.get('users/voting-packages/purchases', a.token);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: bought.json().id }] });
    expect((await api.get(`users/voting-packages/purchases/${bought.json().id}`, a.token)).statusCode).toBe(
      200,
    );
    const stolen = await api.get(`users/voting-packages/purchases/${bought.json().id}`, b.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'お探しの情報が見つかりませんでした。' });
    expect((await api.get('users/voting-packages/purchases', b.token)).json()).toEqual({
      data: [],
      total: 0,
    });
    const ledger = await t.db.db.select().from(pointLedger).where(eq(pointLedger.userId, a.id));
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([['purchase', 200]]);
  });

  it('buys with the saved card, and refuses a member without one', async () => {
    const member = await createMember(t);
    const body = { paymentMethod: 'credit_card', votingPackageId: 1, count: 1, point: 100, price: 1100 };
    expect((await api.post('users/voting-packages/purchases', body, member.token)).json()).toEqual({
      message: 'カード情報を入力してください。',
    });
    await api.post('users/credit-cards', { cardToken: await cardToken(t) }, member.token);
    const bought = await api.post('users/voting-packages/purchases', body, member.token);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ point: 100, votingPoint: 100 });
    const again = await api.post('users/voting-packages/purchases', body, member.token);
    expect(again.json()).toMatchObject({ point: 100, votingPoint: 200 });
  });

  it('answers with the balance after the purchase, which leaves out expired points', async () => {
    const member = await createMember(t);
    await t.db.db.insert(votingPackagePurchases).values({
      userId: member.id,
      votingPackageId: 1,
      count: 1,
      price: 1100,
      point: 100,
      remainingPoint: 100,
      expireDate: new Date(Date.now() - 1000),
    });
    const bought = await buy(member.token, { cardToken: await cardToken(t) });
    expect(bought.json()).toMatchObject({ point: 200, votingPoint: 200 });
  });

  it('refuses a new card that asks for 3-D Secure, with the reason, and adds no points', async () => {
    const member = await createMember(t);
    const refused = await buy(member.token, { cardToken: await cardToken(t, TEST_CARDS.tds) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'このカードは本人認証（3-Dセキュア）が必要です。' });
    expect(
      await t.db.db.select().from(votingPackagePurchases).where(eq(votingPackagePurchases.userId, member.id)),
    ).toHaveLength(0);
  });

  it('spends points on an open event, never more than held, and shows the vote in the history', async () => {
    const member = await createMember(t);
    await buy(member.token, { cardToken: await cardToken(t) });
    const [before] = await t.db.db
      .select({ point: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, openProfile));

    const voted = await api.post(
      'users/votes',
      { votingEventProfileId: openProfile, point: 150 },
      member.token,
    );
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toEqual({
      vote: { votingEventProfileId: openProfile, userId: member.id, point: 150 },
      votingPoint: 50,
    });
    const tooMuch = await api.post(
      'users/votes',
      { votingEventProfileId: openProfile, point: 51 },
      member.token,
    );
    expect(tooMuch.json()).toEqual({
      message: '投票ポイントが足りません（残り50pt）。ポイントを購入してください。',
    });
    const [after] = await t.db.db
      .select({ point: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, openProfile));
    // The refused vote left the profile's total alone.
    expect(after!.point).toBe(before!.point + 150);

    const closed = await api.post(
      'users/votes',
      { votingEventProfileId: closedEvent.profiles[0]!.id, point: 10 },
      member.token,
    );
    expect(closed.json()).toEqual({ message: 'この投票は受付期間外です。' });
    expect(
      (await api.post('users/votes', { votingEventProfileId: openProfile, point: 0 }, member.token))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.post('users/votes', { votingEventProfileId: 9999, point: 1 }, member.token)).statusCode,
    ).toBe(404);

    const events = await api.get('voting-events', member.token);
    expect(events.json().data[0].votes).toEqual([
      { votingEventProfileId: openProfile, userId: member.id, point: 150 },
    ]);
    const history = await api.get(`users/votes/histories?votingEventId=${openEvent.id}`, member.token);
    expect(history.json()).toMatchObject({
      total: 1,
      data: [
        {
          votingEventId: openEvent.id,
          votingEventProfileId: openProfile,
          point: 150,
          votingEventName: openEvent.name,
        },
      ],
    });
    expect(
      (await api.get(`users/votes/histories?votingEventId=${closedEvent.id}`, member.token)).json().total,
    ).toBe(0);
    expect((await api.get('users/votes/histories')).statusCode).toBe(401);
  });

  it('counts a vote retried with its idempotency key once, and answers the retry as the vote', async () => {
    const member = await createMember(t);
    await buy(member.token, { cardToken: await cardToken(t) });
    const total = async () =>
      (
        await t.db.db
          .select({ point: candidatePoint })
          .from(votingEventProfiles)
          .where(eq(votingEventProfiles.id, openProfile))
      )[0]!.point;
    const before = await total();
    const body = { votingEventProfileId: openProfile, point: 30, idempotencyKey: 'vote-key-0001' };
    const first = await api.post('users/votes', body, member.token);
    const again = await api.post('users/votes', body, member.token);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const answer = {
      vote: { votingEventProfileId: openProfile, userId: member.id, point: 30 },
      votingPoint: 170,
    };
    expect(first.json()).toEqual(answer);
    expect(again.json()).toEqual(answer);
    expect(await total()).toBe(before + 30);
    expect(await t.db.db.select().from(votes).where(eq(votes.userId, member.id))).toHaveLength(1);
    const ledger = await t.db.db
      .select({ delta: pointLedger.delta })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, member.id), eq(pointLedger.reason, 'vote')));
    expect(ledger).toEqual([{ delta: -30 }]);
    // Another key is another vote.
    const next = await api.post('users/votes', { ...body, idempotencyKey: 'vote-key-0002' }, member.token);
    expect(next.json()).toMatchObject({ votingPoint: 140 });
    expect(await total()).toBe(before + 60);
  });

  it('does not count expired points', async () => {
    const member = await createMember(t);
    const [pack] = await t.db.db.select().from(votingPackages).where(eq(votingPackages.id, 1));
    await t.db.db.insert(votingPackagePurchases).values({
      userId: member.id,
      votingPackageId: pack!.id,
      count: 1,
      price: 1100,
      point: 100,
      remainingPoint: 100,
      expireDate: new Date(Date.now() - 1000),
    });
    const refused = await api.post(
      'users/votes',
      { votingEventProfileId: openProfile, point: 1 },
      member.token,
    );
    expect(refused.json()).toEqual({
      message: '投票ポイントが足りません（残り0pt）。ポイントを購入してください。',
    });
  });

  it('refuses a vote whose session has ended (checked in the vote’s own statement) and counts nothing', async () => {
    const member = await createMember(t);
    await buy(member.token, { cardToken: await cardToken(t) });
    await t.db.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.userId, member.id));
    const res = await api.post('users/votes', { votingEventProfileId: openProfile, point: 1 }, member.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: answers.tokenExpired });
    expect(await t.db.db.select().from(votes).where(eq(votes.userId, member.id))).toEqual([]);
    // A token this club did not sign is refused before the body is read.
    const forged = await api.post('users/votes', { votingEventProfileId: openProfile, point: 1 }, 'x.y.z');
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a vote once the event has closed', async () => {
    const member = await createMember(t);
    await buy(member.token, { cardToken: await cardToken(t) });
    await t.db.db
      .update(votingEvents)
      .set({ closedDate: sql`now() - interval '1 minute'` })
      .where(eq(votingEvents.id, openEvent.id));
    const res = await api.post('users/votes', { votingEventProfileId: openProfile, point: 1 }, member.token);
    expect(res.json()).toEqual({ message: 'この投票は受付期間外です。' });
  });
});
