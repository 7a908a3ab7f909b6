import { randomBytes } from 'node:crypto';
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
}

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
  };
  if (base.workers > 1 && !base.databaseUrl && !overrides.databaseUrl)
    throw new Error('WORKERS above 1 needs DATABASE_URL: a PGlite data folder belongs to one process');
  return { ...base, ...overrides };
};

/** A config for tests: in-memory database, throwaway secret, temp data folder given by caller. */
export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig({ NODE_ENV: 'test' }, { pgliteDir: 'memory', jwtSecret: randomBytes(32), ...overrides });
