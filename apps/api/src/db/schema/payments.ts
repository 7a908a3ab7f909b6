// The schema of payments (index.ts assembles every table).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';
import { membershipPlans, subscriptions } from './membership.ts';
import { orders } from './shop.ts';
import { votingPackages } from './voting-packages.ts';
import { operators } from './operators.ts';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentMethod: text().notNull(),
    transactionType: text({
      enum: ['order', 'subscription', 'voting_package', 'card_authorisation'],
    }).notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    errorMessage: text(),
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const charges = pgTable('charges', {
  id: id(),
  transactionId: integer().references(() => transactions.id, { onDelete: 'set null' }),
  /** Unique: a retried request can never charge the same card twice. */
  idempotencyKey: text().notNull().unique(),
  provider: text().notNull(),
  providerChargeId: text(),
  amount: integer().notNull(),
  status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  errorCode: text(),
  createdAt: createdAt(),
});

/**
 * Money paid back on an order (goods, a point pack or a membership payment), full or in part: one
 * row per refund. A card refund goes through the payment provider (`providerRefundId`); a konbini
 * payment can't be reversed by the gateway, so it is paid back by bank transfer and the row keeps
 * the account it went to. `pending` holds the amount while the provider is asked (so two refunds
 * at once can never pay back more than was paid), then `succeeded` in the transaction that takes
 * back the points or shortens the membership period, or `failed` (the amount is free again).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** The operator's name as it was, so the history still names someone removed later. */
    operatorName: text().notNull(),
    /** `card`: through the provider; `bank_transfer`: a konbini payment returned to an account. */
    method: text({ enum: ['card', 'bank_transfer'] }).notNull(),
    provider: text(),
    providerRefundId: text(),
    errorCode: text(),
    bankName: text(),
    bankBranch: text(),
    bankAccountType: text({ enum: ['ordinary', 'checking', 'savings'] }),
    bankAccountNumber: text(),
    bankAccountHolderKana: text(),
    /** Points of a point pack taken back with this refund (never more than were left unspent). */
    pointsTaken: integer().notNull().default(0),
    /** Points its share would have taken back but the fan had already used (they stay used). */
    pointsSpent: integer().notNull().default(0),
    /** A membership payment's refund: the subscription's end before and after it. */
    periodEndBefore: at(),
    periodEndAfter: at(),
    createdAt: createdAt(),
    settledAt: at(),
  },
  (t) => [
    index().on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_points_nonnegative', sql`${t.pointsTaken} >= 0`),
    check(
      'refunds_bank_account_whole',
      sql`${t.method} <> 'bank_transfer' or (${t.bankName} is not null and ${t.bankBranch} is not null and ${t.bankAccountType} is not null and ${t.bankAccountNumber} is not null and ${t.bankAccountHolderKana} is not null)`,
    ),
  ],
);

/** A payment waiting for 3-D Secure: what to complete once the challenge returns. */
export const paymentAttempts = pgTable('payment_attempts', {
  id: id(),
  userId: cascadeFrom(() => users.id),
  purpose: text({
    enum: ['order', 'subscription', 'credit_card', 'update_card', 'voting_package'],
  }).notNull(),
  providerOrderId: text().notNull().unique(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  /** `expired`: an order's challenge was abandoned past the timeout and the order cancelled. */
  status: text({ enum: ['pending', 'completed', 'failed', 'expired'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
});

/**
 * A konbini slip of an order: what the gateway answered (its payment id, the chain and numbers,
 * the deadline, the slip page) and where it stands. `pending` moves to `paid` or `expired` once,
 * by a conditional update in the same transaction as the order's own change, so a notification,
 * a second notification and the expiry job can never settle one slip twice.
 */
export const konbiniPayments = pgTable(
  'konbini_payments',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id).unique(),
    provider: text().notNull(),
    providerPaymentId: text().notNull().unique(),
    store: text().notNull(),
    receiptNumber: text().notNull(),
    confirmationNumber: text(),
    slipUrl: text().notNull(),
    deadline: at().notNull(),
    amount: integer().notNull(),
    status: text({ enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    paidAt: at(),
    expiredAt: at(),
    /** When the day-before reminder went out (once). */
    remindedAt: at(),
    /**
     * A point purchase's slip: the package and how many, and the points its payment grants (in the
     * transaction that marks it paid, never before). Null for goods.
     */
    votingPackageId: integer().references(() => votingPackages.id),
    packageCount: integer(),
    points: integer(),
    /**
     * A membership period's slip: the plan and the period (one cycle of it) its payment adds to
     * the member's subscription, from its current end (in the transaction that marks it paid).
     */
    membershipPlanId: integer().references(() => membershipPlans.id),
    cycleType: text({ enum: ['month', 'year'] }),
    cycleValue: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.receiptNumber),
    check(
      'konbini_payments_period_whole',
      sql`(${t.membershipPlanId} is null) = (${t.cycleType} is null) and (${t.membershipPlanId} is null) = (${t.cycleValue} is null)`,
    ),
    index().on(t.status, t.deadline),
    check(
      'konbini_payments_points_whole',
      sql`(${t.votingPackageId} is null) = (${t.packageCount} is null) and (${t.votingPackageId} is null) = (${t.points} is null)`,
    ),
  ],
);

/**
 * Every notification the konbini gateway sent, kept whether it was applied or refused (a bad
 * signature, an unknown payment, a replay), so support can see what arrived and why it was turned
 * away. An event id is accepted once (the partial unique index): a replay of it is refused.
 */
export const konbiniNotifications = pgTable(
  'konbini_notifications',
  {
    id: id(),
    eventId: text(),
    eventType: text(),
    providerPaymentId: text(),
    outcome: text({
      enum: ['applied', 'unchanged', 'bad_signature', 'malformed', 'unknown_payment', 'replayed', 'stale'],
    }).notNull(),
    accepted: boolean().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('konbini_notifications_accepted_event')
      .on(t.eventId)
      .where(sql`${t.accepted}`),
    index().on(t.providerPaymentId),
  ],
);

/**
 * The order mails waiting to leave (a transactional outbox): a row is written in the same
 * transaction as the change it tells of (an order paid, a konbini slip made, paid or expired), so
 * the mail exists exactly when the change does, and the mail job (jobs/mail-outbox.ts) sends it
 * after the answer. One row per mail and order (the unique index): a change replayed twice still
 * mails once. `attempts` counts sends tried; a failed send waits `next_attempt_at` (backoff) and
 * the row becomes `failed` after the last try.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text({
      enum: ['order_placed', 'konbini_slip', 'konbini_reminder', 'konbini_paid', 'konbini_expired', 'refund'],
    }).notNull(),
    userId: cascadeFrom(() => users.id),
    orderId: cascadeFrom(() => orders.id),
    /** The refund a 返金のお知らせ tells of (an order may have several); null for other kinds. */
    refundId: integer().references((): AnyPgColumn => refunds.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastError: text(),
    sentAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_order_id_kind_index')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} is null`),
    uniqueIndex().on(t.refundId),
    index().on(t.status, t.nextAttemptAt),
  ],
);

/** The sandbox konbini gateway's own ledger (it stands in for an external service). */
export const sandboxKonbiniPayments = pgTable('sandbox_konbini_payments', {
  id: text().primaryKey(),
  /** The merchant's order reference: a repeated create answers the first payment. */
  externalOrderNum: text().notNull().unique(),
  amount: integer().notNull(),
  store: text().notNull(),
  receipt: text().notNull(),
  confirmationCode: text(),
  email: text().notNull(),
  expiresAt: at().notNull(),
  status: text({ enum: ['pending', 'captured', 'expired'] }).notNull(),
  createdAt: createdAt(),
});

/** State of the sandbox card provider (it stands in for an external service). */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  maskedCardNumber: text().notNull(),
  outcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  expiresAt: at().notNull(),
  usedAt: at(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  reference: text().primaryKey(),
  maskedCardNumber: text().notNull(),
  outcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * Every charge the sandbox provider made, as a real provider's ledger shows them: one per provider
 * order id (a repeat of the same id answers the first charge), so what was charged can be compared
 * with the orders and asked about afterwards (`findCharge`).
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  chargeId: text().primaryKey(),
  orderId: text().notNull().unique(),
  amount: integer().notNull(),
  maskedCardNumber: text().notNull(),
  createdAt: createdAt(),
  refundedAt: at(),
});

/**
 * The sandbox's refunds, full or in part, of a charge in `sandbox_charges`: a refund key is paid
 * back once (a repeat answers the first), and the refunds of a charge never add up to more than it.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundId: text().primaryKey(),
    chargeId: text()
      .notNull()
      .references(() => sandboxCharges.chargeId),
    refundKey: text().notNull().unique(),
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.chargeId), check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`)],
);

export const sandboxTdsSessions = pgTable('sandbox_tds_sessions', {
  orderId: text().primaryKey(),
  cardOutcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  maskedCardNumber: text().notNull(),
  amount: integer().notNull(),
  redirectionUrl: text().notNull(),
  status: text({ enum: ['started', 'authenticated', 'rejected', 'completed'] }).notNull(),
  createdAt: createdAt(),
});
