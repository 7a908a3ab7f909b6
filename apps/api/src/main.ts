import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { seedDemoData, seedIsNeeded } from './db/seed.ts';
import { startBillingTimer } from './jobs/billing.ts';

/** One process: migrate, seed demo content into an empty database, serve the API and the site. */
const main = async () => {
  const config = loadConfig();
  const db = createDb(config);
  await db.migrate();
  const app = await buildApp({
    config,
    db,
    serveSite: true,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'debug' },
  });
  if (await seedIsNeeded(db.db)) {
    app.log.info(
      'empty database: seeding demo content (free@example.jp / paid@example.jp, password Passw0rd!)',
    );
    await seedDemoData(db.db, config.companyId);
  }
  // Renewals of paid memberships (BILLING_INTERVAL_MS, default hourly; 0 turns it off).
  const stopBilling = startBillingTimer(db.db, app.payments, app.log);
  const close = async () => {
    stopBilling();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `fan club API on ${config.publicUrl} (${db.kind}${db.kind === 'pglite' ? ` in ${config.pgliteDir}` : ''})`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
