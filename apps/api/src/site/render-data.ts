/**
 * Where the server render's data comes from (docs/page-cache.md): the site's own API client runs in
 * the render, so its calls arrive here as `fetch`. A public read the JSON cache holds is answered
 * from the cache itself, with no request pipeline at all; any other call goes through this same
 * server in process (`inject`), with the visitor's address, so it is checked, counted and cached as
 * the browser's own call would be. Every public resource the page reads is noted with its version
 * before it is read, so the page is known stale as soon as one of them changes.
 */
import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The public reads of the contract, each with its resource (the key its cache is invalidated by). */
const publicReads = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET' && !endpoint.auth)
  .map((endpoint) => ({
    resource: endpoint.resource,
    pattern: new RegExp(`^${escape(endpoint.path).replace(/:[A-Za-z]\w*/g, '[^/]+')}$`),
  }));

/** The resource of a public read (`/api/v1/notices/3` → `notices`), or null for any other call. */
export const resourceOfRead = (method: string, pathname: string): string | null =>
  method === 'GET' ? (publicReads.find((read) => read.pattern.test(pathname))?.resource ?? null) : null;

export interface RenderData {
  /** The render's way to the API. */
  readonly fetch: typeof fetch;
  /** The resources read so far, each at the version it had before it was read. */
  readonly deps: Record<string, number>;
}

const answerOf = (status: number, body: string | null, headers: Headers) =>
  new Response(status === 204 || status === 304 ? null : body, { status, headers });

export const renderData = (app: FastifyInstance, visitor: string, signal?: AbortSignal): RenderData => {
  const deps: Record<string, number> = {};
  const cache = app.publicCache;
  const note = async (resource: string) => {
    if (!(resource in deps)) deps[resource] = await cache.version(resource);
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    signal?.throwIfAborted();
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const resource = resourceOfRead(request.method, url.pathname);
    if (resource) {
      await note(resource);
      if (cache.enabled) {
        // A guest's read: the key the JSON cache keeps it under (plugins/public-cache.ts).
        const found = await cache.lookup(resource, `public:${path}`).catch(() => null);
        if (found?.body != null)
          return answerOf(
            200,
            found.body,
            new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-cache': 'hit' }),
          );
      }
    }
    const body = request.body ? await request.text() : undefined;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: path,
      headers: Object.fromEntries(request.headers),
      ...(body !== undefined ? { payload: body } : {}),
      remoteAddress: visitor,
    });
    signal?.throwIfAborted();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return answerOf(answer.statusCode, answer.body, headers);
  };
  return { fetch, deps };
};
