import { buildPath, endpoints, type EndpointDef } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helpers.ts';
import { headers } from '../test/helpers.ts';
import { attackApp, type Members } from './member-fixtures.ts';

/**
 * Answers that carry a token or a member's data are never kept by a cache (ASVS 14.3.2): no shared
 * proxy or CDN may serve one member's answer to another, and the browser's back-forward and disk
 * caches do not keep a signed-in screen's data after logout on a shared phone. The walk takes every
 * endpoint of the contract (endpoints.ts), so a new member call is checked the day it is declared.
 */
const carriesMemberData = (e: EndpointDef) =>
  e.auth ||
  // Sign-in, refresh and sign-up hand out tokens; the mailed links' calls name the member's address.
  e.path.startsWith('/api/v1/users/') ||
  // The card check names a member and their standing.
  e.path === endpoints.verifyMembershipCard.path;

const noStore = (value: unknown) => /(^|,)\s*no-store\s*(,|$)/.test(String(value ?? ''));

describe('member answers are never stored', () => {
  let t: TestApp;
  let m: Members;
  const member = Object.entries(endpoints).filter(([, e]) => carriesMemberData(e as EndpointDef)) as [
    string,
    EndpointDef,
  ][];

  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
  });
  afterAll(() => t.close());

  it(`covers every member call of the contract (${member.length})`, () => {
    // The calls the finding named, so the walk cannot quietly miss them.
    for (const name of [
      'signIn',
      'refreshToken',
      'signUp',
      'listOrders',
      'getOrder',
      'getMembershipCard',
      'verifyMembershipCard',
      'getCart',
      'saveCartProducts',
      'updateProfile',
      'getAnnouncementMail',
      'updateAnnouncementMail',
      'getEmailByToken',
    ])
      expect(
        member.map(([name]) => name),
        name,
      ).toContain(name);
  });

  it('every member call answers Cache-Control: no-store, whatever it answers', async () => {
    const stored: string[] = [];
    for (const [name, e] of member) {
      for (const token of [m.paid.token, undefined]) {
        const res = await t.app.inject({
          method: e.method,
          url: buildPath(e.path, { id: 1 }),
          headers: headers(token),
          ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (!noStore(res.headers['cache-control']))
          stored.push(
            `${name} (${token ? 'member' : 'guest'}): ${res.statusCode} ${res.headers['cache-control']}`,
          );
      }
    }
    expect(stored).toEqual([]);
  });

  it('the member’s own data, answered 200, is not stored: profile, card, cart, orders', async () => {
    for (const url of [
      'users/carts',
      'users/orders',
      'users/membership-card',
      'users/voting-packages/purchases',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${url}`,
        headers: headers(m.paid.token),
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      headers: headers(m.other.token),
      payload: {
        lastName: '佐藤',
        firstName: '花子',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハナコ',
        phone: '09012345678',
        zipCode: '1500001',
        prefectureId: 13,
        address1: '渋谷区',
        address2: '1-2-3',
        birthDate: '1995-04-01',
        gender: 2,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ lastName: '佐藤', phone: '09012345678' });
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('sign-in, refresh and sign-up answers (tokens, name, address, phone) are not stored', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: headers(),
      payload: { email: 'paid@example.jp', password: 'Passw0rd!' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().access_token).toBeTruthy();
    expect(signIn.headers['cache-control']).toBe('no-store');
    const cookie = /refresh_token=([^;]*)/.exec(String(signIn.headers['set-cookie']))?.[1] ?? '';
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      headers: { ...headers(), cookie: `refresh_token=${cookie}` },
      payload: { refresh_token: '' },
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');

    const email = 'no-store@example.jp';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-email',
      headers: headers(),
      payload: { email, confirmEmail: email },
    });
    const token = new URL(t.mailer.lastLink()).searchParams.get('token')!;
    const address = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/get-email?token=${token}`,
      headers: headers(),
    });
    expect(address.json().email).toBe(email);
    expect(address.headers['cache-control']).toBe('no-store');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-up',
      headers: headers(),
      payload: {
        token,
        email,
        password: 'passw0rdA',
        passwordConfirm: 'passw0rdA',
        lastName: '山田',
        firstName: '花子',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'ハナコ',
        phone: '09012345678',
        zipCode: '1500001',
        prefectureId: 13,
        address1: '渋谷区',
        address2: '1-2-3',
        birthDate: '1995-04-01',
        gender: 2,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.headers['cache-control']).toBe('no-store');
  });

  it('public content stays cacheable (the rule is not a blanket no-store)', async () => {
    const news = await t.app.inject({ method: 'GET', url: '/api/v1/news', headers: headers() });
    expect(news.statusCode).toBe(200);
    expect(noStore(news.headers['cache-control'])).toBe(false);
  });
});
