import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { refundCases } from './refund-suite.ts';

/** The refund cases on PostgreSQL with a pool: concurrent refunds of one order really overlap. */
describe.skipIf(!TEST_DATABASE_URL)('refunds on PostgreSQL (TEST_DATABASE_URL)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let handle: DbHandle;
  let app: App;
  beforeAll(async () => {
    pg = await freshPostgres();
    handle = pg.handle;
    await seedDemoData(handle.db, 3);
    app = await buildApp({ config: testConfig(), db: handle });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await pg?.drop();
  });
  refundCases(() => ({ app, db: handle }));
});
