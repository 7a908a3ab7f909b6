import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint.ts';
import { createApiClient } from './api-client.ts';
import type { ApiClientOptions } from './api-client.ts';
import { ApiError, ApiTypeError } from './errors.ts';

// Small local endpoints, so these tests do not depend on the real endpoint table.
const news = z.object({ id: z.number(), title: z.string() });
const listNews = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news',
  resource: 'news',
  auth: false,
  query: z.object({
    limit: z.number().optional(),
    offset: z.number().optional(),
    tag: z.array(z.string()).optional(),
  }),
  response: z.object({ data: z.array(news), total: z.number() }),
  summary: 'news list',
});
const getNews = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/:id',
  resource: 'news',
  auth: false,
  params: z.object({ id: z.union([z.number(), z.string()]) }),
  response: news,
  summary: 'news detail',
});
const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/v1/users/sign-in',
  resource: 'session',
  auth: false,
  body: z.object({ email: z.string(), password: z.string() }),
  response: z.object({ access_token: z.string() }),
  summary: 'sign in',
});
const updatePlan = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/users/memberships/update-plan',
  resource: 'memberships',
  auth: true,
  body: z.object({ membershipPlanId: z.number() }),
  response: z.unknown(),
  summary: 'update plan',
});
const registerDraw = defineEndpoint({
  method: 'POST',
  path: '/api/v1/users/draw-events/:id/register',
  resource: 'draw-events',
  auth: true,
  params: z.object({ id: z.number() }),
  response: z.null(),
  summary: 'draw register',
});
const deleteCartProduct = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/users/cart-products/:id',
  resource: 'carts',
  auth: true,
  params: z.object({ id: z.number() }),
  response: z.void(),
  summary: 'delete cart product',
});

interface Captured {
  request: Request;
  credentials: RequestCredentials | undefined;
}

/** A fetch that records each Request and answers with `answer` (or rejects when it throws). */
const fakeFetch = (answer: () => Response) => {
  const calls: Captured[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    // Relative URLs are what the browser would send to its own origin.
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    calls.push({ request, credentials: init?.credentials });
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return { fetch, calls, first: () => calls[0]! };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (answer: () => Response, options: Omit<ApiClientOptions, 'fetch'> = {}) => {
  const fake = fakeFetch(answer);
  return { ...fake, client: createApiClient({ ...options, fetch: fake.fetch }) };
};

const sampleNews = { id: 7, title: '新曲リリースのお知らせ' };

describe('createApiClient: requests', () => {
  it('sends JSON content type and accept headers', async () => {
    const { client, first } = setup(() => json(sampleNews));
    await client.request(getNews, { params: { id: 7 } });
    expect(first().request.headers.get('content-type')).toBe('application/json');
    expect(first().request.headers.get('accept')).toBe('application/json');
  });

  it('sends company-id 3 by default', async () => {
    const { client, first } = setup(() => json(sampleNews));
    await client.request(getNews, { params: { id: 7 } });
    expect(first().request.headers.get('company-id')).toBe('3');
  });

  it('sends a configured company-id', async () => {
    const { client, first } = setup(() => json(sampleNews), { companyId: 12 });
    await client.request(getNews, { params: { id: 7 } });
    expect(first().request.headers.get('company-id')).toBe('12');
  });

  it('sends a bearer token read at request time, and none when there is no token', async () => {
    let token: string | null = null;
    const { client, calls } = setup(() => json(sampleNews), { getAccessToken: () => token });
    await client.request(getNews, { params: { id: 7 } });
    token = 'access-abc';
    await client.request(getNews, { params: { id: 7 } });
    expect(calls[0]!.request.headers.has('authorization')).toBe(false);
    expect(calls[1]!.request.headers.get('authorization')).toBe('Bearer access-abc');
  });

  it('calls the same origin by default and fills path params', async () => {
    const { client, first } = setup(() => json(sampleNews));
    await client.request(getNews, { params: { id: 'a b/c' } });
    expect(first().request.url).toBe('http://site.test/api/v1/news/a%20b%2Fc');
    expect(first().request.method).toBe('GET');
  });

  it('prefixes a configured base URL (trailing slash tolerated)', async () => {
    const { client, first } = setup(() => json(sampleNews), { baseUrl: 'https://api.example.jp/' });
    await client.request(getNews, { params: { id: 7 } });
    expect(first().request.url).toBe('https://api.example.jp/api/v1/news/7');
  });

  it('serialises the query, dropping empty values and repeating array keys', async () => {
    const { client, first } = setup(() => json({ data: [sampleNews], total: 1 }));
    await client.request(listNews, { query: { limit: 10, offset: undefined, tag: ['live', '', 'ファン'] } });
    const url = new URL(first().request.url);
    expect(url.pathname).toBe('/api/v1/news');
    expect(url.searchParams.getAll('tag')).toEqual(['live', 'ファン']);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.has('offset')).toBe(false);
  });

  it('leaves the question mark off when the query is empty', async () => {
    const { client, first } = setup(() => json({ data: [], total: 0 }));
    await client.call(listNews);
    expect(first().request.url).toBe('http://site.test/api/v1/news');
  });

  it('requires the input of `call` when the endpoint has path params (checked by tsc)', async () => {
    const { client, calls } = setup(() => json(sampleNews));
    // @ts-expect-error params are required for /news/:id
    await expect(client.call(getNews)).rejects.toThrow('missing path param: id');
    expect(calls).toHaveLength(0);
  });

  it('sends the body of a POST as JSON', async () => {
    const { client, first } = setup(() => json({ access_token: 't' }));
    await client.request(signIn, { body: { email: 'fan@example.jp', password: 'secret123' } });
    expect(first().request.method).toBe('POST');
    expect(await first().request.json()).toEqual({ email: 'fan@example.jp', password: 'secret123' });
  });

  it('sends the body of a PATCH as JSON', async () => {
    const { client, first } = setup(() => json({}));
    await client.request(updatePlan, { body: { membershipPlanId: 2 } });
    expect(first().request.method).toBe('PATCH');
    expect(await first().request.json()).toEqual({ membershipPlanId: 2 });
  });

  it('sends an empty JSON object for a POST without a body, and no body for a DELETE', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }));
    await client.request(registerDraw, { params: { id: 4 } });
    await client.request(deleteCartProduct, { params: { id: 9 } });
    expect(await calls[0]!.request.text()).toBe('{}');
    expect(calls[1]!.request.method).toBe('DELETE');
    expect(calls[1]!.request.body).toBeNull();
  });

  it('sends a file of an upload endpoint as its own bytes, typed as the file is', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/api/admin/v1/images',
      resource: 'images',
      auth: true,
      upload: { contentTypes: ['image/png'], maxBytes: 100 },
      response: z.object({ url: z.string() }),
      summary: 'upload',
    });
    const { client, first } = setup(() => json({ url: '/uploads/a.png' }));
    const file = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(client.request(upload, { body: file })).resolves.toEqual({ url: '/uploads/a.png' });
    expect(first().request.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await first().request.arrayBuffer())).toEqual(
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('includes credentials so the refresh-token cookie travels', async () => {
    const { client, first } = setup(() => json(sampleNews));
    await client.request(getNews, { params: { id: 7 } });
    expect(first().credentials).toBe('include');
  });

  it('refuses a missing path param before calling the server', async () => {
    const { client, calls } = setup(() => json(sampleNews));
    await expect(client.request(getNews, { params: { id: '' } })).rejects.toThrow('missing path param: id');
    expect(calls).toHaveLength(0);
  });
});

describe('createApiClient: answers', () => {
  it('returns the parsed body of a successful answer', async () => {
    const { client } = setup(() => json({ ...sampleNews, extra: 'dropped' }));
    await expect(client.request(getNews, { params: { id: 7 } })).resolves.toEqual(sampleNews);
  });

  it("throws ApiError with the server's message and status on a non-ok answer", async () => {
    const { client } = setup(() => json({ message: 'メールアドレスまたはパスワードが違います。' }, 401));
    const error = await client
      .request(signIn, { body: { email: 'a@b.jp', password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'メールアドレスまたはパスワードが違います。',
      status: 401,
      serverMessage: 'メールアドレスまたはパスワードが違います。',
    });
  });

  it('joins a list of server messages', async () => {
    const { client } = setup(() =>
      json({ message: ['メールアドレスは必須です。', 'パスワードは必須です。'] }, 400),
    );
    await expect(client.request(signIn, { body: { email: '', password: '' } })).rejects.toThrow(
      'メールアドレスは必須です。\nパスワードは必須です。',
    );
  });

  it('uses the status code as the message when the server sends none', async () => {
    const { client } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await client.request(getNews, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '502', status: 502, serverMessage: undefined });
  });

  it('throws ApiError "network error" with status 0 when fetch rejects', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await client.request(getNews, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'network error', status: 0, isNetworkError: true });
  });

  it('passes an abort through untouched so a cancelled query is not reported as a failure', async () => {
    const { client } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await client.request(getNews, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('throws ApiTypeError naming the endpoint when the answer has the wrong shape', async () => {
    const { client } = setup(() => json({ id: '7', title: 1 }));
    const error = await client.request(getNews, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTypeError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as ApiTypeError).message).toContain('GET /api/v1/news/:id');
    expect((error as ApiTypeError).issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'title']);
  });

  it('throws ApiTypeError when a successful answer is not JSON', async () => {
    const { client } = setup(() => new Response('<html>maintenance</html>', { status: 200 }));
    await expect(client.request(getNews, { params: { id: 7 } })).rejects.toBeInstanceOf(ApiTypeError);
  });

  it('accepts an empty 204 answer as undefined or null, as the schema allows', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request(deleteCartProduct, { params: { id: 9 } })).resolves.toBeUndefined();
    await expect(client.request(registerDraw, { params: { id: 4 } })).resolves.toBeNull();
  });

  it('rejects an empty answer where the schema expects data', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request(getNews, { params: { id: 7 } })).rejects.toThrow(/GET \/api\/v1\/news\/:id/);
  });
});

describe('createApiClient: lazy endpoints (schemas loaded alongside the request)', () => {
  const lazyGetNews = {
    method: getNews.method,
    path: getNews.path,
    resource: getNews.resource,
    auth: getNews.auth,
    load: () => Promise.resolve(getNews),
  };

  it('sends the request before the schemas have loaded and validates the answer with them', async () => {
    let release: (endpoint: typeof getNews) => void = () => undefined;
    const schemas = new Promise<typeof getNews>((resolve) => (release = resolve));
    const { client, calls } = setup(() => json(sampleNews));
    const answer = client.request({ ...lazyGetNews, load: () => schemas }, { params: { id: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    release(getNews);
    await expect(answer).resolves.toEqual(sampleNews);
  });

  it('still rejects an answer of the wrong shape', async () => {
    const { client } = setup(() => json({ id: '7', title: 1 }));
    const error = await client.request(lazyGetNews, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTypeError);
    expect((error as ApiTypeError).message).toContain('GET /api/v1/news/:id');
  });

  it('reports schemas that cannot load as a network error', async () => {
    const { client } = setup(() => json(sampleNews));
    const failing = {
      ...lazyGetNews,
      load: (): Promise<typeof getNews> => Promise.reject(new Error('chunk failed')),
    };
    const error = await client.request(failing, { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});

describe('createApiClient: busy answers (503 with Retry-After)', () => {
  const busy = () =>
    new Response(JSON.stringify({ message: 'ただいまアクセスが集中しています。' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
    });
  const vote = defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/votes',
    resource: 'voting',
    auth: true,
    body: z.object({ point: z.number(), idempotencyKey: z.string().optional() }),
    response: z.object({ votingPoint: z.number() }),
    summary: 'vote',
  });

  const answering = (answers: (() => Response)[]) => {
    let n = 0;
    return () => answers[Math.min(n++, answers.length - 1)]!();
  };

  it('retries a read after Retry-After, doubling the wait, and tells the page when to expect it', async () => {
    const waits: number[] = [];
    const told: number[] = [];
    let settled = 0;
    const { client, calls } = setup(answering([busy, busy, () => json({ data: [], total: 0 })]), {
      retry: {
        sleep: async (ms) => void waits.push(ms),
        onBusy: ({ attempt }) => void told.push(attempt),
        onSettled: () => void settled++,
      },
    });
    await expect(client.call(listNews)).resolves.toEqual({ data: [], total: 0 });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([2000, 4000]);
    expect(told).toEqual([1, 2]);
    expect(settled).toBe(1);
  });

  it('retries a write only when it carries an idempotency key', async () => {
    const keyed = setup(answering([busy, () => json({ votingPoint: 9 })]), {
      retry: { sleep: async () => {} },
    });
    await expect(
      keyed.client.request(vote, { body: { point: 1, idempotencyKey: 'k-12345678' } }),
    ).resolves.toEqual({
      votingPoint: 9,
    });
    expect(keyed.calls).toHaveLength(2);

    const bare = setup(answering([busy, () => json({ votingPoint: 9 })]), {
      retry: { sleep: async () => {} },
    });
    const error = await bare.client.request(vote, { body: { point: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 2, isBusy: true });
    expect(bare.calls).toHaveLength(1);
  });

  it('gives up after its retries with the busy error, whose message is the server’s', async () => {
    const { client, calls } = setup(busy, { retry: { sleep: async () => {} } });
    const error = await client.call(listNews).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: 'ただいまアクセスが集中しています。', isBusy: true });
    expect(calls).toHaveLength(3);
  });
});
