import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Readiness: the database answers a trivial query. */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);
