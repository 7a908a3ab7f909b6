import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokensRepository } from '../src/repositories/refresh-tokens.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';
import { createMember } from './member-helpers.ts';

/**
 * Refresh-token exchanges as a phone sends them: several at once (fast taps, two tabs), some given
 * up by the browser, answered in any order. The session ends only by a real replay, never by the
 * member's own overlapping calls.
 */
describe('concurrent refresh-token exchanges', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Answer = { statusCode: number; cookie: string; access: string };
  /** One exchange presenting `cookie`, as the site sends it (the body field empty). */
  const exchange = async (cookie: string): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      headers: headers(),
      cookies: { refresh_token: cookie },
      payload: { refresh_token: '' },
    });
    return {
      statusCode: res.statusCode,
      cookie: res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '',
      access: res.statusCode === 200 ? (res.json() as { access_token: string }).access_token : '',
    };
  };
  const cart = async (access: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/users/carts', headers: headers(access) })).statusCode;
  const signedIn = async () => {
    const member = await createMember(t);
    return refreshTokensRepository(t.db.db).issue(member.id);
  };

  it('ten exchanges of one cookie at once all answer, and every answer carries the session on', async () => {
    const { token } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.cookie)).size).toBe(10);
    // Whichever answer the browser stored last, the session goes on with it.
    const last = answers.at(-1)!;
    const next = await exchange(last.cookie);
    expect(next.statusCode).toBe(200);
    expect(await cart(next.access)).toBe(200);
    expect(await cart(answers[0]!.access)).toBe(200);
  });

  it('two tabs sharing one cookie jar, exchanging at once for twenty rounds, stay signed in', async () => {
    let jar = (await signedIn()).token;
    for (let round = 0; round < 20; round += 1) {
      const sent = jar;
      // Both tabs send the cookie of this moment; each answer is stored as it arrives.
      const answers = await Promise.all(
        [0, 1].map(async () => {
          const answer = await exchange(sent);
          if (answer.statusCode === 200) jar = answer.cookie;
          return answer.statusCode;
        }),
      );
      expect(answers, `round ${round}`).toEqual([200, 200]);
    }
    const last = await exchange(jar);
    expect(last.statusCode).toBe(200);
    expect(await cart(last.access)).toBe(200);
  });

  it('answers lost to navigations (the cookie never updated) keep the session within the grace window', async () => {
    const { token } = await signedIn();
    // Three pages, each left before its exchange answered: the browser still holds the first cookie.
    for (let lost = 0; lost < 3; lost += 1) expect((await exchange(token)).statusCode).toBe(200);
    const stored = await exchange(token);
    expect(stored.statusCode).toBe(200);
    const next = await exchange(stored.cookie);
    expect(next.statusCode).toBe(200);
    expect(await cart(next.access)).toBe(200);
  });

  it('an exchange given up by its page and answered after the next pages rotated on is refused alone', async () => {
    const repo = refreshTokensRepository(t.db.db);
    const { token, familyId } = await signedIn();
    const first = await repo.rotate(token);
    expect(first.kind).toBe('rotated');
    // The left page's exchange reached the server now, presenting the cookie of its time ...
    const sentAt = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ... but the fan's next pages exchanged first: the first answer's token was rotated on.
    const second = await repo.rotate((first as { token: string }).token);
    expect(second.kind).toBe('rotated');
    const late = await repo.rotate(token, new Date(), sentAt);
    expect(late.kind).toBe('stale');
    expect(await repo.isLive(familyId)).toBe(true);
    expect((await repo.rotate((second as { token: string }).token)).kind).toBe('rotated');
  });

  it('the same old cookie presented after the later rotation is a replay, and ends the session', async () => {
    const repo = refreshTokensRepository(t.db.db);
    const { token, familyId } = await signedIn();
    const first = await repo.rotate(token);
    await repo.rotate((first as { token: string }).token);
    expect((await repo.rotate(token)).kind).toBe('reused');
    expect(await repo.isLive(familyId)).toBe(false);
  });

  it('sixty exchanges within a minute from one address are not rate limited (a fan tapping fast)', async () => {
    let jar = (await signedIn()).token;
    const codes: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const answer = await exchange(jar);
      codes.push(answer.statusCode);
      if (answer.statusCode === 200) jar = answer.cookie;
    }
    expect(codes.filter((code) => code !== 200)).toEqual([]);
  });
});
