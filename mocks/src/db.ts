/**
 * A small in-memory fake backend behind the MSW handlers: seeded from the demo fixtures, changed
 * by the handlers (carts, orders, points, answers, entries, stamps), and reset with
 * `resetMockDb()` so every story and test starts from the same demo state.
 */
import {
  konbiniStores,
  type Cart,
  type Order,
  type PaymentOptions,
  type SurveyRegistration,
  type User,
  type VotingPackagePurchase,
} from '@fanclub/domain/contract';
import {
  fixtures,
  FIXTURE_NOW,
  ageOn,
  type DrawEntry,
  type StampAcquisition,
  type StoredVote,
} from '@fanclub/fixtures';

export interface CardTokenInfo {
  maskedCardNumber: string;
  /** What the sandbox provider does when the token is charged. */
  outcome: 'success' | 'decline' | 'tds';
  used: boolean;
}

export interface MailToken {
  kind: 'sign-up' | 'password-reset' | 'email-change' | 'email-undo';
  email: string;
  userId: number | null;
}

/** A 3-D Secure flow between its start and confirm calls: the work to do once authenticated. */
export interface PendingTds {
  userId: number;
  /** Which confirm call may finish it. */
  kind: 'order' | 'subscription' | 'card' | 'points';
  complete: () => unknown;
}

interface RefreshToken {
  userId: number;
  family: string;
  used: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);

/** Tokens the scenarios' sessions carry; the fake backend knows them from the start. */
export const demoTokens = {
  free: { accessToken: 'demo-access-token-free', refreshToken: 'demo-refresh-token-free' },
  paid: { accessToken: 'demo-access-token-paid', refreshToken: 'demo-refresh-token-paid' },
} as const;

/** Mailed-link tokens a story can put in the URL (sign-up, password reset, email change). */
export const demoMailTokens = {
  signUp: 'demo-sign-up-token',
  passwordReset: 'demo-password-reset-token',
  emailChange: 'demo-email-change-token',
} as const;

function seed() {
  const content = clone(fixtures);
  const users = new Map(
    content.users.map((user) => [user.id, { user, password: fixtures.demoPasswords[user.email] ?? '' }]),
  );
  return {
    content,
    users,
    accessTokens: new Map<string, number>([
      [demoTokens.free.accessToken, 1],
      [demoTokens.paid.accessToken, 2],
    ]),
    refreshTokens: new Map<string, RefreshToken>([
      [demoTokens.free.refreshToken, { userId: 1, family: 'demo-free', used: false }],
      [demoTokens.paid.refreshToken, { userId: 2, family: 'demo-paid', used: false }],
    ]),
    carts: new Map<number, Cart>(content.carts.map((cart) => [cart.userID, cart])),
    orders: content.orders as Order[],
    votes: content.votes as StoredVote[],
    votingPackagePurchases: (content.votingPackagePurchases as VotingPackagePurchase[]).map((purchase) => ({
      ...purchase,
      userId: 2,
    })),
    surveyRegistrations: content.surveyRegistrations as SurveyRegistration[],
    drawEntries: content.drawEntries as DrawEntry[],
    stampAcquisitions: content.stampAcquisitions as StampAcquisition[],
    cardTokens: new Map<string, CardTokenInfo>(),
    mailTokens: new Map<string, MailToken>([
      [demoMailTokens.signUp, { kind: 'sign-up', email: 'new@example.jp', userId: null }],
      [demoMailTokens.passwordReset, { kind: 'password-reset', email: 'paid@example.jp', userId: 2 }],
      [demoMailTokens.emailChange, { kind: 'email-change', email: 'paid.new@example.jp', userId: 2 }],
    ]),
    pendingTds: new Map<string, PendingTds>(),
    /** Konbini beside cards (null: cards only), as `getPaymentOptions` answers. */
    paymentOptions: {
      konbini: { fee: 220, deadlineDays: 3, stores: [...konbiniStores] },
    } as PaymentOptions,
    idempotentResults: new Map<string, unknown>(),
    inquiries: [] as unknown[],
    pageViews: [] as { path: string; referrer?: string }[],
    /** Membership-card codes checked at the door, and when first (a second check is a replay). */
    cardChecks: new Map<string, string>(),
    /** Members who turned お知らせメール off (everyone receives them at first). */
    announcementOptOuts: new Set<number>(),
    /** Every mail the fake backend "sent", newest last (tests read the links from here). */
    outbox: [] as { to: string; kind: MailToken['kind']; token: string }[],
    /**
     * The HttpOnly refresh cookie the real API sets: the site never holds the refresh token, so the
     * fake backend keeps the last one it issued and exchanges it when the body carries none.
     */
    refreshCookie: null as string | null,
    sequence: 0,
  };
}

export type MockDb = ReturnType<typeof seed>;

export let db: MockDb = seed();

/** Back to the demo state: fixtures as shipped, no sessions but the demo ones. */
export function resetMockDb(): void {
  db = seed();
}

/** The fake backend's clock is the fixtures' "now", so new rows sort and display stably. */
export const mockNow = (): string => FIXTURE_NOW;

/** A fresh id for a new row of `rows`, above every existing one. */
export const nextRowId = (rows: readonly { id: number }[]): number =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** A unique string for tokens and provider ids. */
export const nextToken = (prefix: string): string =>
  `${prefix}-${(++db.sequence).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function findUser(id: number): User | undefined {
  return db.users.get(id)?.user;
}

export function findUserByEmail(email: string): { user: User; password: string } | undefined {
  const wanted = email.toLowerCase();
  return [...db.users.values()].find((entry) => entry.user.email.toLowerCase() === wanted);
}

/** Replaces a user's stored record (age follows the birth date). */
export function saveUser(user: User): User {
  const entry = db.users.get(user.id);
  const next = { ...user, age: ageOn(user.birthDate) };
  db.users.set(user.id, { user: next, password: entry?.password ?? '' });
  return next;
}

export function setPassword(userId: number, password: string): void {
  const entry = db.users.get(userId);
  if (entry) entry.password = password;
}

export function issueTokens(userId: number, family = nextToken('family')) {
  const accessToken = nextToken(`mock-access-${userId}`);
  const refreshToken = nextToken(`mock-refresh-${userId}`);
  db.accessTokens.set(accessToken, userId);
  db.refreshTokens.set(refreshToken, { userId, family, used: false });
  return { accessToken, refreshToken };
}

/**
 * Rotates a refresh token. A token presented twice revokes its whole family (OWASP ASVS), so a
 * stolen token stops working for the thief and the owner alike.
 */
export function rotateRefreshToken(
  token: string,
): { userId: number; accessToken: string; refreshToken: string } | null {
  const stored = db.refreshTokens.get(token);
  if (!stored) return null;
  if (stored.used) {
    for (const [key, value] of db.refreshTokens)
      if (value.family === stored.family) db.refreshTokens.delete(key);
    return null;
  }
  stored.used = true;
  return { userId: stored.userId, ...issueTokens(stored.userId, stored.family) };
}

export function revokeRefreshToken(token: string): void {
  db.refreshTokens.delete(token);
}

export function userForAccessToken(token: string): User | undefined {
  const userId = db.accessTokens.get(token);
  return userId === undefined ? undefined : findUser(userId);
}
