import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLING_INTERVAL_MS,
  DEFAULT_DRAW_INTERVAL_MS,
  DEFAULT_TDS_EXPIRY_INTERVAL_MS,
  loadConfig,
  TDS_ORDER_TIMEOUT_MS,
} from '../src/config.ts';

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/fanclub-config-test', JWT_SECRET: 'test-secret' };

  it('reads the job intervals and the inquiry address from the environment, with defaults', () => {
    const defaults = loadConfig({ ...base, PUBLIC_URL: 'https://fc.example.jp/' });
    expect(defaults).toMatchObject({
      billingIntervalMs: DEFAULT_BILLING_INTERVAL_MS,
      drawIntervalMs: DEFAULT_DRAW_INTERVAL_MS,
      tdsExpiryIntervalMs: DEFAULT_TDS_EXPIRY_INTERVAL_MS,
      tdsOrderTimeoutMs: TDS_ORDER_TIMEOUT_MS,
      inquiryMailTo: 'info@fc.example.jp',
      publicUrl: 'https://fc.example.jp',
    });
    expect(TDS_ORDER_TIMEOUT_MS).toBe(30 * 60 * 1000);
    const given = loadConfig({
      ...base,
      BILLING_INTERVAL_MS: '0',
      DRAW_INTERVAL_MS: '60000',
      TDS_EXPIRY_INTERVAL_MS: '5000',
      INQUIRY_MAIL_TO: 'support@example.jp',
    });
    expect(given).toMatchObject({
      billingIntervalMs: 0,
      drawIntervalMs: 60_000,
      tdsExpiryIntervalMs: 5000,
      inquiryMailTo: 'support@example.jp',
    });
    expect(() => loadConfig({ ...base, BILLING_INTERVAL_MS: 'hourly' })).toThrow(/BILLING_INTERVAL_MS/);
    expect(() => loadConfig({ ...base, DRAW_INTERVAL_MS: '-1' })).toThrow(/DRAW_INTERVAL_MS/);
  });

  it('reads the process model: workers, Redis, the global rate limit and the drain time', () => {
    expect(loadConfig(base)).toMatchObject({
      workers: 1,
      redisUrl: undefined,
      redisPrefix: 'fanclub:',
      rateLimitPerMinute: 600,
      shutdownTimeoutMs: 10_000,
    });
    const given = loadConfig({
      ...base,
      WORKERS: '4',
      DATABASE_URL: 'postgres://db/fc',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'fc-prod:',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(given).toMatchObject({
      workers: 4,
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'fc-prod:',
      rateLimitPerMinute: 0,
    });
    // A PGlite folder belongs to one process.
    expect(() => loadConfig({ ...base, WORKERS: '2' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_PER_MINUTE: 'none' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('is the only module that reads process.env', async () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const readers: string[] = [];
    for (const file of files) {
      if (/process\.env/.test(await readFile(path.join(src, file), 'utf8'))) readers.push(file);
    }
    // Besides the server's configuration, only the operator command's own input (a password it
    // would otherwise ask for at the terminal).
    expect(readers.sort()).toEqual(['commands/operator-create.ts', 'config.ts']);
  });
});
