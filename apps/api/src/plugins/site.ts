import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { siteRepository } from '../repositories/site.ts';
import type { PageHead, SiteServerEntry } from '@fanclub/domain/contract';
import { injectHead, injectPage, renderHead } from '../site/html-shell.ts';
import { loadPageAssets } from '../site/page-assets.ts';
import { webSpecCookieValues } from '../site/web-spec-cookies.ts';

/** A page the server has not rendered by then is sent client-rendered. */
const RENDER_TIMEOUT_MS = 5_000;

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

/**
 * The server render's way to the API: this same server, in process (`inject`), with the visitor's
 * address, so each call counts against the visitor's rate limit as the browser's own would have.
 */
const inProcessFetch =
  (app: FastifyInstance, visitor: string): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body !== undefined ? { payload: body } : {}),
      remoteAddress: visitor,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

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

  /** The page rendered on the server, or null to send the client-rendered shell. */
  const serverRendered = async (request: FastifyRequest, head: (page: PageHead) => string) => {
    if (!server || !assetsOf) return null;
    try {
      const page = await withTimeout(
        server.render({
          url: new URL(request.url, `${config.publicUrl}/`).toString(),
          fetch: inProcessFetch(app, request.ip),
          companyId: config.companyId,
        }),
        RENDER_TIMEOUT_MS,
      );
      return injectPage(injectHead(template, head(page.head)), { ...page, ...assetsOf(page.html) });
    } catch (error) {
      request.log.warn(
        { err: error, url: request.url },
        'server render failed; sending the client-rendered page',
      );
      return null;
    }
  };

  const sendShell: ShellHandler = async (request, reply) => {
    const spec = await site.webSpecification();
    if (spec) {
      for (const [name, value] of Object.entries(webSpecCookieValues(spec))) {
        // Read by the page script, so not HttpOnly; every HTML answer sets them again.
        reply.setCookie(name, value, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: 3600 });
      }
    }
    const html =
      ((request.method === 'GET' || request.method === 'HEAD') &&
        (await serverRendered(request, (page) => renderHead(spec, config.publicUrl, page)))) ||
      injectHead(template, renderHead(spec, config.publicUrl));
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    globIgnore: ['index.html', 'assets/**'],
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
  });
  // A server-rendered form sent before the page's script took it over (injectPage gives it
  // method="post"): its fields are dropped unread and the browser is sent back to the page.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 64 * 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
    });
    scope.post('/*', { schema: { hide: true } }, (request, reply) =>
      isSpaRoute('GET', request.url) ? reply.redirect(request.url, 303) : reply.callNotFound(),
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
  !url.startsWith('/console') &&
  !url.startsWith('/sandbox-pay') &&
  !url.startsWith('/demo/') &&
  !url.startsWith('/uploads/') &&
  !url.startsWith('/media/');
