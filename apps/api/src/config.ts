import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { S3StorageOptions } from './media/s3-image-storage.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent PGlite keeps the data in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** `memory` runs PGlite in memory (tests); otherwise a folder. */
  pgliteDir: string | 'memory';
  companyId: number;
  smtpUrl: string | undefined;
  /** Sender of fans' mails (MAIL_FROM); default `"<siteTitle>" <no-reply@PUBLIC_URL host>` (mail/post.ts). */
  mailFrom: string | undefined;
  publicUrl: string;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDR ranges, comma
   * separated, or `loopback`); false (the default) means the peer's own address is the client's.
   */
  trustProxy: string[] | false;
  jwtSecret: Uint8Array;
  /** Public key the browser sends to the card token endpoint (sandbox default is documented). */
  paymentTokenApiKey: string;
  nodeEnv: string;
  /** Built SPA served in production; absent folder means API only. */
  siteDist: string;
  /** Built operators' console served at /console (apps/console/dist); absent folder means none. */
  consoleDist: string;
  /** Demo images of the seeded content, served at /demo/ (packages/fixtures/public/demo). */
  demoDir: string;
  /**
   * Uploaded images (UPLOADS_DIR; default `DATA_DIR/uploads`): every width of each, served at
   * `/uploads/` (docs/console.md "Images").
   */
  uploadsDir: string;
  /**
   * Where uploads are kept (IMAGE_STORAGE): `local` (the default, `uploadsDir`) or `s3`, an
   * S3-compatible bucket (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_SESSION_TOKEN, S3_PREFIX, S3_PATH_STYLE; docs/deploy.md "Image storage"). Either way they
   * are served at `/uploads/` by the API.
   */
  imageStorage: { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);
  /** Protected demo files (videos), served at /media/ only through signed URLs (packages/fixtures/media). */
  mediaDir: string;
  /** Where contact-form mails go (INQUIRY_MAIL_TO; default `info@` the PUBLIC_URL host). */
  inquiryMailTo: string;
  /** How often renewals run (BILLING_INTERVAL_MS; 0 turns the timer off). */
  billingIntervalMs: number;
  /** How often due draws run (DRAW_INTERVAL_MS; 0 turns the timer off). */
  drawIntervalMs: number;
  /** A 3-D Secure order not confirmed within this long is cancelled and its stock returned. */
  tdsOrderTimeoutMs: number;
  /** How often abandoned 3-D Secure orders are looked for (TDS_EXPIRY_INTERVAL_MS; 0 turns it off). */
  tdsExpiryIntervalMs: number;
  /** An order pending this long without a 3-D Secure challenge is settled with the provider. */
  pendingOrderTimeoutMs: number;
  /** How often such orders are looked for (PENDING_ORDER_INTERVAL_MS; 0 turns it off). */
  pendingOrderIntervalMs: number;
  /**
   * How often the mail outbox is looked at for order mails a stopped process left or a failed send
   * tries again (MAIL_OUTBOX_INTERVAL_MS; 0 turns the timer off: mails then leave only after the
   * answer that queued them).
   */
  mailOutboxIntervalMs: number;
  /** A mail claimed this long ago and not marked sent is taken again: its sender stopped (MAIL_OUTBOX_LEASE_MS). */
  mailOutboxLeaseMs: number;
  /** How often scheduled 一斉メール are looked for and sent (ANNOUNCEMENT_INTERVAL_MS; 0 turns it off). */
  announcementIntervalMs: number;
  /** Announcement mails sent a minute at most, a pause between two (ANNOUNCEMENT_RATE_PER_MINUTE). */
  announcementRatePerMinute: number;
  /**
   * Konbini payments (docs/deploy.md "Konbini payments"). `provider`: `sandbox` (the default
   * outside production: slips are played paid or expired at /sandbox-pay/konbini/), `komoju` (the
   * real gateway, KONBINI_SECRET_KEY) or `off` (the default in production: cards only). The sandbox
   * is refused in production, so its helper page can never be reached there.
   */
  konbini: KonbiniConfig;
  /** API processes `start` runs (WORKERS, node:cluster; more than 1 needs DATABASE_URL). */
  workers: number;
  /** Redis shared by the processes (REDIS_URL): rate limits, throttles, cache; in-process when absent. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_PREFIX), so several sites can share one Redis. */
  redisPrefix: string;
  /** Global per-address limit of requests a minute (RATE_LIMIT_PER_MINUTE; 0 turns it off). */
  rateLimitPerMinute: number;
  /** pino level (LOG_LEVEL): `info` logs every request; `warn` leaves access logs to the proxy. */
  logLevel: string;
  /** How long a stopping process waits for its in-flight requests (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the process keeps serving while /api/ready answers 503, so the proxy
   * stops sending it new requests before it stops listening (SHUTDOWN_GRACE_MS; 0 with no proxy).
   */
  shutdownGraceMs: number;
  /** PostgreSQL connections per process (DB_POOL). */
  dbPool: number;
  /**
   * Admission of write transactions (votes, orders, point and plan purchases) per process:
   * at most `limit` at once (WRITE_CONCURRENCY, below DB_POOL so reads keep connections), `queue`
   * waiting (WRITE_QUEUE), each for at most `waitMs` (WRITE_QUEUE_MS, counted from its arrival; one
   * that could not start within it, by the recent service time, is refused at once); beyond that 503.
   */
  writeAdmission: { limit: number; queue: number; waitMs: number };
  /**
   * Password hashing per process: `threads` worker threads (HASH_THREADS; default the cores, at
   * most UV_THREADPOOL_SIZE),
   * `queue` sign-ins waiting (HASH_QUEUE), each for at most `waitMs` (HASH_QUEUE_MS).
   */
  hashAdmission: { threads: number; queue: number; waitMs: number };
  /** Seconds a busy answer (503) asks the client to wait (BUSY_RETRY_AFTER). */
  busyRetryAfterSeconds: number;
  /**
   * Page renders one process runs at once (RENDER_CONCURRENCY); past it a page is answered at once
   * from its stale copy or as the client-rendered shell (docs/page-cache.md).
   */
  renderConcurrency: number;
  /**
   * How often items whose scheduled publication time has passed are looked for, so the cached
   * answers and pages that would show them are read afresh (PUBLICATION_INTERVAL_MS; 0 turns it off).
   */
  publicationIntervalMs: number;
}

export interface KonbiniConfig {
  provider: 'sandbox' | 'komoju' | 'off';
  /** The fee a konbini payment adds, tax included, in yen (KONBINI_FEE; default 0). */
  fee: number;
  /** Days the fan has to pay a slip (KONBINI_DEADLINE_DAYS; default 3). */
  deadlineDays: number;
  /** The gateway's API base (KONBINI_API_URL; KOMOJU's by default). */
  apiUrl: string;
  /** The gateway's secret API key (KONBINI_SECRET_KEY), for `komoju`. */
  secretKey: string;
  /** Shared secret the gateway signs its notifications with (KONBINI_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** A signed notification older than this is refused as a replay (KONBINI_WEBHOOK_TOLERANCE_S). */
  webhookToleranceMs: number;
  /** How often expired slips and day-before reminders are looked for (KONBINI_INTERVAL_MS; 0 off). */
  intervalMs: number;
}

export const SANDBOX_KONBINI_WEBHOOK_SECRET = 'sandbox-konbini-webhook-secret';

/**
 * KONBINI_* settings; a real gateway without its keys, or the sandbox in production, is refused at
 * start. The one production build the sandbox runs in is a local one (PUBLIC_URL on localhost, as
 * the end-to-end journeys serve it), which no deployed site can be.
 */
export const parseKonbini = (env: NodeJS.ProcessEnv, nodeEnv: string, publicUrl: string): KonbiniConfig => {
  const provider = env.KONBINI_PROVIDER || (nodeEnv === 'production' ? 'off' : 'sandbox');
  if (provider !== 'sandbox' && provider !== 'komoju' && provider !== 'off')
    throw new Error(`KONBINI_PROVIDER must be sandbox, komoju or off, got "${provider}"`);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  if (provider === 'sandbox' && nodeEnv === 'production' && !local)
    throw new Error('KONBINI_PROVIDER=sandbox is not allowed in production: set komoju (or off)');
  if (provider === 'komoju') {
    const missing = ['KONBINI_SECRET_KEY', 'KONBINI_WEBHOOK_SECRET'].filter((name) => !env[name]);
    if (missing.length) throw new Error(`KONBINI_PROVIDER=komoju needs ${missing.join(', ')}`);
  }
  const deadlineDays = toInt(env.KONBINI_DEADLINE_DAYS, 3, 'KONBINI_DEADLINE_DAYS');
  if (deadlineDays < 1 || deadlineDays > 60)
    throw new Error(`KONBINI_DEADLINE_DAYS must be 1 to 60, got "${deadlineDays}"`);
  return {
    provider,
    fee: toInt(env.KONBINI_FEE, 0, 'KONBINI_FEE'),
    deadlineDays,
    apiUrl: (env.KONBINI_API_URL || 'https://komoju.com/api/v1').replace(/\/$/, ''),
    secretKey: env.KONBINI_SECRET_KEY ?? '',
    webhookSecret: env.KONBINI_WEBHOOK_SECRET || SANDBOX_KONBINI_WEBHOOK_SECRET,
    webhookToleranceMs: toInt(env.KONBINI_WEBHOOK_TOLERANCE_S, 300, 'KONBINI_WEBHOOK_TOLERANCE_S') * 1000,
    intervalMs: toInt(env.KONBINI_INTERVAL_MS, 60 * 1000, 'KONBINI_INTERVAL_MS'),
  };
};

export const DEFAULT_BILLING_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_DRAW_INTERVAL_MS = 5 * 60 * 1000;
/** A 3-D Secure challenge left unfinished this long is abandoned: the order is cancelled. */
export const TDS_ORDER_TIMEOUT_MS = 30 * 60 * 1000;
export const DEFAULT_TDS_EXPIRY_INTERVAL_MS = 60 * 1000;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

const toInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
};

/**
 * TRUST_PROXY lists the proxies in front of the app. `true` or `*` is refused: trusting every peer
 * would let anyone choose their own address and slip past every per-address limit.
 */
export const parseTrustProxy = (value: string | undefined): string[] | false => {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 0 || list.every((part) => part === 'false')) return false;
  for (const part of list) {
    if (part === 'true' || part === '*' || part === '0.0.0.0/0' || part === '::/0')
      throw new Error(`TRUST_PROXY must list the proxies' addresses, got "${value}"`);
  }
  return list;
};

/**
 * IMAGE_STORAGE and its S3_* settings. A bucket without its name or keys is refused at start, not
 * at the first upload. Without S3_ENDPOINT the bucket is AWS's in S3_REGION, addressed by its own
 * host name; with one, by path (`<endpoint>/<bucket>/…`, what MinIO and most compatible services
 * expect) unless S3_PATH_STYLE=false.
 */
export const parseImageStorage = (env: NodeJS.ProcessEnv): Config['imageStorage'] => {
  const kind = env.IMAGE_STORAGE || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`IMAGE_STORAGE must be local or s3, got "${kind}"`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`IMAGE_STORAGE=s3 needs ${missing.join(', ')}`);
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/$/, '');
  if (!/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const pathStyle = env.S3_PATH_STYLE ? env.S3_PATH_STYLE !== 'false' : Boolean(env.S3_ENDPOINT);
  const prefix = env.S3_PREFIX ?? 'uploads/';
  return {
    kind: 's3',
    endpoint,
    bucket: env.S3_BUCKET!,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    sessionToken: env.S3_SESSION_TOKEN || undefined,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    pathStyle,
  };
};

/**
 * The JWT secret must survive restarts (or every session would end), and must not be a constant
 * shipped in the repo; so when JWT_SECRET is not given we generate one into DATA_DIR once.
 */
const loadJwtSecret = (given: string | undefined, dataDir: string, persist: boolean): Uint8Array => {
  if (given) return new TextEncoder().encode(given);
  if (!persist) return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './.data');
  const port = toInt(env.PORT, 3000, 'PORT');
  const pgliteDir = overrides.pgliteDir ?? path.join(dataDir, 'pglite');
  const nodeEnv = env.NODE_ENV ?? 'development';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const base: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir,
    companyId: toInt(env.COMPANY_ID, 3, 'COMPANY_ID'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(env.JWT_SECRET, dataDir, pgliteDir !== 'memory'),
    paymentTokenApiKey: env.PAYMENT_TOKEN_API_KEY ?? 'sandbox-token-api-key',
    nodeEnv,
    siteDist: path.resolve(import.meta.dirname, '../../site/dist'),
    consoleDist: path.resolve(import.meta.dirname, '../../console/dist'),
    demoDir: path.resolve(import.meta.dirname, '../../../packages/fixtures/public/demo'),
    mediaDir: path.resolve(import.meta.dirname, '../../../packages/fixtures/media'),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    imageStorage: parseImageStorage(env),
    inquiryMailTo: env.INQUIRY_MAIL_TO || `info@${new URL(overrides.publicUrl ?? publicUrl).hostname}`,
    billingIntervalMs: toInt(env.BILLING_INTERVAL_MS, DEFAULT_BILLING_INTERVAL_MS, 'BILLING_INTERVAL_MS'),
    drawIntervalMs: toInt(env.DRAW_INTERVAL_MS, DEFAULT_DRAW_INTERVAL_MS, 'DRAW_INTERVAL_MS'),
    tdsOrderTimeoutMs: TDS_ORDER_TIMEOUT_MS,
    tdsExpiryIntervalMs: toInt(
      env.TDS_EXPIRY_INTERVAL_MS,
      DEFAULT_TDS_EXPIRY_INTERVAL_MS,
      'TDS_EXPIRY_INTERVAL_MS',
    ),
    pendingOrderTimeoutMs: toInt(env.PENDING_ORDER_TIMEOUT_MS, 2 * 60 * 1000, 'PENDING_ORDER_TIMEOUT_MS'),
    pendingOrderIntervalMs: toInt(env.PENDING_ORDER_INTERVAL_MS, 60 * 1000, 'PENDING_ORDER_INTERVAL_MS'),
    mailOutboxIntervalMs: toInt(env.MAIL_OUTBOX_INTERVAL_MS, 15 * 1000, 'MAIL_OUTBOX_INTERVAL_MS'),
    announcementIntervalMs: toInt(env.ANNOUNCEMENT_INTERVAL_MS, 60 * 1000, 'ANNOUNCEMENT_INTERVAL_MS'),
    announcementRatePerMinute: Math.max(
      1,
      toInt(env.ANNOUNCEMENT_RATE_PER_MINUTE, 600, 'ANNOUNCEMENT_RATE_PER_MINUTE'),
    ),
    mailOutboxLeaseMs: Math.max(1000, toInt(env.MAIL_OUTBOX_LEASE_MS, 2 * 60 * 1000, 'MAIL_OUTBOX_LEASE_MS')),
    konbini: parseKonbini(env, nodeEnv, publicUrl),
    workers: Math.max(1, toInt(env.WORKERS, 1, 'WORKERS')),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'fanclub:',
    rateLimitPerMinute: toInt(
      env.RATE_LIMIT_PER_MINUTE,
      nodeEnv === 'test' ? 10_000 : DEFAULT_RATE_LIMIT_PER_MINUTE,
      'RATE_LIMIT_PER_MINUTE',
    ),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'production' ? 'info' : 'debug'),
    shutdownTimeoutMs: toInt(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    shutdownGraceMs: toInt(env.SHUTDOWN_GRACE_MS, nodeEnv === 'production' ? 5000 : 0, 'SHUTDOWN_GRACE_MS'),
    dbPool: Math.max(2, toInt(env.DB_POOL, 10, 'DB_POOL')),
    writeAdmission: {
      limit: Math.max(1, toInt(env.WRITE_CONCURRENCY, 6, 'WRITE_CONCURRENCY')),
      queue: toInt(env.WRITE_QUEUE, 200, 'WRITE_QUEUE'),
      waitMs: toInt(env.WRITE_QUEUE_MS, 700, 'WRITE_QUEUE_MS'),
    },
    hashAdmission: {
      // Never more than libuv's thread pool (UV_THREADPOOL_SIZE, 4 unless set): more would only queue there.
      threads: Math.max(
        1,
        Math.min(
          toInt(env.HASH_THREADS, availableParallelism(), 'HASH_THREADS'),
          toInt(env.UV_THREADPOOL_SIZE, 4, 'UV_THREADPOOL_SIZE'),
        ),
      ),
      queue: toInt(env.HASH_QUEUE, 64, 'HASH_QUEUE'),
      waitMs: toInt(env.HASH_QUEUE_MS, 2000, 'HASH_QUEUE_MS'),
    },
    busyRetryAfterSeconds: Math.max(1, toInt(env.BUSY_RETRY_AFTER, 3, 'BUSY_RETRY_AFTER')),
    renderConcurrency: Math.max(1, toInt(env.RENDER_CONCURRENCY, 2, 'RENDER_CONCURRENCY')),
    publicationIntervalMs: toInt(env.PUBLICATION_INTERVAL_MS, 30 * 1000, 'PUBLICATION_INTERVAL_MS'),
  };
  if (base.workers > 1 && !base.databaseUrl && !overrides.databaseUrl)
    throw new Error('WORKERS above 1 needs DATABASE_URL: a PGlite data folder belongs to one process');
  return { ...base, ...overrides };
};

/** A config for tests: in-memory database, throwaway secret, temp data folder given by caller. */
export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig({ NODE_ENV: 'test' }, { pgliteDir: 'memory', jwtSecret: randomBytes(32), ...overrides });
