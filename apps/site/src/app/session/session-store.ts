import type { User } from '@fanclub/domain/contract';

/**
 * The member's session (spec section 3: accessToken, refreshToken, user; persisted).
 * The access token lives only in memory, so a script that reads storage cannot replay it for long;
 * the refresh token and the user are kept in localStorage so a reload stays signed in (the API also
 * sets the refresh token as an HttpOnly cookie and accepts either).
 */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly user: User;
}

export interface SessionSnapshot {
  /** The access token of this tab, or null until the first exchange after a reload. */
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly user: User | null;
}

export const SESSION_STORAGE_KEY = 'session';

const empty: SessionSnapshot = { accessToken: null, refreshToken: null, user: null };

/** The exchange call: given the stored refresh token ('' when none), new tokens or a throw. */
export type ExchangeFn = (refreshToken: string) => Promise<SessionTokens>;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  hasSession(): boolean;
  getAccessToken(): string | null;
  /** Stores what sign-in, sign-up or an exchange answered. */
  set(tokens: SessionTokens): void;
  /** Replaces the user after a profile or plan change, keeping the tokens. */
  setUser(user: User): void;
  clear(): void;
  /**
   * Exchanges the refresh token for new tokens. Calls made while one exchange is in flight share
   * it, so concurrent navigations never present the same (rotated) refresh token twice, which the
   * API would treat as reuse and answer by revoking the whole family.
   */
  exchange(): Promise<boolean>;
}

const readStored = (storage: Storage): SessionSnapshot => {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as { refreshToken?: unknown; user?: unknown };
    if (typeof parsed.refreshToken !== 'string' || typeof parsed.user !== 'object' || parsed.user === null) {
      return empty;
    }
    return { accessToken: null, refreshToken: parsed.refreshToken, user: parsed.user as User };
  } catch {
    // Unreadable storage (private mode, corrupt JSON) is the same as no session.
    return empty;
  }
};

export const createSessionStore = (storage: Storage, exchangeFn: ExchangeFn): SessionStore => {
  let snapshot = readStored(storage);
  let inFlight: Promise<boolean> | null = null;
  // Bumped by clear(): an exchange started before a logout must not sign the member back in.
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    try {
      if (next.refreshToken && next.user) {
        storage.setItem(
          SESSION_STORAGE_KEY,
          JSON.stringify({ refreshToken: next.refreshToken, user: next.user }),
        );
      } else {
        storage.removeItem(SESSION_STORAGE_KEY);
      }
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
    hasSession: () => snapshot.user !== null && snapshot.refreshToken !== null,
    getAccessToken: () => snapshot.accessToken,
    set: ({ accessToken, refreshToken, user }) => publish({ accessToken, refreshToken, user }),
    setUser(user) {
      if (snapshot.user) publish({ ...snapshot, user });
    },
    clear() {
      generation += 1;
      inFlight = null;
      publish(empty);
    },
    exchange() {
      if (inFlight) return inFlight;
      const started = generation;
      const current: Promise<boolean> = exchangeFn(snapshot.refreshToken ?? '')
        .then((tokens) => {
          if (started !== generation) return false;
          store.set(tokens);
          return true;
        })
        .catch(() => {
          if (started === generation) store.clear();
          return false;
        })
        .finally(() => {
          if (inFlight === current) inFlight = null;
        });
      inFlight = current;
      return current;
    },
  };
  return store;
};

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
