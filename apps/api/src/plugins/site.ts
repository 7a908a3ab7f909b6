import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MARK_COOKIE } from '../auth/session-mark.ts';
import { siteRepository } from '../repositories/site.ts';
import type { RouteAccess, SiteServerEntry, WebSpecification } from '@fanclub/domain/contract';
import { isSameOriginPath, sameOriginPath } from '@fanclub/domain/format';
import { CACHE_TTL_MS } from '../shared/public-cache.ts';
import { injectHead, injectPage, renderHead } from '../site/html-shell.ts';
import { createPageCache, type RenderedPage } from '../site/page-cache.ts';
import { encodedPage, pageEncodingFor } from '../site/page-encodings.ts';
import { loadPageAssets } from '../site/page-assets.ts';
import { renderData } from '../site/render-data.ts';
import { webSpecCookieValues } from '../site/web-spec-cookies.ts';

/** A page the server has not rendered by then is sent client-rendered (and its render stopped). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * How a cached public page may be kept (docs/page-cache.md): a browser asks again every time (and
 * gets 304 while it holds the page), a shared cache (the proxy, a CDN) keeps it 10 s and may answer
 * it a minute longer while it fetches the next copy. 10 s is how long a publication can take to
 * reach a visitor behind the proxy.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** A stale copy answered because the server was busy: a shared cache asks again soon. */
const STALE_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=60';
/** An answer that sets the visitor's cookies is theirs alone. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** The query parameters that change a public page (a list's page and category); any other is not cached. */
const PAGE_QUERY = new Set(['page', 'category']);

/** The page's cache key: the path and the query parameters that change it, in a fixed order; null when not cacheable. */
const pageKeyOf = (pathname: string, search: URLSearchParams): string | null => {
  const kept: [string, string][] = [];
  for (const [name, value] of search) {
    if (!PAGE_QUERY.has(name)) return null;
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
};

/** Settles with `work`, or rejects as soon as `signal` is aborted. */
const until = <T>(work: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

/** A render under way, shared by every request for the same page that arrives meanwhile. */
interface Flight {
  readonly done: Promise<RenderedPage | null>;
  readonly controller: AbortController;
  waiters: number;
}

/**
 * Loads the site's server render from its build (`apps/site/dist-server`, beside `dist`), never the
 * site's source; null when it was not built (the pages are then client-rendered) or cannot load.
 */
const loadServerEntry = async (app: FastifyInstance, distDir: string): Promise<SiteServerEntry | null> => {
  const file = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.info({ file }, 'no server build of the site; pages are rendered in the browser');
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as SiteServerEntry;
  } catch (error) {
    app.log.error(
      { err: error, file },
      'the server build of the site does not load; pages are rendered in the browser',
    );
    return null;
  }
};

/** A weak validator, as plugins/delivery.ts writes for every answer, computed once per render. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export type ShellHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The demo images the seeded content points at (`/demo/...`, from packages/fixtures/public/demo). */
export const registerDemoImages = async (app: FastifyInstance, demoDir: string) => {
  if (!existsSync(demoDir)) return;
  await app.register(fastifyStatic, {
    root: demoDir,
    prefix: '/demo/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
};

/**
 * Serves the built site (apps/site/dist). Every HTML answer, `/`, `/index.html` and the SPA
 * fallback of the not-found handler alike, is the index.html with the web specification written
 * into its head, and sets the web-spec cookies (docs/web-spec-cookies.md). When the site's server
 * build is there (dist-server), the page comes server-rendered (issue 13): the route's screen in
 * `#root`, its data as a JSON script, its title, description, canonical URL and share card in the
 * head, its stylesheets linked; a page that fails to render on the server (or takes too long) is
 * sent as the client-rendered shell instead, never as an error. Returns the shell handler for the
 * fallback, or null when there is no built site (API only).
 */
export const registerSite = async (app: FastifyInstance, distDir: string): Promise<ShellHandler | null> => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ distDir }, 'no built site found; serving the API only');
    return null;
  }
  const template = await readFile(indexFile, 'utf8');
  const { config } = app;
  const site = siteRepository(app.db, config.companyId);
  const secure = config.publicUrl.startsWith('https://');
  const server = await loadServerEntry(app, distDir);
  const assetsOf = server ? await loadPageAssets(distDir) : null;
  const pages = createPageCache(app.shared, app.publicCache);
  // Pages of another build link other assets: the build is part of every key.
  const build = createHash('sha1').update(template).digest('base64url').slice(0, 12);

  /** The web specification, read once per version of the `site` resource (it heads every page). */
  let specRead: { version: number; at: number; spec: Promise<WebSpecification | null> } | null = null;
  const webSpecification = async () => {
    if (!app.publicCache.enabled) return site.webSpecification();
    const version = await app.publicCache.version('site');
    if (!specRead || specRead.version !== version || Date.now() - specRead.at > CACHE_TTL_MS) {
      const spec = site.webSpecification();
      specRead = { version, at: Date.now(), spec };
      spec.catch(() => (specRead = null));
    }
    return specRead.spec;
  };
  /** The web-spec cookies' values, written once per specification read (every page answer compares them). */
  const cookieValues = new WeakMap<WebSpecification, [string, string][]>();
  const webSpecCookies = (spec: WebSpecification) => {
    let values = cookieValues.get(spec);
    if (!values) cookieValues.set(spec, (values = Object.entries(webSpecCookieValues(spec))));
    return values;
  };

  /** The page rendered on the server, with what it was rendered from, or null to send the shell. */
  const render = async (request: FastifyRequest, signal: AbortSignal): Promise<RenderedPage | null> => {
    if (!server || !assetsOf) return null;
    try {
      const data = renderData(app, request.ip, signal);
      data.deps.site = await app.publicCache.version('site');
      const spec = await webSpecification();
      const page = await until(
        server.render({
          url: new URL(request.url, `${config.publicUrl}/`).toString(),
          fetch: data.fetch,
          companyId: config.companyId,
          signal,
        }),
        signal,
      );
      const html = injectPage(injectHead(template, renderHead(spec, config.publicUrl, page.head)), {
        ...page,
        ...assetsOf(page.html, page),
      });
      return { html, etag: etagOf(html), deps: { ...data.deps }, renderedAt: Date.now() };
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        signal.aborted ? 'server render stopped' : 'server render failed; sending the client-rendered page',
      );
      return null;
    }
  };

  // Renders under way in this process, and those shared by key (a public page asked for again
  // before its render has finished waits for that render, never starts a second one).
  let rendering = 0;
  const flights = new Map<string, Flight>();
  const fly = (request: FastifyRequest, key: string | null, save: boolean): Flight => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no page within ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
    rendering += 1;
    const done = render(request, controller.signal).then(async (page) => {
      if (page && key && save)
        await pages
          .save(key, page)
          .catch((error: unknown) => request.log.warn({ err: error }, 'page cache unavailable'));
      return page;
    });
    const flight: Flight = { done, controller, waiters: 0 };
    void done.finally(() => {
      clearTimeout(timer);
      rendering -= 1;
      if (key && flights.get(key) === flight) flights.delete(key);
    });
    if (key) flights.set(key, flight);
    return flight;
  };
  /** The flight's page; the render is stopped once every visitor waiting for it has gone. */
  const wait = async (flight: Flight, reply: FastifyReply) => {
    flight.waiters += 1;
    let counted = true;
    const gone = () => {
      if (reply.raw.writableFinished || !counted) return;
      counted = false;
      flight.waiters -= 1;
      if (flight.waiters === 0) flight.controller.abort(new Error('the visitor has gone'));
    };
    reply.raw.once('close', gone);
    try {
      return await flight.done;
    } finally {
      reply.raw.off('close', gone);
      if (counted) flight.waiters -= 1;
      counted = false;
    }
  };

  /**
   * The page for this request: a cached copy, a render (shared with others asking for the same page),
   * or, past `renderConcurrency` renders in flight, the stale copy or nothing (the shell) at once.
   */
  const pageFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
  ): Promise<{ page: RenderedPage | null; cache: 'hit' | 'miss' | 'stale' | 'shed' }> => {
    if (!server) return { page: null, cache: 'miss' };
    if (!key || !pages.enabled) {
      if (rendering >= config.renderConcurrency) return { page: null, cache: 'shed' };
      return { page: await wait(fly(request, null, false), reply), cache: 'miss' };
    }
    const found = await pages.lookup(key).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page cache unavailable');
      return { page: null, fresh: false };
    });
    if (found.page && found.fresh) return { page: found.page, cache: 'hit' };
    const flight = flights.get(key);
    // Someone is rendering it already: the copy there is, or that render.
    if (flight)
      return found.page
        ? { page: found.page, cache: 'stale' }
        : { page: await wait(flight, reply), cache: 'miss' };
    if (rendering >= config.renderConcurrency)
      return found.page ? { page: found.page, cache: 'stale' } : { page: null, cache: 'shed' };
    const page = await wait(fly(request, key, true), reply);
    // A render that failed leaves the stale copy better than the shell.
    return page
      ? { page, cache: 'miss' }
      : found.page
        ? { page: found.page, cache: 'stale' }
        : { page: null, cache: 'miss' };
  };

  const sendShell: ShellHandler = async (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const access: RouteAccess = server?.routeAccess?.(url.pathname) ?? 'unknown';
    const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
    const page = request.method === 'GET' || request.method === 'HEAD';
    // Spec section 2: a guest on a members' route ends at sign-in, by the server, before any script.
    if (page && access === 'members' && !cookies[SESSION_MARK_COOKIE]) {
      const back = `${url.pathname}${url.search}`;
      return reply
        .header('cache-control', 'no-store')
        .redirect(isSameOriginPath(back) ? `/sign-in?to=${encodeURIComponent(back)}` : '/sign-in', 303);
    }
    const spec = await webSpecification();
    let setsCookies = false;
    if (spec) {
      for (const [name, value] of webSpecCookies(spec)) {
        // A visitor who holds them already is not sent them again: the answer stays shareable.
        if (cookies[name] === value) continue;
        setsCookies = true;
        // Read by the page script, so not HttpOnly.
        reply.setCookie(name, value, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: 3600 });
      }
    }
    const key = page && access === 'public' ? pageKeyOf(url.pathname, url.searchParams) : null;
    // A members' page is the member's own: the guest render the server makes has nothing to show.
    const found =
      page && access !== 'members'
        ? await pageFor(request, reply, key === null ? null : `${build}:${key}`)
        : null;
    void reply.code(200).type('text/html; charset=utf-8');
    if (found) void reply.header('x-cache', found.cache);
    if (!found?.page) {
      return reply
        .header('cache-control', 'no-cache')
        .send(injectHead(template, renderHead(spec, config.publicUrl)));
    }
    const shared = key !== null && !setsCookies;
    void reply
      .header(
        'cache-control',
        !shared ? PRIVATE_CACHE_CONTROL : found.cache === 'stale' ? STALE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      )
      .header('etag', found.page.etag);
    // A kept page is sent as a file is: its compressed copy is made once, not on every answer.
    const encoding = key !== null ? pageEncodingFor(request.headers['accept-encoding']) : null;
    if (encoding && request.headers['if-none-match'] !== found.page.etag) {
      const body = await encodedPage(found.page, encoding).catch(() => null);
      if (body)
        return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
    }
    return reply.send(found.page.html);
  };

  // Hashed assets: their name changes with their content, so a browser keeps them a year and never
  // asks again; the build's `.br`/`.gz` copy beside each is sent when the browser takes it.
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  // Other built files (the site's public folder) keep their name from build to build: checked
  // again on every use (ETag). index.html is never sent raw (it would miss the head and the
  // cookies), nor the build's manifest.
  await app.register(fastifyStatic, {
    root: distDir,
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'no-cache');
    },
    globIgnore: ['index.html', 'assets/**'],
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
  });
  // A server-rendered form sent before the page's script took it over (injectPage gives it
  // method="post"): its fields are dropped unread and the browser is sent back to the page, a
  // path of this site only (`POST //evil.example` must not send it elsewhere).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 64 * 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
    });
    scope.post('/*', { schema: { hide: true } }, (request, reply) =>
      isSpaRoute('GET', request.url)
        ? reply.redirect(sameOriginPath(request.url, '/'), 303)
        : reply.callNotFound(),
    );
  });
  app.get('/', { schema: { hide: true } }, sendShell);
  // Client-side routes survive a reload: any other GET outside the API gets the shell. A route of
  // its own (not the not-found handler) so the compression and validators apply to it too.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isSpaRoute(request.method, request.url) ? sendShell(request, reply) : reply.callNotFound(),
  );
  return sendShell;
};

/** Client-side routes survive a reload: any other GET outside the API gets the SPA's shell. */
export const isSpaRoute = (method: string, url: string) =>
  method === 'GET' &&
  !url.startsWith('/api') &&
  // A hashed file that is not there (the page was built before the last deployment) is a 404,
  // never the page's HTML: the browser then knows the chunk is gone (lazy-screen.tsx reloads once).
  !url.startsWith('/assets/') &&
  !url.startsWith('/console') &&
  !url.startsWith('/sandbox-pay') &&
  !url.startsWith('/demo/') &&
  !url.startsWith('/uploads/') &&
  !url.startsWith('/media/');
