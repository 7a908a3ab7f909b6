// The schema of operators (the console) (index.ts assembles every table).
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';

export const operatorRoles = ['owner', 'editor', 'shop', 'support'] as const;

/** The agency's staff who run the club in the console; never members, never in `users`. */
export const operators = pgTable('operators', {
  id: id(),
  companyId: companyId(),
  email: text().notNull().unique(),
  name: text().notNull(),
  role: text({ enum: operatorRoles }).notNull(),
  /** Null while invited: the invitation's link sets it (the account cannot sign in before). */
  passwordHash: text(),
  /** Base32 TOTP secret once the second factor is on; null without one. */
  totpSecret: text(),
  /** The secret of an enrolment under way, on (moved to totpSecret) once a code from it is confirmed. */
  totpPendingSecret: text(),
  /** The last accepted TOTP time step: a code is good once (RFC 6238 section 5.2). */
  totpLastStep: integer(),
  disabledAt: at(),
  createdAt: createdAt(),
  lastSignInAt: at(),
});

/** One console sign-in; its id is the token's `sid`, checked on every call so sign-out ends it. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid().primaryKey(),
    operatorId: cascadeFrom(() => operators.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index().on(t.operatorId)],
);

/** An operator's invitation: its link (the token, kept only as a hash) sets their password once. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: id(),
    operatorId: cascadeFrom(() => operators.id),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.operatorId)],
);

/** The recovery codes of an operator's TOTP (hashed): each signs in once instead of a code. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: id(),
    operatorId: cascadeFrom(() => operators.id),
    codeHash: text().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.operatorId, t.codeHash)],
);

/** The console's own settings, one row per company (none: the defaults). */
export const consoleSettings = pgTable('console_settings', {
  companyId: integer().primaryKey(),
  /** Every operator signs in with TOTP; one without it enrols before anything else. */
  requireTotp: boolean().notNull().default(false),
  updatedAt: at().notNull().defaultNow(),
});

/** Operators' internal notes on a member (never shown to the member); written once, kept. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** The author's name as it was, so a note still names someone whose account was removed. */
    operatorName: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Every write made in the console: who, when, what, and the record before and after it. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    companyId: companyId(),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still names someone whose account was removed. */
    operatorEmail: text().notNull(),
    action: text().notNull(),
    resource: text().notNull(),
    resourceId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.resource, t.resourceId)],
);

export const announcementStates = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;

/**
 * 一斉メール: an announcement written in the console to one member or to a segment of the members
 * list (its filters, as JSON). A scheduled one is expanded once, when its time has come, into
 * `announcement_recipients`; the job (jobs/announcements.ts) sends those at the configured rate.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    companyId: companyId(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The members list's filters (plan, state, join month, birth month, prefecture); null with a member. */
    segment: jsonb().$type<Record<string, string | number>>(),
    /** One member instead of a segment. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: at(),
    state: text({ enum: announcementStates }).notNull().default('draft'),
    createdBy: integer().references(() => operators.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    /** When the recipients were written (the segment read once). */
    expandedAt: at(),
    sentAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.state, t.scheduledAt)],
);

/** One recipient of an announcement: one row per mail and member, so nobody gets it twice. */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    id: id(),
    announcementId: cascadeFrom(() => announcements.id),
    userId: cascadeFrom(() => users.id),
    status: text({ enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text(),
    sentAt: at(),
  },
  (t) => [uniqueIndex().on(t.announcementId, t.userId), index().on(t.announcementId, t.status)],
);
