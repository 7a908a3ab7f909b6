// The schema of voting (index.ts assembles every table).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';
import { subscriptions } from './membership.ts';
import { profiles } from './content.ts';
import { transactions } from './payments.ts';
import { votingPackages } from './voting-packages.ts';

export const votingEvents = pgTable('voting_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  introduction: text().notNull().default(''),
  imageUrl: text(),
  startedDate: at().notNull(),
  closedDate: at().notNull(),
});

export const votingEventProfiles = pgTable(
  'voting_event_profiles',
  {
    id: id(),
    votingEventId: cascadeFrom(() => votingEvents.id),
    profileId: cascadeFrom(() => profiles.id),
    imageUrl: text(),
    content: text(),
    /**
     * Points received before the tally moved to `voting_tally_shards` (and what the demo content
     * starts with). A candidate's total is this plus its shards (`candidatePoint` in
     * repositories/voting.ts); votes never update this row.
     */
    point: integer().notNull().default(0),
  },
  (t) => [index().on(t.votingEventId)],
);

/**
 * A candidate's running total, spread over a few rows so that simultaneous votes for one favourite
 * do not queue on one row lock: each vote adds to the shard of its voter (`user_id % shards`), as
 * the last statement of the vote's database function (`fanclub_vote`, migration 0009).
 */
export const votingTallyShards = pgTable(
  'voting_tally_shards',
  {
    votingEventProfileId: cascadeFrom(() => votingEventProfiles.id),
    shard: integer().notNull(),
    point: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.votingEventProfileId, t.shard] })],
);

export const votes = pgTable(
  'votes',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    votingEventProfileId: cascadeFrom(() => votingEventProfiles.id),
    point: integer().notNull(),
    /** The client's key for this vote: a retried request answers the vote it made (one per member). */
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('votes_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('votes_point_positive', sql`${t.point} > 0`),
  ],
);

export const votingPackagePurchases = pgTable(
  'voting_package_purchases',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    transactionId: integer().references(() => transactions.id, { onDelete: 'set null' }),
    /** The package bought; null for points a paid membership granted. */
    votingPackageId: integer().references(() => votingPackages.id),
    /** `purchase`: bought with a package; `membership`: granted with a plan's payment. */
    source: text({ enum: ['purchase', 'membership'] })
      .notNull()
      .default('purchase'),
    /** The subscription whose payment granted these points. */
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    count: integer().notNull(),
    price: integer().notNull(),
    point: integer().notNull(),
    /** Points of this purchase not yet spent; never negative, so votes cannot overspend. */
    remainingPoint: integer().notNull(),
    expireDate: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.expireDate),
    check('voting_package_purchases_remaining_nonnegative', sql`${t.remainingPoint} >= 0`),
  ],
);

/** Every change of a user's points, for history and audit. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    delta: integer().notNull(),
    reason: text({ enum: ['purchase', 'membership', 'vote', 'expire', 'refund'] }).notNull(),
    purchaseId: integer().references(() => votingPackagePurchases.id, { onDelete: 'set null' }),
    voteId: integer().references(() => votes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
