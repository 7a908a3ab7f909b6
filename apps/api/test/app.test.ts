import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from './helpers.ts';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness at /api/health and readiness (database, Redis) at /api/ready', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });

  it('rejects /api/v1 calls without or with a wrong company-id, in Japanese', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/postal-codes?zipcode=2500011' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'company-id ヘッダーが指定されていません。' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/postal-codes?zipcode=2500011',
      headers: { 'company-id': '4' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'company-id ヘッダーの値が正しくありません。' });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: headers() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '指定された API は存在しません。' });
  });

  it('rejects malformed JSON with a Japanese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u3040-\u30ff]/u);
  });

  it('reads an empty body with a JSON content type as no body (DELETE as the client sends it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u3040-\u30ff]/u);
    expect(res.json().message).not.toMatch(/Body cannot be empty/);
  });

  it('sends a CSP fit for the built site and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("publishes an OpenAPI document generated from the contract, with every call's refusals", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/postal-codes'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'zipcode', in: 'query' })]),
    );
    // Each call's refusals are declared with it, each with the one `{ message }` body.
    const answers = (path: string, method: string) =>
      doc.paths[path][method].responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
    expect(Object.keys(answers('/api/v1/blogs/{id}', 'get'))).toEqual(['200', '400', '404', '429']);
    expect(Object.keys(answers('/api/v1/users/cart-products', 'post'))).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '429']),
    );
    expect(Object.keys(answers('/api/admin/v1/news/{id}', 'patch'))).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429']),
    );
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>))
      for (const method of Object.keys(methods))
        for (const [status, answer] of Object.entries(answers(path, method)))
          if (status.startsWith('4'))
            expect(answer.content?.['application/json']?.schema, `${method} ${path} ${status}`).toMatchObject(
              {
                properties: { message: { type: 'string' } },
                required: ['message'],
              },
            );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('postal codes (zipcloud shape, offline Japan Post data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const lookup = (zipcode: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/postal-codes?zipcode=${encodeURIComponent(zipcode)}`,
      headers: headers(),
    });

  it('finds an address with full-width kana', async () => {
    const res = await lookup('250-0011');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: null,
      results: [
        {
          address1: '神奈川県',
          address2: '小田原市',
          address3: '栄町',
          kana1: 'カナガワケン',
          kana2: 'オダワラシ',
          kana3: '',
          prefcode: '14',
          zipcode: '2500011',
        },
      ],
    });
  });

  it('answers null results for an unknown code', async () => {
    expect((await lookup('0000000')).json()).toEqual({ status: 200, message: null, results: null });
  });

  it('reports bad input the way zipcloud does', async () => {
    expect((await lookup('12345')).json()).toEqual({
      status: 400,
      message: 'パラメータ「郵便番号」の桁数が不正です。',
      results: null,
    });
    expect((await lookup('')).json().message).toBe('必須パラメータが指定されていません。');
    expect((await lookup('12a4567')).json().message).toBe(
      'パラメータ「郵便番号」に数字以外の文字が指定されています。',
    );
  });
});
