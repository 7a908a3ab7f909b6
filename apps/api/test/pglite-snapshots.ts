import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';

/**
 * Vitest global setup of the API's test suites: one migrated PGlite database, and one with the
 * demo data of company 3, made once per run and written as tar files; `freshTestDb` (test-db.ts)
 * starts each test's database from a copy of one of them.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fanclub-pglite-'));
  const db = createDb({ databaseUrl: undefined, pgliteDir: 'memory' });
  const save = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    await writeFile(file, Buffer.from(await (await db.dump!()).arrayBuffer()));
    return file;
  };
  await db.migrate();
  const migrated = await save('migrated');
  await seedDemoData(db.db, 3);
  const seeded = await save('seeded');
  await db.close();
  project.provide('pgliteSnapshots', { migrated, seeded });
  return () => rm(dir, { recursive: true, force: true });
}
