import type { User } from '@fanclub/domain/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  needsFreshToken,
  serialisedAcrossTabs,
  SESSION_STORAGE_KEY,
} from './session-store.ts';
import type { SessionTokens } from './session-store.ts';

const user = { id: 7, email: 'fan@example.jp', lastName: '山田' } as User;
const tokens = (n: number): SessionTokens => ({ accessToken: `access-${n}`, user });

/** The API's refusal of the token (401), as api.ts tells it apart. */
const refused = Object.assign(new Error('401'), { status: 401 });
const isRefusal = (error: unknown) => (error as { status?: number }).status === 401;

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps no token and no personal detail in storage, only a signed-in mark', () => {
    const store = createSessionStore(localStorage, vi.fn(), isRefusal);
    store.set(tokens(1));
    const stored = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ signedIn: true });
    for (const secret of ['access-1', 'fan@example.jp', '山田']) expect(stored).not.toContain(secret);

    // After a reload the mark says "exchange the cookie"; nothing else is known until then.
    const afterReload = createSessionStore(localStorage, vi.fn(), isRefusal);
    expect(afterReload.hasSession()).toBe(true);
    expect(afterReload.getAccessToken()).toBeNull();
    expect(afterReload.getSnapshot().user).toBeNull();
  });

  it('forgets a session stored the old way (refresh token and member in storage)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ refreshToken: 'r', user }));
    expect(createSessionStore(localStorage, vi.fn(), isRefusal).hasSession()).toBe(false);
  });

  it('shares one in-flight exchange between concurrent callers', async () => {
    let resolve: (value: SessionTokens) => void = () => {};
    const exchange = vi.fn(() => new Promise<SessionTokens>((r) => (resolve = r)));
    const store = createSessionStore(localStorage, exchange, isRefusal);
    store.set(tokens(1));

    const first = store.exchange();
    const second = store.exchange();
    resolve(tokens(2));
    await expect(Promise.all([first, second])).resolves.toEqual(['renewed', 'renewed']);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().accessToken).toBe('access-2');

    // The next navigation starts a new exchange.
    exchange.mockResolvedValueOnce(tokens(3));
    await store.exchange();
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().accessToken).toBe('access-3');
  });

  it('clears the session when the server refuses the token twice', async () => {
    const exchange = vi.fn().mockRejectedValue(refused);
    const store = createSessionStore(localStorage, exchange, isRefusal);
    store.set(tokens(1));
    await expect(store.exchange()).resolves.toBe('ended');
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(store.hasSession()).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('asks once more after a refusal: the cookie may have been renewed meanwhile', async () => {
    const exchange = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(tokens(2));
    const store = createSessionStore(localStorage, exchange, isRefusal);
    store.set(tokens(1));
    await expect(store.exchange()).resolves.toBe('renewed');
    expect(store.getAccessToken()).toBe('access-2');
  });

  it.each([
    ['the page gave the call up (a tap to the next page)', new DOMException('aborted', 'AbortError')],
    ['offline', new TypeError('Failed to fetch')],
    ['a rate limit or a server error', Object.assign(new Error('429'), { status: 429 })],
  ])(
    'keeps the session (and its mark for the next page) when the call got no answer: %s',
    async (_, error) => {
      const exchange = vi.fn().mockRejectedValue(error);
      const store = createSessionStore(localStorage, exchange, isRefusal);
      store.set(tokens(1));
      await expect(store.exchange()).resolves.toBe('unavailable');
      expect(exchange).toHaveBeenCalledTimes(1);
      expect(store.hasSession()).toBe(true);
      expect(store.getAccessToken()).toBe('access-1');
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({ signedIn: true });
      // A later navigation exchanges again and carries on.
      exchange.mockResolvedValueOnce(tokens(2));
      await expect(store.exchange()).resolves.toBe('renewed');
    },
  );

  it('never applies an exchange that was still running when the session was cleared', async () => {
    let resolve: (value: SessionTokens) => void = () => {};
    const store = createSessionStore(
      localStorage,
      () => new Promise<SessionTokens>((r) => (resolve = r)),
      isRefusal,
    );
    store.set(tokens(1));
    const pending = store.exchange();
    store.clear();
    resolve(tokens(2));
    await expect(pending).resolves.toBe('ended');
    expect(store.hasSession()).toBe(false);
  });

  it('treats corrupt storage as signed out', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(localStorage, vi.fn(), isRefusal).hasSession()).toBe(false);
  });

  it('notifies subscribers on every change', () => {
    const store = createSessionStore(localStorage, vi.fn(), isRefusal);
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

describe('serialisedAcrossTabs', () => {
  /** A LockManager as two tabs share it: one holder at a time per name. */
  const sharedLocks = () => {
    let queue: Promise<unknown> = Promise.resolve();
    return {
      request: (_name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>) => {
        const run = queue.then(() => {
          if (options.signal?.aborted) throw options.signal.reason;
          return callback();
        });
        queue = run.catch(() => undefined);
        return run;
      },
    } as unknown as Pick<LockManager, 'request'>;
  };
  const live = () => new AbortController().signal;

  it('two tabs never exchange the cookie at the same time', async () => {
    const locks = sharedLocks();
    const order: string[] = [];
    let release!: () => void;
    const tab = (name: string, wait?: Promise<void>) =>
      serialisedAcrossTabs(async () => {
        order.push(`${name} starts`);
        await wait;
        order.push(`${name} ends`);
        return name;
      }, locks);
    const first = tab('A', new Promise<void>((resolve) => (release = resolve)))(live());
    const second = tab('B')(live());
    await Promise.resolve();
    expect(order).toEqual(['A starts']);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['A', 'B']);
    expect(order).toEqual(['A starts', 'A ends', 'B starts', 'B ends']);
  });

  it('gives the lock back when a stalled exchange is abandoned', async () => {
    const locks = sharedLocks();
    const stalled = new AbortController();
    const first = serialisedAcrossTabs(() => new Promise<string>(() => {}), locks)(stalled.signal);
    const second = serialisedAcrossTabs(async () => 'B', locks)(live());
    stalled.abort();
    await expect(first).rejects.toBeDefined();
    await expect(second).resolves.toBe('B');
  });

  it('runs at once where the browser has no Web Locks', async () => {
    await expect(serialisedAcrossTabs(async () => 'done', null)(live())).resolves.toBe('done');
  });
});

describe('clearing the session', () => {
  it('abandons the exchange that is still out', async () => {
    let seen: AbortSignal | undefined;
    const store = createSessionStore(
      localStorage,
      (signal) => {
        seen = signal;
        return new Promise<SessionTokens>(() => {});
      },
      isRefusal,
    );
    void store.exchange();
    expect(seen?.aborted).toBe(false);
    store.clear();
    expect(seen?.aborted).toBe(true);
  });
});
