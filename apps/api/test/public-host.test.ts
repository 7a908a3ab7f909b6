import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from './helpers.ts';

describe('PUBLIC_URL and the address fans open', () => {
  let t: TestApp;
  const warnings: { host?: string; msg?: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    t.app.log.warn = ((obj: { host?: string }, msg?: string) => {
      warnings.push({ ...obj, msg });
    }) as typeof t.app.log.warn;
  });
  afterAll(() => t.close());

  it('defaults PUBLIC_URL to localhost on the configured port', async () => {
    const { loadConfig } = await import('../src/config.ts');
    const config = loadConfig({ PORT: '4410', DATA_DIR: t.config.dataDir });
    expect(config.publicUrl).toBe('http://localhost:4410');
  });

  it('warns once for each other host, never for PUBLIC_URL or health checks', async () => {
    const at = (host: string, url = '/api/v1/news') =>
      t.app.inject({ method: 'GET', url, headers: { ...headers(), host } });
    await at('localhost:3000');
    await at('127.0.0.1:3000', '/api/health');
    expect(warnings).toHaveLength(0);
    await at('127.0.0.1:3000');
    await at('127.0.0.1:3000');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.host).toBe('127.0.0.1:3000');
    expect(warnings[0]!.msg).toContain('PUBLIC_URL is http://localhost:3000');
  });
});
