import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The copies test/pglite-snapshots.ts made for this run (absent when a test runs without it). */
    pgliteSnapshots?: { migrated: string; seeded: string };
  }
}

/**
 * A fresh in-memory PGlite database, migrated, with the demo data when `seed` (for `companyId`).
 * It starts from the run's copy of such a database (test/pglite-snapshots.ts): an empty PGlite
 * database costs seconds of CPU to create, and every test file wants its own.
 */
export const freshTestDb = async ({ seed = false, companyId = 3 } = {}): Promise<DbHandle> => {
  const snapshots = inject('pgliteSnapshots');
  const seeded = Boolean(snapshots && seed && companyId === 3);
  const file = snapshots && (seeded ? snapshots.seeded : snapshots.migrated);
  const db = createDb({
    databaseUrl: undefined,
    pgliteDir: 'memory',
    ...(file && { snapshot: new Blob([await readFile(file)]) }),
  });
  // Already migrated when it is a copy: this finds nothing to do, and stays the same call the
  // server makes at start.
  await db.migrate();
  if (seed && !seeded) await seedDemoData(db.db, companyId);
  return db;
};
