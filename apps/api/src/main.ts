import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { seedDemoData, seedIsNeeded } from './db/seed.ts';
import { startBillingTimer } from './jobs/billing.ts';
import { startDrawTimer } from './jobs/draw.ts';
import { startTdsExpiryTimer } from './jobs/tds-expiry.ts';

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
  // Background jobs, each at start and then periodically (0 turns one off; see config.ts).
  const stopJobs = [
    // Renewals of paid memberships (BILLING_INTERVAL_MS, default hourly).
    startBillingTimer(db.db, app.payments, app.log, config.billingIntervalMs),
    // Draws of events whose entry period has ended (DRAW_INTERVAL_MS, default 5 minutes).
    startDrawTimer(db.db, app.log, config.drawIntervalMs),
    // 3-D Secure orders abandoned for 30 minutes give their stock back (TDS_EXPIRY_INTERVAL_MS).
    startTdsExpiryTimer(db.db, app.log, {
      intervalMs: config.tdsExpiryIntervalMs,
      timeoutMs: config.tdsOrderTimeoutMs,
    }),
  ];
  const close = async () => {
    for (const stop of stopJobs) stop();
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
