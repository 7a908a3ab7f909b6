// The schema of membership (index.ts assembles every table).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, displayOrder, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';

export const membershipPlans = pgTable('membership_plans', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  price: integer().notNull(),
  taxRate: doublePrecision().notNull().default(10),
  initialFee: integer().notNull().default(0),
  isDisplayed: boolean().notNull().default(true),
  cycleType: text({ enum: ['month', 'year'] }).notNull(),
  cycleValue: integer().notNull().default(1),
  contentView: text(),
  images: jsonb().$type<unknown[]>().notNull().default([]),
  displayOrder: displayOrder(),
  /** Voting points granted per month of the cycle, at the first payment and at each renewal. */
  monthlyPoint: integer().notNull().default(0),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    planId: integer()
      .notNull()
      .references(() => membershipPlans.id),
    name: text().notNull(),
    price: integer().notNull(),
    initialFee: integer().notNull().default(0),
    taxRate: doublePrecision().notNull(),
    cycleType: text({ enum: ['month', 'year'] }).notNull(),
    cycleValue: integer().notNull(),
    billingCount: integer().notNull().default(0),
    retryBillingCount: integer().notNull().default(0),
    status: text({ enum: ['active', 'cancel_requested', 'past_due', 'expired', 'banned'] }).notNull(),
    /**
     * `auto`: the saved card is charged at each `nextBillingDate`. `prepaid`: a period paid in
     * advance (コンビニ払い) that never renews by itself; it ends at `end` unless another period is
     * paid, and `nextBillingDate` stays null.
     */
    renewal: text({ enum: ['auto', 'prepaid'] })
      .notNull()
      .default('auto'),
    start: at().notNull(),
    end: at().notNull(),
    lastBillingDate: at(),
    nextBillingDate: at(),
    bannedAt: at(),
    bannedReason: text(),
    unsubscribeReason: text(),
    otherReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    // At most one live subscription per user, whatever the number of concurrent purchases.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status in ('active', 'cancel_requested', 'past_due')`),
    check('subscriptions_retry_nonnegative', sql`${t.retryBillingCount} >= 0`),
  ],
);

/**
 * The end-of-period reminders of prepaid subscriptions, one row per subscription, period end and
 * reminder (days before the end): the unique key lets each go out once, even when two job runs
 * overlap; a period extended gets its own reminders for its new end.
 */
export const prepaidReminders = pgTable(
  'prepaid_reminders',
  {
    id: id(),
    subscriptionId: cascadeFrom(() => subscriptions.id),
    periodEnd: at().notNull(),
    daysBefore: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.subscriptionId, t.periodEnd, t.daysBefore)],
);
