import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle instance, whichever driver is behind it (both share the pg-core query builder). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs `task` unless another holder of the same name is running it, in any process: a PostgreSQL
   * session advisory lock on a connection of its own (released by the server if the process dies);
   * in-process on PGlite, whose data belongs to one process. Null when someone else holds it;
   * with `wait`, waits for the holder instead (migrating and seeding when processes start together).
   */
  exclusive: <T>(name: string, task: () => Promise<T>, options?: { wait?: boolean }) => Promise<T | null>;
  /** PGlite only: the whole database as a tar file, to start another PGlite from (`snapshot`). */
  dump?: () => Promise<Blob>;
}

/** Names held by this process (PGlite, and a quick refusal before asking PostgreSQL). */
const localExclusive = () => {
  const held = new Set<string>();
  return async <T>(
    name: string,
    task: () => Promise<T>,
    outer?: (run: () => Promise<T>) => Promise<T | null>,
  ) => {
    if (held.has(name)) return null;
    held.add(name);
    try {
      return outer ? await outer(task) : await task();
    } finally {
      held.delete(name);
    }
  };
};

export interface DbOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /**
   * PGlite only: start from this copy of a database (a `dump()`) instead of an empty one. Creating
   * an empty PGlite database runs initdb inside WebAssembly, seconds of CPU; a copy loads in a
   * fraction of that (the API's tests start each app from one migrated copy).
   */
  snapshot?: Blob;
  /** PostgreSQL connections of this process (DB_POOL). */
  dbPool?: number;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export const createDb = (options: DbOptions): DbHandle => {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: options.dbPool ?? 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
    const local = localExclusive();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
      exclusive: (name, task, options = {}) =>
        local(name, task, async (run) => {
          const connection = await client.reserve();
          const key = `fanclub:${name}`;
          try {
            const [row] = options.wait
              ? await connection<{ locked: boolean }[]>`
                  select true as locked from (select pg_advisory_lock(hashtext(${key}))) as waited`
              : await connection<{ locked: boolean }[]>`
                  select pg_try_advisory_lock(hashtext(${key})) as locked`;
            if (!row?.locked) return null;
            try {
              return await run();
            } finally {
              await connection`select pg_advisory_unlock(hashtext(${key}))`;
            }
          } finally {
            connection.release();
          }
        }),
    };
  }
  const dataDir = options.pgliteDir === 'memory' ? undefined : options.pgliteDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir && { dataDir }),
    ...(options.snapshot && { loadDataDir: options.snapshot }),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => {
      // Everything committed, written to the data files first (not only to the WAL).
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    exclusive: (() => {
      const local = localExclusive();
      return (name, task) => local(name, task);
    })(),
  };
};
