import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { checkCard, luhn } from '../src/payments/sandbox-cards.ts';
import { createSandboxProvider, type SandboxProvider } from '../src/payments/sandbox-provider.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { freshTestDb } from './test-db.ts';

const KEY = 'sandbox-token-api-key';
const card = (card_number: string, extra: Record<string, string> = {}) => ({
  card_number,
  card_expire: '12/30',
  security_code: '123',
  lang: 'ja',
  token_api_key: KEY,
  ...extra,
});

describe('sandbox card checks', () => {
  it('knows the documented test cards and the check digit', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
    expect(checkCard(card('4000000000000002'), KEY)).toMatchObject({ ok: true, outcome: 'decline' });
    expect(checkCard(card('4000000000003220'), KEY)).toMatchObject({
      ok: true,
      outcome: 'tds',
      masked: '400000********20',
    });
  });

  it('fails with the provider’s codes', () => {
    expect(checkCard(card(''), KEY)).toMatchObject({ ok: false, code: 'missing_card_number' });
    expect(checkCard(card('4111-1111'), KEY)).toMatchObject({ ok: false, code: 'invalid_card_number' });
    expect(checkCard(card('4111111111111112'), KEY)).toMatchObject({ ok: false, code: 'digit_check_error' });
    expect(checkCard(card('4111111111111111', { card_expire: '13/30' }), KEY)).toMatchObject({
      code: 'invalid_card_expire',
    });
    expect(checkCard(card('4111111111111111', { card_expire: '01/20' }), KEY)).toMatchObject({
      code: 'invalid_card_expire',
    });
    expect(checkCard(card('4111111111111111', { security_code: '12' }), KEY)).toMatchObject({
      code: 'invalid_security_code',
    });
    expect(checkCard(card('4111111111111111', { card_holder: '山田 花子' }), KEY)).toMatchObject({
      code: 'invalid_cardholder_name',
    });
    expect(checkCard(card('4111111111111111', { token_api_key: 'wrong' }), KEY)).toMatchObject({
      code: 'invalid_token_api_key',
    });
  });
});

describe('sandbox provider', () => {
  let handle: DbHandle;
  let provider: SandboxProvider;
  const token = async (number: string) => {
    const { httpStatus, body } = await provider.createToken(card(number));
    expect(httpStatus).toBe(200);
    return body.token!;
  };

  beforeAll(async () => {
    handle = await freshTestDb();
    provider = createSandboxProvider(handle.db, {
      publicUrl: 'http://localhost:3000',
      paymentTokenApiKey: KEY,
    });
  });
  afterAll(() => handle.close());

  it('charges a good card once: a token is single use', async () => {
    const tok = await token('4111111111111111');
    expect(await provider.charge({ card: { token: tok }, amount: 1100, orderId: 'o1' })).toMatchObject({
      status: 'succeeded',
      maskedCardNumber: '411111********11',
    });
    expect(await provider.charge({ card: { token: tok }, amount: 1100, orderId: 'o1' })).toMatchObject({
      status: 'failed',
      code: 'invalid_token',
    });
  });

  it('declines the decline card and asks for 3-D Secure for the 3-D Secure card', async () => {
    expect(
      await provider.charge({ card: { token: await token('4000000000000002') }, amount: 500, orderId: 'o2' }),
    ).toMatchObject({ status: 'failed', code: 'card_declined' });
    expect(
      await provider.charge({ card: { token: await token('4000000000003220') }, amount: 500, orderId: 'o3' }),
    ).toMatchObject({ status: 'requires_tds' });
  });

  it('expires tokens after 15 minutes', async () => {
    const { body } = await provider.createToken(
      card('4111111111111111'),
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expect(await provider.charge({ card: { token: body.token! }, amount: 100, orderId: 'o4' })).toMatchObject(
      { status: 'failed', code: 'invalid_token' },
    );
  });

  it('runs 3-D Secure: confirm fails before the challenge and succeeds after it', async () => {
    const start = await provider.startTds({
      card: { token: await token('4000000000003220') },
      amount: 5500,
      redirectionUrl: 'http://localhost:3000/order/tds-return',
    });
    if (!('orderId' in start)) throw new Error('start failed');
    expect(start.authStartUrl).toBe(`http://localhost:3000/sandbox-pay/3ds/${start.orderId}`);
    expect(await provider.confirmTds(start.orderId)).toMatchObject({
      status: 'failed',
      code: 'tds_not_authenticated',
    });
    expect(await provider.completeChallenge(start.orderId, true)).toEqual({
      redirectionUrl: 'http://localhost:3000/order/tds-return',
    });
    const confirmed = await provider.confirmTds(start.orderId);
    expect(confirmed).toMatchObject({ status: 'succeeded', cardReference: expect.stringMatching(/^card_/) });
    // A stored card charges later renewals without a new challenge.
    if (confirmed.status !== 'succeeded' || !confirmed.cardReference) throw new Error('no card');
    expect(
      await provider.charge({
        card: { reference: confirmed.cardReference },
        amount: 550,
        orderId: 'renew',
        merchantInitiated: true,
      }),
    ).toMatchObject({ status: 'succeeded' });
    // Confirming twice never captures twice.
    expect(await provider.confirmTds(start.orderId)).toMatchObject({ status: 'failed' });
  });

  it('sends a card that needs no challenge straight back to the site (frictionless)', async () => {
    const start = await provider.startTds({
      card: { token: await token('4111111111111111') },
      amount: 1100,
      redirectionUrl: 'http://localhost:3000/order/tds-return',
    });
    if (!('orderId' in start)) throw new Error('start failed');
    expect(start.authStartUrl).toBe(`http://localhost:3000/order/tds-return?orderId=${start.orderId}`);
    expect(await provider.confirmTds(start.orderId)).toMatchObject({ status: 'succeeded' });
  });

  it('declines a frictionless card at confirm', async () => {
    const start = await provider.startTds({
      card: { token: await token('4000000000000002') },
      amount: 1100,
      redirectionUrl: 'http://localhost:3000/order/tds-return',
    });
    if (!('orderId' in start)) throw new Error('start failed');
    expect(new URL(start.authStartUrl).pathname).toBe('/order/tds-return');
    expect(await provider.confirmTds(start.orderId)).toMatchObject({
      status: 'failed',
      code: 'card_declined',
    });
  });
});

describe('sandbox token endpoint and challenge page over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the VeriTrans-shaped token response, 400 on failure, without a company-id header', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: card('4111111111111111'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'success',
      code: 'success',
      req_card_number: '411111********11',
      token: expect.any(String),
      token_expire_date: expect.stringMatching(/^\d{14}$/),
    });
    expect(ok.headers['access-control-allow-origin']).toBeUndefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: card('4111111111111112'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 'failure',
      code: 'digit_check_error',
      message: 'カード番号が正しくありません。',
      token: null,
      token_expire_date: null,
      req_card_number: null,
    });
  });

  it('serves an accessible Japanese challenge page that returns the browser to the site', async () => {
    const tok = (
      await t.app.inject({ method: 'POST', url: '/sandbox-pay/tokens', payload: card('4000000000003220') })
    ).json().token;
    const provider = createSandboxProvider(t.db.db, t.config);
    const start = await provider.startTds({
      card: { token: tok },
      amount: 3300,
      redirectionUrl: 'http://localhost:3000/order/tds-return',
    });
    if (!('orderId' in start)) throw new Error('start failed');
    const page = await t.app.inject({ method: 'GET', url: new URL(start.authStartUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('<label for="code">認証コード</label>');
    expect(page.body).toContain('¥3,300');
    expect(page.body).not.toMatch(/<script/i);

    const wrong = await t.app.inject({
      method: 'POST',
      url: new URL(start.authStartUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=0000&action=authenticate',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert">認証コードが正しくありません。');

    const pass = await t.app.inject({
      method: 'POST',
      url: new URL(start.authStartUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=1234&action=authenticate',
    });
    expect(pass.statusCode).toBe(303);
    expect(pass.headers.location).toBe(`http://localhost:3000/order/tds-return?orderId=${start.orderId}`);
    expect(await provider.confirmTds(start.orderId)).toMatchObject({ status: 'succeeded' });
  });
});
