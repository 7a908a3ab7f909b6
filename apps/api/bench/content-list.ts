/**
 * Throughput of a content list on the real app (Fastify + zod validation and serialisation +
 * Drizzle on PGlite, seeded demo data) against a bare Fastify route that returns the same JSON from
 * memory: the gap is what the stack costs per request. A command, not a test:
 *   npx --yes pnpm@10.34.9 --filter @fanclub/api bench   (BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';

const PATH = '/api/v1/news?limit=10';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const run = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { 'company-id': '3' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclub-bench-'));
  const db = createDb({ databaseUrl: undefined, pgliteDir: 'memory' });
  await db.migrate();
  await seedDemoData(db.db, 3);
  // The benchmark measures the stack, not the global rate limit (the test config lifts it).
  const app = await buildApp({ config: testConfig({ dataDir }), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PATH}`;

  const body = await (await fetch(appUrl, { headers: { 'company-id': '3' } })).text();
  const bare = Fastify();
  bare.get('/api/v1/news', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}${PATH}`;

  console.log(
    `GET ${PATH} (${body.length} bytes), ${connections} connections, ${seconds} s each, Node ${process.version}`,
  );
  await run(appUrl); // warm-up is not counted: JIT, PGlite caches
  const real = await run(appUrl);
  const memory = await run(bareUrl);
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row('real app (PGlite)', real));
  console.log(row('bare Fastify (memory)', memory));
  console.log(`throughput ratio real/bare: ${(real.requests.average / memory.requests.average).toFixed(3)}`);
  console.log(
    `p99 latency ratio real/bare: ${(real.latency.p99 / Math.max(memory.latency.p99, 1)).toFixed(2)}`,
  );

  await bare.close();
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
