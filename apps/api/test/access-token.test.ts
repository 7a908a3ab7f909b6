import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../src/auth/access-token.ts';

const secret = new TextEncoder().encode('a-secret-of-the-club-long-enough-for-hs256');
const claims = { userId: 42, companyId: 3, sessionId: randomUUID() };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>, key = secret) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
const now = () => Math.floor(Date.now() / 1000);
const valid = { sub: '42', cid: 3, sid: claims.sessionId, iss: 'fanclub-api' };

describe('access tokens', () => {
  it('reads back the claims of a token it signed', async () => {
    expect(await verifyAccessToken(secret, await signAccessToken(secret, claims))).toEqual(claims);
  });

  it('refuses a token signed with another secret, altered, unsigned or malformed', async () => {
    const token = await signAccessToken(secret, claims);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const other = new TextEncoder().encode('another-secret-of-another-club-entirely');
    expect(await verifyAccessToken(other, token)).toBeNull();
    const altered = b64({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: '1' });
    expect(await verifyAccessToken(secret, `${head}.${altered}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(secret, `${b64({ alg: 'none' })}.${body}.`)).toBeNull();
    expect(await verifyAccessToken(secret, `${b64({ alg: 'HS512' })}.${body}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(secret, `${head}.${body}.${signature}x`)).toBeNull();
    expect(await verifyAccessToken(secret, `${head}.${body}`)).toBeNull();
    expect(await verifyAccessToken(secret, 'x.y.z')).toBeNull();
    expect(await verifyAccessToken(secret, '')).toBeNull();
  });

  it('refuses an expired, not yet valid, foreign-issuer or incomplete token', async () => {
    const check = async (payload: Record<string, unknown>) => verifyAccessToken(secret, await jwt(payload));
    expect(await check({ ...valid, exp: now() + 60 })).toEqual(claims);
    expect(await check({ ...valid, exp: now() - 1 })).toBeNull();
    expect(await check({ ...valid, exp: now() })).toBeNull();
    expect(await check(valid)).toBeNull();
    expect(await check({ ...valid, exp: now() + 60, nbf: now() + 30 })).toBeNull();
    expect(await check({ ...valid, exp: now() + 60, iss: 'someone-else' })).toBeNull();
    expect(await check({ ...valid, exp: now() + 60, sub: 'x' })).toBeNull();
    expect(await check({ ...valid, exp: now() + 60, cid: '3' })).toBeNull();
    const crit = await new SignJWT({ ...valid, exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256', crit: ['x'], x: 1 } as never)
      .sign(secret)
      .catch(() => null);
    if (crit) expect(await verifyAccessToken(secret, crit)).toBeNull();
  });
});
