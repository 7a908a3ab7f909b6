import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { compactVerify, decodeJwt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCardSigner } from '../src/auth/card-signature.ts';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

const DAY = 86_400_000;

describe('membership card (会員証)', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const subscribe = async (userId: number, status: 'active' | 'expired', start: Date, end: Date) =>
    t.db.db.insert(subscriptions).values({
      userId,
      planId: 1,
      name: '月額プラン',
      price: 500,
      taxRate: 10,
      cycleType: 'month',
      cycleValue: 1,
      status,
      start,
      end,
      nextBillingDate: status === 'active' ? end : null,
    });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  it('gave the demo members the fixtures’ numbers and gives every new member the next one', async () => {
    const seeded = await t.db.db
      .select({ id: users.id, n: users.memberNumber })
      .from(users)
      .orderBy(users.id);
    expect(seeded.slice(0, 2).map((row) => row.n)).toEqual([10000001, 10000002]);
    const a = await createMember(t);
    const b = await createMember(t);
    const [rowA] = await t.db.db.select().from(users).where(eq(users.id, a.id));
    const [rowB] = await t.db.db.select().from(users).where(eq(users.id, b.id));
    expect(rowA!.memberNumber).toBeGreaterThan(10000002);
    expect(rowB!.memberNumber).toBe(rowA!.memberNumber + 1);
    const me = (await api.get('users/membership-card', a.token)).json();
    expect(me.memberNumber).toBe(String(rowA!.memberNumber));
  });

  it('needs a session', async () => {
    expect((await api.get('users/membership-card')).statusCode).toBe(401);
  });

  it('shows a paid member’s plan, period and years, with a QR the venue can verify', async () => {
    const member = await createMember(t, { nickName: 'ひかり' });
    const now = Date.now();
    const end = new Date(now + 20 * DAY);
    await subscribe(member.id, 'active', new Date(now - 800 * DAY), end);
    const res = await api.get('users/membership-card', member.token);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      nickName: 'ひかり',
      rank: 'paid',
      planName: '月額プラン',
      validUntil: end.toISOString(),
      continuationYears: 2,
    });
    // The current code: this member, this 30-second step, good for one more step at most.
    const claims = decodeJwt(card.qr);
    expect(claims).toMatchObject({ sub: card.memberNumber, rank: 'paid', iss: 'fanclub-card', copy: 'live' });
    expect(claims.iat).toBe((claims.step as number) * 30);
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(Date.parse(card.qrExpiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(Date.parse(card.qrExpiresAt) - Date.now()).toBeGreaterThan(25_000);
    // The offline copy: signed now, good for 72 hours.
    const copy = decodeJwt(card.offlineQr);
    expect(copy).toMatchObject({ sub: card.memberNumber, copy: 'offline' });
    expect(copy.exp! - copy.iat!).toBe(72 * 3600);

    const check = await api.post('membership-card/verify', { token: card.qr });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      memberNumber: card.memberNumber,
      rank: 'paid',
      expiresAt: new Date(claims.exp! * 1000).toISOString(),
      message: '有効な会員証です（有料会員）。',
      status: 'valid',
      copy: 'live',
      issuedAt: new Date(claims.iat! * 1000).toISOString(),
      firstCheckedAt: null,
    });

    // Offline at the door: the public key alone checks the signature.
    const jwk = (await api.get('membership-card/public-key')).json();
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    const { payload } = await compactVerify(card.qr, await importJWK(jwk, 'EdDSA'));
    expect(JSON.parse(new TextDecoder().decode(payload)).sub).toBe(card.memberNumber);
    expect(createPublicKey({ key: jwk, format: 'jwk' }).asymmetricKeyType).toBe('ed25519');
  });

  it('the code on the page changes with each 30-second step; one step’s code is one string', async () => {
    const member = await createMember(t);
    const signer = createCardSigner(t.config.jwtSecret);
    const at = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
    const a = await signer.signLive({ memberNumber: '10000999', rank: 'free' }, at);
    const b = await signer.signLive(
      { memberNumber: '10000999', rank: 'free' },
      new Date(at.getTime() + 20_000),
    );
    const c = await signer.signLive(
      { memberNumber: '10000999', rank: 'free' },
      new Date(at.getTime() + 30_000),
    );
    expect(b.token).toBe(a.token);
    expect(c.token).not.toBe(a.token);
    // Two loads of the card a step apart show two codes.
    const first = (await api.get('users/membership-card', member.token)).json();
    const wait = 30_000 - (Date.now() % 30_000) + 50;
    vi.useFakeTimers({ now: Date.now() + wait, toFake: ['Date'] });
    try {
      const second = (await api.get('users/membership-card', member.token)).json();
      expect(second.qr).not.toBe(first.qr);
      expect(decodeJwt(second.qr).step).toBe((decodeJwt(first.qr).step as number) + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a free member’s card and an ended plan as expired', async () => {
    const free = await createMember(t);
    const freeCard = (await api.get('users/membership-card', free.token)).json();
    expect(freeCard).toMatchObject({
      rank: 'free',
      planName: null,
      validUntil: null,
      continuationYears: null,
    });
    expect(Date.parse(freeCard.offlineQrExpiresAt) - Date.now()).toBeGreaterThan(71 * 3600 * 1000);

    const lapsed = await createMember(t);
    const ended = new Date(Date.now() - 3 * DAY);
    await subscribe(lapsed.id, 'expired', new Date(Date.now() - 400 * DAY), ended);
    const card = (await api.get('users/membership-card', lapsed.token)).json();
    expect(card).toMatchObject({ rank: 'expired', planName: '月額プラン', validUntil: ended.toISOString() });
    expect((await api.post('membership-card/verify', { token: card.qr })).json()).toMatchObject({
      valid: false,
      rank: 'expired',
      status: 'expired',
    });
  });

  it('refuses forged, altered, foreign and expired tokens, in Japanese', async () => {
    const member = await createMember(t);
    const card = (await api.get('users/membership-card', member.token)).json();
    const [head, body, sig] = card.qr.split('.');
    const other = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...other, rank: 'paid' })).toString('base64url')}.${sig}`;
    const foreign = await createCardSigner(new TextEncoder().encode('another-site-secret')).signOffline({
      memberNumber: card.memberNumber,
      rank: 'paid',
      expiresAt: new Date(Date.now() + DAY),
    });
    const expired = await createCardSigner(t.config.jwtSecret).signOffline(
      { memberNumber: card.memberNumber, rank: 'free', expiresAt: new Date(Date.now() - 60_000) },
      new Date(Date.now() - DAY),
    );
    for (const token of [altered, foreign.token, expired.token, 'not-a-token', card.qr.slice(0, -4)]) {
      const res = await api.post('membership-card/verify', { token });
      expect(res.statusCode, token).toBe(200);
      expect(res.json()).toMatchObject({
        valid: false,
        memberNumber: token === expired.token ? card.memberNumber : null,
        rank: null,
        status: 'invalid',
        message: 'この会員証は確認できませんでした。表示期限切れか、正しくない会員証です。',
      });
    }
    // A genuine token of a member who has left: signed, but nobody to admit.
    const gone = await createCardSigner(t.config.jwtSecret).signOffline({
      memberNumber: '99999999',
      rank: 'paid',
      expiresAt: new Date(Date.now() + DAY),
    });
    expect((await api.post('membership-card/verify', { token: gone.token })).json()).toMatchObject({
      valid: false,
      status: 'member_gone',
      message: 'この会員番号の会員は登録されていません。',
    });
    expect((await api.post('membership-card/verify', {})).statusCode).toBe(400);
  });
});
