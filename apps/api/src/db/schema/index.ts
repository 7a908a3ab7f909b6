/**
 * The one database schema (spec section 3), shared by PGlite and PostgreSQL.
 * Column names are derived in snake_case (`casing: 'snake_case'` in the client and drizzle-kit).
 * Money is whole yen; taxRate is a percentage (10 = 10 %). Invariants that must hold across
 * concurrent requests and processes (stock, points, draw capacity, one answer per user, one charge
 * per idempotency key) are enforced by CHECK and UNIQUE constraints, not by application code.
 *
 * One file per resource, assembled here (drizzle-kit and the client read this index); a new table
 * goes in its resource's file, or in a new file exported below. Column helpers: `common.ts`.
 */
export * from './accounts.ts';
export * from './membership.ts';
export * from './site-configuration.ts';
export * from './content.ts';
export * from './shop.ts';
export * from './payments.ts';
export * from './voting-packages.ts';
export * from './voting.ts';
export * from './surveys-and-draws.ts';
export * from './gifts-and-rewards.ts';
export * from './contact-and-analytics.ts';
export * from './operators.ts';
