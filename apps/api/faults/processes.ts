/**
 * The fault suite's deployment: the API in its production form (`node dist/main.js`, built by
 * scripts/build.mjs) as separate processes on one PostgreSQL database and one Redis, as an
 * operator runs them behind a proxy. Each test database and Redis prefix is new, so runs never
 * meet each other's data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
/** Why the suite cannot run here, or null. */
export const missing = !TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (PostgreSQL)'
  : !TEST_REDIS_URL
    ? 'TEST_REDIS_URL is not set (Redis)'
    : null;

const apiRoot = path.resolve(import.meta.dirname, '..');
/**
 * FAULTS_PORT pins the first of the fault suite's ports (each process takes the next); without it
 * each process gets a port the system reports free, so the suite never collides with a server
 * already running on the machine.
 */
const basePort = process.env.FAULTS_PORT ? Number(process.env.FAULTS_PORT) : null;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const JWT_SECRET = randomBytes(32).toString('base64url');

export const createDatabase = async () => {
  const name = `fanclub_faults_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
};

/** Removes a run's Redis keys (cache versions and copies, counters) when it ends. */
export const dropRedisKeys = async (prefix: string | undefined) => {
  if (!prefix || !TEST_REDIS_URL) return;
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
};

export interface ApiProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Every log line so far (JSON from pino, or plain). */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let nextPort = basePort;

/** Starts `node dist/main.js` and resolves once /api/ready answers 200. */
export const startApi = async (env: Record<string, string>): Promise<ApiProcess> => {
  const port = nextPort === null ? await freePort() : nextPort++;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '0',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API process ended while starting:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error(`the API did not become ready:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, url, child, lines, exited };
};

export const stopApi = async (api: ApiProcess | undefined) => {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
};

/** Runs `tasks` with at most `concurrency` at a time; answers in order. */
export const pool = async <T>(concurrency: number, tasks: (() => Promise<T>)[]): Promise<T[]> => {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
};

export type Outcome = { status: number; body: unknown } | { error: string };

/** One API call; a refused or broken connection is an outcome too (`error`), never a throw. */
export const call = async (
  api: ApiProcess,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Outcome> => {
  try {
    const res = await fetch(`${api.url}${url}`, {
      method,
      headers: {
        'company-id': '3',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error) };
  }
};

export const statusOf = (outcome: Outcome) => ('status' in outcome ? outcome.status : outcome.error);

/** How many outcomes of each status (or connection error). */
export const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes)
    counts[String(statusOf(outcome))] = (counts[String(statusOf(outcome))] ?? 0) + 1;
  return counts;
};
