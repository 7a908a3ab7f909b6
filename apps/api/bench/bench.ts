/**
 * The API as an operator deploys it, measured from outside: `node dist/main.js` (the production
 * build) in processes of its own, on PostgreSQL (with Redis when one answers) and on PGlite, with
 * autocannon here, in a third process. A command, not a test:
 *
 *   npx --yes pnpm@10.34.9 --filter @fanclub/api bench
 *   npx --yes pnpm@10.34.9 --filter @fanclub/api bench --help   (prints this)
 *
 * 1. Throughput: `GET /api/v1/news?limit=10` (a cached public list) and the HTML of `/` and of a
 *    product page (cached public pages, as a returning fan's phone asks for them: with the web-spec
 *    cookies, taking brotli) against a bare Fastify route returning the same bytes from memory (same number of
 *    processes), at 10 and 100 connections: requests/s, p50, p99, errors and the ratio. Then pages
 *    nobody has asked for yet (`/notice?page=n`, a new n each time) at 100 connections: every one a
 *    cache miss, which the server must shed (`x-cache: shed`, the client-rendered shell) rather than
 *    queue. The site is built first when it has no server build (apps/site dist-server).
 * 2. Burst: 2,000 fans arrive within 60 s, each opening the home page's API calls and signing in
 *    (from their own address, as a proxy forwards it), then 500 checkouts at once. Counts 5xx and
 *    requests that got no answer at all.
 * 3. Peak (BENCH_ONLY=peak, or with the rest): the peak minute's writes, each printed with its
 *    throughput, p50/p99, the share answered within 5 s and its integrity checks:
 *    - votes: BENCH_VOTERS (2000) members each vote 1 point for one candidate at once
 *      (tally = votes = ledger, no negative balance);
 *    - sale: 10 units of one SKU to BENCH_BUYERS (500) members at once (exactly 10 sold and
 *      charged, every other buyer told 売り切れ or busy);
 *    - sign-ins: BENCH_SIGNINS (300) sign-ins spread over BENCH_SIGNIN_SECONDS (10)
 *      (200, or 503 with Retry-After);
 *    - SIGTERM: a one-process server is stopped while BENCH_VOTERS votes burst at it
 *      (connections reset, votes lost or doubled).
 *    Small numbers make a smoke run: BENCH_ONLY=peak BENCH_VOTERS=40 BENCH_BUYERS=30 BENCH_SIGNINS=20.
 *    BENCH_PEAK=votes runs the votes alone (to compare builds or settings in the same minutes).
 *
 * Environment: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_REDIS_URL (default TEST_REDIS_URL), BENCH_WORKERS (2), BENCH_SECONDS (10), BENCH_PORT (4400),
 * BENCH_FANS (2000), BENCH_ARRIVAL_SECONDS (60), BENCH_CHECKOUTS (500), BENCH_ONLY (throughput|burst|peak),
 * BENCH_VOTERS (2000), BENCH_BUYERS (500), BENCH_SIGNINS (300), BENCH_SIGNIN_SECONDS (10),
 * BENCH_API_MAIN (`dist/main.js`; another build of the server to compare, e.g. one made from an
 * earlier commit into `dist-before/`). The servers' admission settings pass through when set:
 * DB_POOL, WRITE_CONCURRENCY, WRITE_QUEUE, WRITE_QUEUE_MS, HASH_THREADS, HASH_QUEUE, HASH_QUEUE_MS,
 * LOG_LEVEL, NODE_CLUSTER_SCHED_POLICY;
 * BENCH_NODE_OPTIONS becomes the servers' NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`:
 * each process writes its CPU profile when it stops).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { hashPassword } from '../src/auth/passwords.ts';
import { createDb } from '../src/db/client.ts';
import { signAccessToken } from '../src/auth/access-token.ts';
import {
  orders,
  pointLedger,
  productSkus,
  sandboxCards,
  sandboxCharges,
  votes,
  votingEventProfiles,
  votingPackagePurchases,
} from '../src/db/schema/index.ts';
import { candidatePoint } from '../src/repositories/voting.ts';
import { refreshTokensRepository } from '../src/repositories/refresh-tokens.ts';
import { insertOpenVotingEvent, insertUsers } from '../test/postgres-helpers.ts';
import { orderBody, skuOf } from '../test/shop-helpers.ts';

const env = process.env;
const apiRoot = path.resolve(import.meta.dirname, '..');
const adminUrl =
  env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL;
const workers = Number(env.BENCH_WORKERS ?? 2);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const only = env.BENCH_ONLY;
let port = Number(env.BENCH_PORT ?? 4400);
const apiMain = env.BENCH_API_MAIN ?? 'dist/main.js';
const LIST = '/api/v1/news?limit=10';
const HOME_CALLS = [
  '/api/v1/web-specifications',
  '/api/v1/company-pages',
  '/api/v1/top-components',
  '/api/v1/top-images',
  '/api/v1/ads',
  '/api/v1/news?limit=5',
  '/api/v1/notices?limit=5',
  '/api/v1/schedules?limit=5',
  '/api/v1/topics',
  '/api/v1/products?limit=4',
];
const PASSWORD = 'Passw0rd!';
/** Shared with the servers, so the peak scenarios sign their members' tokens themselves. */
const BENCH_JWT_SECRET = randomUUID();

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  url: string;
  child: ChildProcess;
}

const waitReady = async (url: string, child: ChildProcess, probe: string) => {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url} ended while starting`);
    try {
      if ((await fetch(`${url}${probe}`, { headers: { 'company-id': '3' } })).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not start`);
};

/** The admission settings of the servers under test, when set here (see the header). */
const passedSettings = Object.fromEntries(
  [
    'DB_POOL',
    'WRITE_CONCURRENCY',
    'WRITE_QUEUE',
    'WRITE_QUEUE_MS',
    'HASH_THREADS',
    'HASH_QUEUE',
    'HASH_QUEUE_MS',
    'LOG_LEVEL',
    'NODE_CLUSTER_SCHED_POLICY',
  ].flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
) as Record<string, string>;
if (env.BENCH_NODE_OPTIONS) passedSettings.NODE_OPTIONS = env.BENCH_NODE_OPTIONS;

const startApi = async (extra: Record<string, string>): Promise<Server> => {
  const p = port++;
  const child = spawn(process.execPath, [apiMain], {
    cwd: apiRoot,
    env: {
      PATH: env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(p),
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      JWT_SECRET: BENCH_JWT_SECRET,
      // The global per-address limit is lifted, as behind a proxy that limits; sign-in throttling stays.
      RATE_LIMIT_PER_MINUTE: '0',
      // The load generator stands for the reverse proxy on loopback: each fan's forwarded address
      // counts as theirs (without it every sign-in shares one address and its limit).
      TRUST_PROXY: '127.0.0.1',
      BILLING_INTERVAL_MS: '0',
      DRAW_INTERVAL_MS: '0',
      ...passedSettings,
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${p}`;
  await waitReady(url, child, '/api/ready');
  return { url, child };
};

/** What the bare server answers for each path (any query): the API's own bytes and content type. */
type Bodies = Record<string, { type: string; body: string; base64?: boolean; encoding?: string }>;

const startBare = async (bodies: Bodies, processes: number, dir: string): Promise<Server> => {
  const p = port++;
  const file = path.join(dir, `bare-${p}.json`);
  await writeFile(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare.mjs')], {
    cwd: apiRoot,
    env: { PATH: env.PATH ?? '', PORT: String(p), WORKERS: String(processes), BODIES_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${p}`;
  await waitReady(url, child, LIST);
  return { url, child };
};

const stop = async (server: Server) => {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
};

const cannon = (
  url: string,
  connections: number,
  duration: number,
  options: { headers?: Record<string, string>; requests?: autocannon.Request[] } = {},
) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'company-id': '3', ...options.headers },
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

interface Row {
  target: string;
  connections: number;
  result: autocannon.Result;
}
const rows: Row[] = [];

/** A path the throughput rows measure, and the headers a visitor sends with it. */
interface Target {
  label: string;
  path: string;
  headers?: Record<string, string>;
}

const throughput = async (name: string, app: Server, bare: Server, targets: Target[]) => {
  for (const target of targets)
    for (const connections of [10, 100]) {
      const options = { headers: target.headers ?? {} };
      await cannon(`${app.url}${target.path}`, connections, 2, options); // warm-up: JIT, caches, pools
      rows.push({
        target: `${name}: ${target.label}`,
        connections,
        result: await cannon(`${app.url}${target.path}`, connections, seconds, options),
      });
      await cannon(`${bare.url}${target.path}`, connections, 2, options);
      rows.push({
        target: `bare (${name}: ${target.label})`,
        connections,
        result: await cannon(`${bare.url}${target.path}`, connections, seconds, options),
      });
    }
};

/**
 * Pages nobody has asked for yet, at 100 connections: each request a new `?page=`, so each a cache
 * miss. The server renders what it can and sheds the rest; nothing may wait in a queue.
 */
const misses = async (name: string, app: Server) => {
  let n = 1000;
  const counts: Record<string, number> = {};
  const result = await cannon(`${app.url}/notice`, 100, seconds, {
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `/notice?page=${(n += 1)}` }),
        onResponse: (_status, _body, _context, headers) => {
          const cache = String((headers as Record<string, string> | undefined)?.['x-cache'] ?? 'none');
          counts[cache] = (counts[cache] ?? 0) + 1;
        },
      },
    ],
  });
  rows.push({
    target: `${name}: HTML misses /notice?page=n (${JSON.stringify(counts)})`,
    connections: 100,
    result,
  });
};

const printThroughput = () => {
  console.log(
    '\n| target | connections | requests/s | p50 | p99 | non-2xx + errors + timeouts | ratio to bare |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const bare = rows.find((r) => r.target === `bare (${row.target})` && r.connections === row.connections);
    const ratio = bare ? (row.result.requests.average / bare.result.requests.average).toFixed(2) : '';
    console.log(
      `| ${row.target} | ${row.connections} | ${row.result.requests.average.toFixed(0)} | ${row.result.latency.p50} ms | ${row.result.latency.p99} ms | ${row.result.non2xx + row.result.errors + row.result.timeouts} | ${ratio} |`,
    );
  }
};

/**
 * The bytes each target answers (what the bare server will send) and the targets themselves: the
 * news list, the home page and the first product's page, the pages with the web-spec cookies the
 * first answer set (a returning fan's request, which every cache may share).
 */
const targetsOf = async (app: Server): Promise<{ targets: Target[]; bodies: Bodies }> => {
  const api = { 'company-id': '3' };
  const list = await fetch(`${app.url}${LIST}`, { headers: api });
  const bodies: Bodies = {
    '/api/v1/news': { type: 'application/json; charset=utf-8', body: await list.text() },
  };
  const targets: Target[] = [{ label: `GET ${LIST}`, path: LIST }];
  const home = await fetch(`${app.url}/`);
  const cookie = home.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const product = (
    (await (await fetch(`${app.url}/api/v1/products?limit=1`, { headers: api })).json()) as {
      data: { id: number }[];
    }
  ).data[0]?.id;
  for (const page of ['/', ...(product ? [`/products/${product}`] : [])]) {
    // As a phone asks for it: brotli taken. The bare server sends the very bytes the API sent.
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
    const plain = await (await fetch(`${app.url}${page}`, { headers: { cookie } })).text();
    const answer = await rawGet(`${app.url}${page}`, headers);
    bodies[page] = {
      type: 'text/html; charset=utf-8',
      body: answer.body.toString('base64'),
      base64: true,
      ...(answer.encoding ? { encoding: answer.encoding } : {}),
    };
    targets.push({ label: `HTML ${page}`, path: page, headers });
    const again = await rawGet(`${app.url}${page}`, headers);
    console.log(
      `HTML ${page}: ${plain.length} bytes, ${answer.body.length} sent (${answer.encoding ?? 'identity'}), second answer x-cache ${again.headers['x-cache'] ?? '(none)'}, cache-control ${again.headers['cache-control']}`,
    );
  }
  return { targets, bodies };
};

/** An answer's bytes as sent (no decompression), with its coding and headers. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ body: Buffer; encoding: string | undefined; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      httpGet(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      }).on('error', reject);
    },
  );

/** Latency percentiles of a list of durations (ms). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

interface Tally {
  statuses: Record<string, number>;
  times: number[];
}
const request = async (tally: Tally, url: string, init: RequestInit = {}) => {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
    tally.times.push(performance.now() - started);
    return { status: res.status, text };
  } catch (error) {
    const name = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    tally.statuses[name] = (tally.statuses[name] ?? 0) + 1;
    return { status: 0, text: '' };
  }
};
const summary = (name: string, tally: Tally, wallMs: number) => {
  const fiveHundreds = Object.entries(tally.statuses)
    .filter(([s]) => /^5/.test(s))
    .reduce((n, [, c]) => n + c, 0);
  const lost = Object.entries(tally.statuses)
    .filter(([s]) => !/^\d+$/.test(s))
    .reduce((n, [, c]) => n + c, 0);
  console.log(
    `| ${name} | ${tally.times.length + lost} | ${JSON.stringify(tally.statuses)} | ${fiveHundreds} | ${lost} | ${percentile(tally.times, 50).toFixed(0)} ms | ${percentile(tally.times, 99).toFixed(0)} ms | ${(wallMs / 1000).toFixed(1)} s |`,
  );
};

const burst = async (app: Server, databaseUrl: string) => {
  const fans = Number(env.BENCH_FANS ?? 2000);
  const arrival = Number(env.BENCH_ARRIVAL_SECONDS ?? 60) * 1000;
  const checkouts = Number(env.BENCH_CHECKOUTS ?? 500);
  const db = createDb({ databaseUrl, pgliteDir: 'memory' });
  const passwordHash = await hashPassword(PASSWORD);
  const ids = await insertUsers(db, fans, (i) => ({
    email: `fan${i}@example.jp`,
    passwordHash,
    cardReference: `card_bench_${i}`,
    maskedCardNumber: '************1111',
    isValidCard: true,
  }));
  await db.db.insert(sandboxCards).values(
    ids.map((_, i) => ({
      reference: `card_bench_${i}`,
      maskedCardNumber: '************1111',
      outcome: 'success' as const,
    })),
  );
  const penlight = skuOf('公式ペンライト 2027');
  await db.db
    .update(productSkus)
    .set({ quantity: checkouts * 2 })
    .where(eq(productSkus.id, penlight.id));

  const home: Tally = { statuses: {}, times: [] };
  const signIn: Tally = { statuses: {}, times: [] };
  const tokens: string[] = [];
  const started = performance.now();
  // Fans arrive evenly over the arrival window; each opens the home page's calls at once, then signs in.
  await Promise.all(
    Array.from({ length: fans }, async (_, i) => {
      await sleep((arrival * i) / fans);
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const headers = { 'company-id': '3', 'x-forwarded-for': address };
      await Promise.all(HOME_CALLS.map((call) => request(home, `${app.url}${call}`, { headers })));
      const res = await request(signIn, `${app.url}/api/v1/users/sign-in`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `fan${i}@example.jp`, password: PASSWORD }),
      });
      if (res.status === 200) tokens[i] = (JSON.parse(res.text) as { access_token: string }).access_token;
    }),
  );
  const arrivalMs = performance.now() - started;

  const checkout: Tally = { statuses: {}, times: [] };
  const buyers = tokens.filter(Boolean).slice(0, checkouts);
  const checkoutStarted = performance.now();
  await Promise.all(
    buyers.map((token, i) =>
      request(checkout, `${app.url}/api/v1/users/orders`, {
        method: 'POST',
        headers: {
          'company-id': '3',
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-forwarded-for': `10.200.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify(orderBody([{ sku: penlight, count: 1 }], { idempotencyKey: randomUUID() })),
      }),
    ),
  );
  const checkoutMs = performance.now() - checkoutStarted;
  const paid = await db.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'));
  const charged = await db.db.select({ id: sandboxCharges.chargeId }).from(sandboxCharges);

  console.log(`\nBurst: ${fans} fans within ${arrival / 1000} s, then ${buyers.length} checkouts at once`);
  console.log('| phase | requests | answers | 5xx | no answer | p50 | p99 | wall time |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  summary('home page calls', home, arrivalMs);
  summary('sign-ins', signIn, arrivalMs);
  summary('checkouts', checkout, checkoutMs);
  console.log(
    `checkouts answered 200: ${checkout.statuses[200] ?? 0}; paid orders in the database: ${paid.length} (incl. seeded history); provider charges: ${charged.length}`,
  );
  await db.close();
};

/** One scenario's line: answers per second, p50/p99, the share answered within 5 s. */
const peakLine = (name: string, tally: Tally, wallMs: number, asked: number) => {
  const within = tally.times.filter((ms) => ms <= 5000).length;
  console.log(
    `| ${name} | ${asked} | ${JSON.stringify(tally.statuses)} | ${((tally.times.length * 1000) / wallMs).toFixed(0)}/s | ${percentile(tally.times, 50).toFixed(0)} ms | ${percentile(tally.times, 99).toFixed(0)} ms | ${((100 * within) / asked).toFixed(1)} % |`,
  );
};

/** The peak minute's writes (see the header): votes, a sale of 10 units, a sign-in rush, SIGTERM. */
const peak = async (app: Server, databaseUrl: string, extra: Record<string, string>) => {
  const voters = Number(env.BENCH_VOTERS ?? 2000);
  const buyers = Number(env.BENCH_BUYERS ?? 500);
  const signIns = Number(env.BENCH_SIGNINS ?? 300);
  const signInSeconds = Number(env.BENCH_SIGNIN_SECONDS ?? 10);
  const handle = createDb({ databaseUrl, pgliteDir: 'memory' });
  const { db } = handle;
  const secret = new TextEncoder().encode(BENCH_JWT_SECRET);
  const passwordHash = await hashPassword(PASSWORD);
  const members = await insertUsers(handle, Math.max(voters, buyers, signIns), (i) => ({
    email: `peak${i}@example.jp`,
    passwordHash,
    cardReference: `card_peak_${i}`,
    maskedCardNumber: '************1111',
    isValidCard: true,
  }));
  await db.insert(sandboxCards).values(
    members.map((_, i) => ({
      reference: `card_peak_${i}`,
      maskedCardNumber: '************1111',
      outcome: 'success' as const,
    })),
  );
  const sessions = refreshTokensRepository(db);
  const tokens = await Promise.all(
    members.map(async (userId) =>
      signAccessToken(secret, { userId, companyId: 3, sessionId: (await sessions.issue(userId)).familyId }),
    ),
  );
  const { eventProfile } = await insertOpenVotingEvent(handle);
  await db.insert(votingPackagePurchases).values(
    members.map((userId) => ({
      userId,
      votingPackageId: null,
      source: 'membership' as const,
      count: 1,
      price: 0,
      point: 10,
      remainingPoint: 10,
      expireDate: new Date(Date.now() + 86_400_000),
    })),
  );
  const post = (server: Server, url: string, token: string, body: unknown) => ({
    server,
    url,
    init: {
      method: 'POST',
      headers: { 'company-id': '3', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    },
  });
  const vote = (server: Server, i: number) =>
    post(server, '/api/v1/users/votes', tokens[i]!, {
      votingEventProfileId: eventProfile.id,
      point: 1,
      idempotencyKey: randomUUID(),
    });
  const integrity = async () => {
    const [row] = await db
      .select({ tally: candidatePoint })
      .from(votingEventProfiles)
      .where(eq(votingEventProfiles.id, eventProfile.id));
    const [cast] = await db
      .select({ n: count(), total: sum(votes.point) })
      .from(votes)
      .where(eq(votes.votingEventProfileId, eventProfile.id));
    const [ledger] = await db
      .select({ total: sum(pointLedger.delta) })
      .from(pointLedger)
      .where(and(eq(pointLedger.reason, 'vote'), inArray(pointLedger.userId, members)));
    const [negative] = await db
      .select({ n: count() })
      .from(votingPackagePurchases)
      .where(sql`${votingPackagePurchases.remainingPoint} < 0`);
    return `tally ${row!.tally - eventProfile.point}, votes ${Number(cast!.total ?? 0)} (${cast!.n} rows), ledger ${-Number(ledger!.total ?? 0)}, negative balances ${negative!.n}`;
  };

  console.log(`\nPeak writes (load average before ${load()})`);
  console.log('| scenario | requests | answers | throughput | p50 | p99 | within 5 s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');

  // Votes: every voter 1 point for the one candidate, all at once.
  const votesTally: Tally = { statuses: {}, times: [] };
  let started = performance.now();
  await Promise.all(
    Array.from({ length: voters }, (_, i) => {
      const call = vote(app, i);
      return request(votesTally, `${call.server.url}${call.url}`, call.init);
    }),
  );
  peakLine('one-candidate votes', votesTally, performance.now() - started, voters);
  const afterVotes = await integrity();
  if (env.BENCH_PEAK === 'votes') {
    console.log(`votes: ${afterVotes}; load average after ${load()}`);
    await handle.close();
    return;
  }

  // The sale: 10 units, every buyer at once.
  const mug = skuOf('ロゴマグカップ');
  await db.update(productSkus).set({ quantity: 10 }).where(eq(productSkus.id, mug.id));
  const sale: Tally = { statuses: {}, times: [] };
  const saleKeys = Array.from({ length: buyers }, () => randomUUID());
  started = performance.now();
  await Promise.all(
    saleKeys.map((key, i) => {
      const call = post(
        app,
        '/api/v1/users/orders',
        tokens[i]!,
        orderBody([{ sku: mug, count: 1 }], { idempotencyKey: key }),
      );
      return request(sale, `${call.server.url}${call.url}`, call.init);
    }),
  );
  peakLine('10 units, all buyers at once', sale, performance.now() - started, buyers);
  const [sold] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        inArray(sql`split_part(${orders.idempotencyKey}, ':order:', 2)`, saleKeys),
      ),
    );
  const [left] = await db
    .select({ quantity: productSkus.quantity })
    .from(productSkus)
    .where(eq(productSkus.id, mug.id));

  // The sign-in rush: spread evenly over the window, each from its own address.
  const rush: Tally = { statuses: {}, times: [] };
  started = performance.now();
  await Promise.all(
    Array.from({ length: signIns }, async (_, i) => {
      await sleep((signInSeconds * 1000 * i) / signIns);
      await request(rush, `${app.url}/api/v1/users/sign-in`, {
        method: 'POST',
        headers: {
          'company-id': '3',
          'content-type': 'application/json',
          'x-forwarded-for': `10.77.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ email: `peak${i}@example.jp`, password: PASSWORD }),
      });
    }),
  );
  peakLine(`sign-ins over ${signInSeconds} s`, rush, performance.now() - started, signIns);

  // SIGTERM: a one-process server of its own, stopped once a tenth of the burst is answered.
  const victim = await startApi({ ...extra, WORKERS: '1' });
  const stopped: Tally = { statuses: {}, times: [] };
  started = performance.now();
  let signalled = false;
  await Promise.all(
    Array.from({ length: voters }, async (_, i) => {
      const call = vote(victim, i);
      await request(stopped, `${call.server.url}${call.url}`, call.init);
      if (!signalled && stopped.times.length >= voters / 10) {
        signalled = true;
        victim.child.kill('SIGTERM');
      }
    }),
  );
  peakLine('votes, SIGTERM mid-burst', stopped, performance.now() - started, voters);
  await new Promise((resolve) =>
    victim.child.exitCode === null ? victim.child.once('exit', resolve) : resolve(null),
  );

  console.log(`votes: ${afterVotes}`);
  console.log(`after the SIGTERM burst: ${await integrity()}`);
  console.log(`sale: ${sold!.n} paid of 10 units, ${left!.quantity} left`);
  console.log(
    `connections reset or refused during SIGTERM: ${Object.entries(stopped.statuses)
      .filter(([s]) => !/^\d+$/.test(s))
      .reduce((n, [, c]) => n + c, 0)}; load average after ${load()}`,
  );
  await handle.close();
};

const main = async () => {
  if (process.argv.includes('--help')) {
    const source = await readFile(new URL(import.meta.url), 'utf8');
    console.log(/\/\*\*([\s\S]*?)\*\//.exec(source)![1]!.replace(/^ \* ?/gm, ''));
    return;
  }
  console.log(
    `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? ''}), load average before ${load()}`,
  );
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  // The pages need the site, with its server build.
  if (!existsSync(path.join(apiRoot, '../site/dist-server/entry-server.js'))) {
    const site = spawnSync('npx', ['--yes', 'pnpm@10.34.9', '--filter', '@fanclub/site', 'build'], {
      cwd: apiRoot,
      stdio: 'inherit',
    });
    if (site.status !== 0) throw new Error('site build failed');
  }
  const name = `fanclub_bench_${randomUUID().slice(0, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclub-bench-'));
  const shared = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WORKERS: String(workers),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `fanclub-bench-${name}:` } : {}),
  };
  try {
    const app = await startApi(shared);
    const { targets, bodies } = await targetsOf(app);
    console.log(
      `${apiMain}; PostgreSQL${redisUrl ? ' + Redis' : ''}, ${workers} API processes; GET ${LIST} answers ${bodies['/api/v1/news']!.body.length} bytes; ${seconds} s per run`,
    );
    if (only !== 'burst' && only !== 'peak') {
      const bare = await startBare(bodies, workers, dataDir);
      const name = `API on PostgreSQL, ${workers} processes`;
      await throughput(name, app, bare, targets);
      await stop(bare);
      await misses(name, app);
    }
    if (only !== 'throughput' && only !== 'peak') await burst(app, databaseUrl);
    if (only !== 'throughput' && only !== 'burst') await peak(app, databaseUrl, shared);
    await stop(app);

    if (only !== 'burst' && only !== 'peak') {
      // PGlite: the one-command default, one process (its data folder belongs to one process).
      const pglite = await startApi({ DATA_DIR: path.join(dataDir, 'pglite-run') });
      const own = await targetsOf(pglite);
      const bare = await startBare(own.bodies, 1, dataDir);
      await throughput('API on PGlite, 1 process', pglite, bare, own.targets);
      await stop(bare);
      await misses('API on PGlite, 1 process', pglite);
      await stop(pglite);
    }
    if (rows.length) printThroughput();
    console.log(`\nload average after ${load()}`);
  } finally {
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`fanclub-bench-${name}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
