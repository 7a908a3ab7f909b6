import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRewards, rewardEvents } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

describe('event rewards (stamp rally)', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
    const [event] = await t.db.db
      .insert(rewardEvents)
      .values({ companyId: 3, name: '5周年スタンプラリー（テスト）' })
      .returning();
    eventId = event!.id;
    const stamp = (name: string, code: string, order: number) => ({
      eventId,
      type: 'stamp' as const,
      name,
      qrCodeValue: code,
      order,
      iconUrlLocked: '/locked.png',
      iconUrlUnlocked: '/unlocked.png',
    });
    await t.db.db.insert(eventRewards).values([
      stamp('入口', 'TEST-RALLY-GATE', 1),
      stamp('物販', 'TEST-RALLY-SHOP', 2),
      { eventId, type: 'content', name: '特典動画', membershipType: 'all', videoUrl: '/videos/thanks.mp4' },
      {
        eventId,
        type: 'content',
        name: '会員限定動画',
        membershipType: 'paid',
        videoUrl: '/videos/paid.mp4',
      },
    ]);
  });
  afterAll(() => t.close());

  it('hides stamp codes until earned, earns each stamp once, and opens content when complete', async () => {
    const member = await createMember(t);
    const earn = (code: string) =>
      api.post(`users/events/${eventId}/rewards/earn`, { qRCodeValue: code }, member.token);
    const first = await api.get(`users/events/${eventId}/rewards`, member.token);
    expect(
      first
        .json()
        .stamps.map((s: { qRCodeValue: string | null; isAcquired: boolean }) => [
          s.qRCodeValue,
          s.isAcquired,
        ]),
    ).toEqual([
      [null, false],
      [null, false],
    ]);
    expect((await earn('WRONG')).json()).toEqual({
      message: 'このQRコードはスタンプラリーの対象ではありません。',
    });
    const gate = await earn(' TEST-RALLY-GATE ');
    expect(gate.json().stamps[0]).toMatchObject({ isAcquired: true, qRCodeValue: 'TEST-RALLY-GATE' });
    expect(gate.json().contents[0]).toMatchObject({ isAcquired: false, videoURL: null });
    expect((await earn('TEST-RALLY-GATE')).json()).toEqual({ message: 'このスタンプはすでに獲得済みです。' });
    const done = await earn('TEST-RALLY-SHOP');
    expect(done.json().contents).toMatchObject([
      { name: '特典動画', isAcquired: true, videoURL: '/videos/thanks.mp4' },
      { name: '会員限定動画', isAcquired: false, videoURL: null },
    ]);
    // Another member's progress is their own.
    const other = await createMember(t);
    expect((await api.get(`users/events/${eventId}/rewards`, other.token)).json().stamps[0].isAcquired).toBe(
      false,
    );
  });

  it('answers 404 for unknown events and 400 for empty codes', async () => {
    const member = await createMember(t);
    expect((await api.get('users/events/99999/rewards', member.token)).statusCode).toBe(404);
    expect(
      (await api.post(`users/events/${eventId}/rewards/earn`, { qRCodeValue: '' }, member.token)).statusCode,
    ).toBe(400);
    expect((await api.get(`users/events/${eventId}/rewards`)).statusCode).toBe(401);
  });
});
