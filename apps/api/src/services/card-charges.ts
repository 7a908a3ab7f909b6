/**
 * Charging a card exactly once per idempotency key. The key is claimed by inserting a `charges`
 * row (UNIQUE idempotency_key) before the provider is called, so a retried or double-submitted
 * request finds the first attempt instead of charging again, in any number of API processes.
 */
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import type { ChargeOutcome, PaymentProvider } from '../payments/provider.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { usersRepository } from '../repositories/users.ts';
import { memberAnswers } from '@fanclub/domain/answers';

export type ChargePurpose = 'subscription' | 'voting_package';
type Failure =
  Exclude<ChargeOutcome, { status: 'succeeded' }> | { status: 'failed'; code: string; message: string };

/** Keys are scoped to the member and the purpose, so one client key cannot touch another's charge. */
export const chargeKey = (userId: number, purpose: string, clientKey: string | undefined) =>
  `${userId}:${purpose}:${clientKey ?? randomUUID()}`;

/** The message a fan reads for a provider failure. */
export const paymentFailureMessage = (outcome: { status: string; code: string }) => {
  if (outcome.status === 'requires_tds') return memberAnswers.tdsRequired;
  if (outcome.code === 'invalid_token') return memberAnswers.tokenExpired;
  if (outcome.code === 'tds_not_authenticated') return memberAnswers.tdsNotAuthenticated;
  return memberAnswers.declined;
};

export type Claim = { kind: 'new'; chargeRowId: number } | { kind: 'replay'; transactionId: number };

/** Claims the key; an earlier success is a replay, an earlier failure or a charge in flight is refused. */
export const claimCharge = async (db: Db, key: string, amount: number, provider: string): Promise<Claim> => {
  const ledger = paymentsRepository(db);
  const chargeRowId = await ledger.claimCharge(key, amount, provider);
  if (chargeRowId !== null) return { kind: 'new', chargeRowId };
  const existing = await ledger.chargeByKey(key);
  if (existing?.status === 'succeeded' && existing.transactionId)
    return { kind: 'replay', transactionId: existing.transactionId };
  if (existing?.status === 'failed') throw badRequest(memberAnswers.paymentFailedBefore);
  throw conflict(memberAnswers.paymentInProgress);
};

/** The transaction of an earlier success under this key, if it has one (a repeated confirm's answer). */
export const succeededTransaction = async (db: Db, key: string) => {
  const row = await paymentsRepository(db).chargeByKey(key);
  return row?.status === 'succeeded' ? row.transactionId : null;
};

/** Records a refused payment (charge row and a failed transaction) and raises the fan's message. */
export const failCharge = async (
  db: Db,
  input: {
    chargeRowId: number;
    userId: number;
    amount: number;
    purpose: ChargePurpose;
    subscriptionId?: number | null;
  },
  outcome: Failure,
): Promise<never> => {
  const ledger = paymentsRepository(db);
  await db.transaction(async (tx) => {
    const failed = await ledger.recordTransaction(tx, {
      userId: input.userId,
      subscriptionId: input.subscriptionId ?? null,
      paymentMethod: 'credit_card',
      transactionType: input.purpose,
      status: 'failed',
      errorMessage: outcome.message,
      amount: input.amount,
    });
    await ledger.updateCharge(tx, input.chargeRowId, {
      status: 'failed',
      errorCode: outcome.code,
      transactionId: failed,
    });
  });
  throw badRequest(paymentFailureMessage(outcome));
};

/** Charges the card for a claimed key; the caller records the success in its own transaction. */
export const chargeClaimed = async (
  db: Db,
  payments: PaymentProvider,
  input: {
    chargeRowId: number;
    key: string;
    userId: number;
    amount: number;
    purpose: ChargePurpose;
    card: { token: string } | { reference: string };
  },
) => {
  const outcome = await payments.charge({ card: input.card, amount: input.amount, orderId: input.key });
  if (outcome.status !== 'succeeded') return failCharge(db, input, outcome);
  return outcome;
};

/** Inside the caller's transaction: the succeeded transaction row, linked from the charge. */
export const recordSucceededCharge = async (
  db: Db,
  tx: DbOrTx,
  input: {
    chargeRowId: number;
    providerChargeId: string;
    userId: number;
    amount: number;
    purpose: ChargePurpose;
    subscriptionId?: number | null;
    orderId?: number | null;
  },
) => {
  const ledger = paymentsRepository(db);
  const transactionId = await ledger.recordTransaction(tx, {
    userId: input.userId,
    subscriptionId: input.subscriptionId ?? null,
    orderId: input.orderId ?? null,
    paymentMethod: 'credit_card',
    transactionType: input.purpose,
    status: 'succeeded',
    amount: input.amount,
  });
  await ledger.updateCharge(tx, input.chargeRowId, {
    status: 'succeeded',
    providerChargeId: input.providerChargeId,
    transactionId,
  });
  return transactionId;
};

/**
 * The card was charged but what it paid for could not be stored (a rare race, e.g. two purchases
 * with different keys). The row keeps the evidence for the operator's refund; the fan is told.
 */
export const markUnfulfilled = async (db: Db, chargeRowId: number, providerChargeId: string) => {
  await paymentsRepository(db).updateCharge(db, chargeRowId, {
    status: 'failed',
    providerChargeId,
    errorCode: 'unfulfilled_refund_required',
  });
};

/** Gives the key back when the request fails before any money moved, so a corrected retry may use it. */
export const releaseClaim = async (db: Db, chargeRowId: number) => {
  await paymentsRepository(db).releasePendingCharge(chargeRowId);
};

/**
 * The card a member's payment uses: the token given, or else the saved card. Either goes through
 * 3-D Secure when the member pays (the issuer decides whether to challenge); only renewals ride on
 * the saved card's earlier authentication.
 */
export const cardToPay = async (
  db: Db,
  userId: number,
  cardToken: string | undefined,
): Promise<{ token: string } | { reference: string }> => {
  if (cardToken) return { token: cardToken };
  const saved = await usersRepository(db).findById(userId);
  if (saved?.cardReference && saved.isValidCard) return { reference: saved.cardReference };
  throw badRequest(memberAnswers.noCard);
};
