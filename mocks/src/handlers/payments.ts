/**
 * The sandbox card provider as the fake backend sees it: tokens from `POST /sandbox-pay/tokens`
 * are single use; test card 4000000000000002 is declined, 4000000000003220 needs 3-D Secure,
 * any other valid number succeeds. The saved card of a member always succeeds.
 */
import { memberAnswers } from '@fanclub/domain/answers';
import type { User } from '@fanclub/domain/contract';
import { db, nextToken, type PendingTds } from '../db.ts';
import { fail } from './handle.ts';

export interface CardInput {
  cardToken?: string | undefined;
  maskedCardNumber?: string | undefined;
}

export interface TakenCard {
  maskedCardNumber: string;
  outcome: 'success' | 'decline' | 'tds';
  isNew: boolean;
}

/** Uses up the card token (or picks the saved card) without charging yet. */
export function takeCard(user: User, input: CardInput, { requireNew = false } = {}): TakenCard {
  if (input.cardToken) {
    const token = db.cardTokens.get(input.cardToken);
    if (!token || token.used) return fail(400, memberAnswers.tokenExpired);
    token.used = true;
    return { maskedCardNumber: token.maskedCardNumber, outcome: token.outcome, isNew: true };
  }
  if (requireNew || !user.maskedCardNumber || !user.isValidCard) return fail(400, memberAnswers.noCard);
  return { maskedCardNumber: user.maskedCardNumber, outcome: 'success', isNew: false };
}

/** Charges (or authorises) the card: a declined card fails, a 3-D Secure card needs the challenge. */
export function settle(card: TakenCard, { authenticated }: { authenticated: boolean }): void {
  if (card.outcome === 'decline') fail(400, memberAnswers.declined);
  if (card.outcome === 'tds' && !authenticated) fail(400, memberAnswers.tdsRequired);
}

/** Runs `work` once per idempotency key, so a double-submitted payment charges once. */
export function once<T>(userId: number, key: string | undefined, work: () => T): T {
  if (!key) return work();
  const scoped = `${userId}:${key}`;
  if (db.idempotentResults.has(scoped)) return db.idempotentResults.get(scoped) as T;
  const result = work();
  db.idempotentResults.set(scoped, result);
  return result;
}

/**
 * Starts a 3-D Secure flow. The sandbox needs no real challenge page: the auth start URL leads
 * straight back to the site's redirection URL with `?orderId=`, where the site calls confirm.
 */
export function startTds(
  userId: number,
  kind: PendingTds['kind'],
  redirectionUrl: string | undefined,
  complete: PendingTds['complete'],
) {
  const orderId = nextToken('tds');
  db.pendingTds.set(orderId, { userId, kind, complete });
  const base = redirectionUrl ?? '/';
  const authStartUrl = `${base}${base.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(orderId)}`;
  return { authStartUrl, orderId };
}

/** Finishes a 3-D Secure flow started by this member; each flow completes once. */
export function confirmTds(userId: number, kind: PendingTds['kind'], orderId: string): unknown {
  const pending = db.pendingTds.get(orderId);
  if (!pending || pending.userId !== userId || pending.kind !== kind)
    return fail(400, memberAnswers.tdsUnknown);
  db.pendingTds.delete(orderId);
  return pending.complete();
}

export const saveCard = (user: User, card: TakenCard): User => ({
  ...user,
  maskedCardNumber: card.maskedCardNumber,
  isValidCard: true,
});
