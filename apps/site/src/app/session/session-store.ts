import type { User } from '@fanclub/domain/contract';

/**
 * The member's session (spec section 3: accessToken, refreshToken, user). The access token and the
 * member live only in memory; the refresh token lives only in the API's HttpOnly cookie, so a
 * script injected into the page can read neither a token that outlives the tab nor the member's
 * personal details (DESIGN.md "Security model"). localStorage keeps just a "signed in" mark, so
 * after a reload the first navigation exchanges the cookie for a new access token and the member.
 */
export interface SessionTokens {
  readonly accessToken: string;
  readonly user: User;
}

/** The API's token answer (sign-in, sign-up, refresh) as the session keeps it: the one mapping. */
export const sessionFromTokenAnswer = (answer: { access_token: string; user: User }): SessionTokens => ({
  accessToken: answer.access_token,
  user: answer.user,
});

export interface SessionSnapshot {
  /** The access token of this tab, or null until the first exchange after a reload. */
  readonly accessToken: string | null;
  readonly user: User | null;
}

export const SESSION_STORAGE_KEY = 'session';

const empty: SessionSnapshot = { accessToken: null, user: null };

/**
 * The exchange call (the cookie carries the refresh token): new tokens or a throw. The signal is
 * aborted when the session is cleared (logout, another member signing in) while the call is out.
 */
export type ExchangeFn = (signal: AbortSignal) => Promise<SessionTokens>;

/**
 * What an exchange came to:
 * - `renewed`: new tokens and the member, stored;
 * - `ended`: the server refused the refresh token (logged out elsewhere, a password change,
 *   revocation, the 30-day limit): the session is cleared;
 * - `unavailable`: no answer that says anything about the session (offline, a call aborted by the
 *   browser because the page was left, a rate limit, a server error): the session stays, and the
 *   next check asks again.
 */
export type ExchangeOutcome = 'renewed' | 'ended' | 'unavailable';

/** Whether a failed exchange is the server's refusal of the token (as opposed to no answer). */
export type IsRefusal = (error: unknown) => boolean;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Signed in in this tab, or marked signed in by an earlier one (the cookie decides). */
  hasSession(): boolean;
  getAccessToken(): string | null;
  /** Stores what sign-in, sign-up or an exchange answered. */
  set(tokens: SessionTokens): void;
  /** Replaces the user after a profile or plan change, keeping the tokens. */
  setUser(user: User): void;
  clear(): void;
  /**
   * Exchanges the refresh cookie for new tokens. Calls made while one exchange is in flight share
   * it, so concurrent navigations never present the same (rotated) refresh token twice. Only the
   * server's refusal ends the session; a call that got no answer leaves it as it was.
   */
  exchange(): Promise<ExchangeOutcome>;
}

const readMark = (storage: Storage): boolean => {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return false;
    return (JSON.parse(raw) as { signedIn?: unknown }).signedIn === true;
  } catch {
    // Unreadable storage (private mode, corrupt JSON) is the same as no session.
    return false;
  }
};

export const createSessionStore = (
  storage: Storage,
  exchangeFn: ExchangeFn,
  isRefusal: IsRefusal,
): SessionStore => {
  let snapshot = empty;
  let marked = readMark(storage);
  let inFlight: Promise<ExchangeOutcome> | null = null;
  let abandon: AbortController | null = null;
  // Bumped by clear(): an exchange started before a logout must not sign the member back in.
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    marked = next.user !== null;
    try {
      // Never a token or a personal detail: only the mark.
      if (marked) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ signedIn: true }));
      else storage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still works for this tab.
    }
    listeners.forEach((listener) => listener());
  };

  const store: SessionStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasSession: () => snapshot.user !== null || marked,
    getAccessToken: () => snapshot.accessToken,
    set: ({ accessToken, user }) => publish({ accessToken, user }),
    setUser(user) {
      if (snapshot.user) publish({ ...snapshot, user });
    },
    clear() {
      generation += 1;
      inFlight = null;
      // An exchange still out belongs to the ended session: let it go (and free the lock it holds).
      abandon?.abort();
      abandon = null;
      publish(empty);
    },
    exchange() {
      if (inFlight) return inFlight;
      const started = generation;
      const controller = new AbortController();
      abandon = controller;
      // A refusal is asked once more before the session ends: the cookie this call presented may
      // have been replaced meanwhile (another tab's exchange, an answer that arrived late), and the
      // server refuses a just-rotated token it knows was already used, without ending the session.
      const attempt = () => exchangeFn(controller.signal);
      const current: Promise<ExchangeOutcome> = attempt()
        .catch((error: unknown) =>
          isRefusal(error) && !controller.signal.aborted ? attempt() : Promise.reject(error),
        )
        .then(
          (tokens): ExchangeOutcome => {
            if (started !== generation) return 'ended';
            store.set(tokens);
            return 'renewed';
          },
          (error: unknown): ExchangeOutcome => {
            if (started !== generation) return 'ended';
            // A call the page gave up (the fan tapped on to another page, the tab is closing) or that
            // got no answer says nothing about the session: clearing it here would sign the member
            // out of every tab, the next page included.
            if (!isRefusal(error)) return 'unavailable';
            store.clear();
            return 'ended';
          },
        )
        .finally(() => {
          if (inFlight === current) inFlight = null;
          if (abandon === controller) abandon = null;
        });
      inFlight = current;
      return current;
    },
  };
  return store;
};

/**
 * Runs a refresh-token exchange under a lock every tab of the site shares (Web Locks API), so two
 * tabs never present the same cookie at once: the second waits and then sends the cookie the first
 * one's answer stored. Without the API (old browsers) it runs at once; the server's reuse grace
 * window covers that case and an answer lost to a navigation. An abandoned exchange (its session
 * was cleared) stops waiting for the lock, or gives the lock back at once instead of holding it
 * until a stalled request ends.
 */
export const serialisedAcrossTabs =
  <T>(
    exchange: (signal: AbortSignal) => Promise<T>,
    locks: Pick<LockManager, 'request'> | null = globalThis.navigator?.locks ?? null,
  ) =>
  (signal: AbortSignal): Promise<T> =>
    locks
      ? (locks.request('fanclub-session-exchange', { signal }, () =>
          untilAborted(exchange(signal), signal),
        ) as Promise<T>)
      : exchange(signal);

const untilAborted = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export const jwtExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
};

/** An access token that is missing or expires within `marginSeconds` must be exchanged first. */
export const needsFreshToken = (token: string | null, nowMs = Date.now(), marginSeconds = 10): boolean => {
  if (!token) return true;
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 - marginSeconds * 1000 <= nowMs;
};
