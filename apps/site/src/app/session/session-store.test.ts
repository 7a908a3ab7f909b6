import type { User } from '@fanclub/domain/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, needsFreshToken, SESSION_STORAGE_KEY } from './session-store.ts';
import type { SessionTokens } from './session-store.ts';

const user = { id: 7, email: 'fan@example.jp', lastName: '山田' } as User;
const tokens = (n: number): SessionTokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  user,
});

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('persists the refresh token and user but keeps the access token in memory only', () => {
    const store = createSessionStore(localStorage, vi.fn());
    store.set(tokens(1));
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored).toEqual({ refreshToken: 'refresh-1', user });
    expect(JSON.stringify(stored)).not.toContain('access-1');

    const afterReload = createSessionStore(localStorage, vi.fn());
    expect(afterReload.hasSession()).toBe(true);
    expect(afterReload.getAccessToken()).toBeNull();
    expect(afterReload.getSnapshot().user).toEqual(user);
  });

  it('shares one in-flight exchange between concurrent callers', async () => {
    let resolve: (value: SessionTokens) => void = () => {};
    const exchange = vi.fn(() => new Promise<SessionTokens>((r) => (resolve = r)));
    const store = createSessionStore(localStorage, exchange);
    store.set(tokens(1));

    const first = store.exchange();
    const second = store.exchange();
    resolve(tokens(2));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('refresh-1');
    expect(store.getSnapshot().refreshToken).toBe('refresh-2');

    // The next navigation starts a new exchange with the rotated token.
    exchange.mockResolvedValueOnce(tokens(3));
    await store.exchange();
    expect(exchange).toHaveBeenLastCalledWith('refresh-2');
  });

  it('clears the session when the exchange fails', async () => {
    const store = createSessionStore(localStorage, vi.fn().mockRejectedValue(new Error('401')));
    store.set(tokens(1));
    await expect(store.exchange()).resolves.toBe(false);
    expect(store.hasSession()).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('never applies an exchange that was still running when the session was cleared', async () => {
    let resolve: (value: SessionTokens) => void = () => {};
    const store = createSessionStore(localStorage, () => new Promise<SessionTokens>((r) => (resolve = r)));
    store.set(tokens(1));
    const pending = store.exchange();
    store.clear();
    resolve(tokens(2));
    await expect(pending).resolves.toBe(false);
    expect(store.hasSession()).toBe(false);
  });

  it('treats corrupt storage as signed out', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(localStorage, vi.fn()).hasSession()).toBe(false);
  });

  it('notifies subscribers on every change', () => {
    const store = createSessionStore(localStorage, vi.fn());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(tokens(1));
    store.clear();
    unsubscribe();
    store.set(tokens(2));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('needsFreshToken', () => {
  const now = 1_700_000_000_000;
  it('asks for an exchange without a token or near its expiry', () => {
    expect(needsFreshToken(null, now)).toBe(true);
    expect(needsFreshToken(jwt(now / 1000 + 5), now)).toBe(true);
    expect(needsFreshToken(jwt(now / 1000 + 600), now)).toBe(false);
  });
});
