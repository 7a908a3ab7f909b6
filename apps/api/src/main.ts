import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { createDb } from './db/client.ts';
import { seedDemoData, seedIsNeeded } from './db/seed.ts';
import { demoOperatorsAreNeeded, seedDemoOperators } from './db/seed-operators.ts';
import { startJobs } from './jobs/schedule.ts';
import { konbiniOrdersFor } from './shop/konbini-orders.ts';
import { writeStampPosters } from './site/stamp-posters.ts';

/**
 * `start` (production: `node dist/main.js`). With WORKERS=1 one process migrates, seeds an empty
 * database, serves the API and the site and runs the jobs. With WORKERS=N the first process only
 * migrates and seeds, then runs N server processes (node:cluster, one shared port), restarts one
 * that dies, and on SIGTERM stops them all gracefully. Several hosts (or several `start`s behind
 * the operator's proxy) work the same way: everything shared is in PostgreSQL and Redis.
 */

/** Migrations and demo content, once, before any process serves. */
const prepare = async (config: Config, log: (message: string) => void) => {
  const db = createDb(config);
  // Processes started together (several hosts, a restart of all) migrate and seed one at a time.
  await db.exclusive(
    'prepare',
    async () => {
      await db.migrate();
      if (await seedIsNeeded(db.db)) {
        log(
          'empty database: seeding demo content (free@example.jp / paid@example.jp, console owner@example.jp, password Passw0rd!)',
        );
        await seedDemoData(db.db, config.companyId);
      } else if (await demoOperatorsAreNeeded(db.db)) {
        await seedDemoOperators(db.db, config.companyId);
      }
      // The stamp codes are random per installation: the operator prints these addresses.
      log(
        `stamp-rally poster addresses: ${await writeStampPosters(db.db, config.companyId, config.publicUrl, config.dataDir)}`,
      );
    },
    { wait: true },
  );
  return db;
};

/** One server process: listens, runs the jobs, and drains its requests on SIGTERM. */
const serve = async (config: Config, prepared?: Awaited<ReturnType<typeof prepare>>) => {
  const db = prepared ?? createDb(config);
  const app = await buildApp({
    config,
    db,
    serveSite: true,
    logger: { level: config.logLevel },
  });
  const stopJobs = startJobs({
    db,
    payments: app.payments,
    log: app.log,
    config,
    mail: app.mail,
    mailOutbox: app.mailOutbox,
    announcements: app.announcements,
    konbini: app.konbini
      ? konbiniOrdersFor({
          db: db.db,
          companyId: config.companyId,
          konbini: app.konbini,
          config: config.konbini,
          payments: app.payments,
          mails: app.mailOutbox,
        }).konbini
      : null,
    onStockChange: () => app.publicCache.invalidate('products'),
    onPublication: (...resources) => app.publicCache.invalidate(...resources),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /api/ready answers 503 from now: the proxy stops sending new requests here, while this
    // process goes on serving every request that still arrives for the grace period.
    app.lifecycle.draining = true;
    app.log.info(
      `${signal}: not ready; serving ${config.shutdownGraceMs} ms more, then finishing in-flight requests and stopping`,
    );
    stopJobs();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    // A request that never ends must not keep the process forever.
    setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdownTimeoutMs} ms: stopping anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // Fastify stops accepting, answers 503 to new requests on open connections, waits for the rest.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  return app;
};

const main = async () => {
  const config = loadConfig();
  if (config.workers === 1) {
    const app = await serve(config, await prepare(config, console.log));
    app.log.info(
      `fan club API on ${config.publicUrl} (${app.shared.kind === 'redis' ? 'Redis, ' : ''}${config.databaseUrl ? 'postgres' : `pglite in ${config.pgliteDir}`})`,
    );
    return;
  }
  if (cluster.isWorker) {
    await serve(config);
    return;
  }

  const say = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));
  await (await prepare(config, say)).close();
  if (!config.redisUrl)
    say('WORKERS without REDIS_URL: rate limits count per process and public answers are not cached');
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    say(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < config.workers; i++) fork();
  say(`fan club API on ${config.publicUrl}: ${config.workers} server processes`);
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), config.shutdownGraceMs + config.shutdownTimeoutMs + 2000).unref();
  };
  process.once('SIGINT', () => stopAll('SIGINT'));
  process.once('SIGTERM', () => stopAll('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
