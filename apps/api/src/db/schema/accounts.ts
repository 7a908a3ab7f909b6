// The schema of accounts (index.ts assembles every table).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, cascadeFrom } from './common.ts';

/** Member numbers (会員番号): eight digits from 10000001, one per member, never reused. */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 10000001, minValue: 10000001 });

export const users = pgTable('users', {
  id: id(),
  companyId: companyId(),
  /** Given at sign-up in order of registration; printed on the membership card. */
  memberNumber: integer()
    .notNull()
    .unique()
    .default(sql`nextval('member_number_seq')`),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  firstNameKana: text().notNull().default(''),
  lastNameKana: text().notNull().default(''),
  nickName: text(),
  phone: text().notNull(),
  zipCode: text().notNull(),
  prefectureId: integer().notNull(),
  address1: text().notNull(),
  address2: text().notNull(),
  address3: text(),
  birthDate: date({ mode: 'string' }).notNull(),
  /** 0 not stated, 1 male, 2 female, 9 other. */
  gender: integer().notNull().default(0),
  isReceivedGift: boolean().notNull().default(false),
  isTDS: boolean().notNull().default(false),
  tdsMiecruId: text(),
  /** Reference of the card kept at the payment provider; card data never reaches us. */
  cardReference: text(),
  maskedCardNumber: text(),
  isValidCard: boolean().notNull().default(false),
  /** お知らせメール: the club's announcements (一斉メール); transactional mail ignores it. */
  announcementMail: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    /** All tokens descending from one sign-in; reuse of a rotated one revokes the family. */
    familyId: uuid().notNull(),
    createdAt: createdAt(),
    /** Absolute expiry of the family, carried to every rotated token. */
    expiresAt: at().notNull(),
    rotatedAt: at(),
    revokedAt: at(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    purpose: text({ enum: ['sign-up', 'password-reset', 'email-change', 'email-undo'] }).notNull(),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for an email change: it stays signed in when the change ends the others. */
    familyId: uuid(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email)],
);

/**
 * Each membership-card code checked at a venue, kept until the code expires, so a code shown
 * twice (a screenshot passed on) is told apart; the primary key makes the first check win across
 * every API process. `code` names the code: `live:<member>:<step>` or `offline:<member>:<iat>`.
 */
export const membershipCardChecks = pgTable(
  'membership_card_checks',
  {
    code: text().primaryKey(),
    memberNumber: integer().notNull(),
    checkedAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Sliding-window throttle hits (sign-in, mail sending), shared by every API process. */
export const throttleHits = pgTable(
  'throttle_hits',
  { id: id(), key: text().notNull(), at: createdAt() },
  (t) => [index().on(t.key, t.at)],
);
