import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteRepository } from '../repositories/site.ts';
import { injectHead, renderHead } from '../site/html-shell.ts';
import { webSpecCookieValues } from '../site/web-spec-cookies.ts';

export type ShellHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The demo images the seeded content points at (`/demo/...`, from mocks/public/demo). */
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
 * Serves the built SPA (apps/site/dist). Every HTML answer, `/`, `/index.html` and the SPA
 * fallback of the not-found handler alike, is the index.html with the web specification written
 * into its head, and sets the web-spec cookies (docs/web-spec-cookies.md). Returns the shell
 * handler for the fallback, or null when there is no built site (API only).
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

  const sendShell: ShellHandler = async (_request, reply) => {
    const spec = await site.webSpecification();
    if (spec) {
      for (const [name, value] of Object.entries(webSpecCookieValues(spec))) {
        // Read by the page script, so not HttpOnly; every HTML answer sets them again.
        reply.setCookie(name, value, { path: '/', sameSite: 'lax', httpOnly: false, secure, maxAge: 3600 });
      }
    }
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(injectHead(template, renderHead(spec, config.publicUrl)));
  };

  // index.html is never sent raw: it would miss the head and the cookies.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
  });
  app.get('/', { schema: { hide: true } }, sendShell);
  return sendShell;
};

/** Client-side routes survive a reload: any other GET outside the API gets the SPA's shell. */
export const isSpaRoute = (method: string, url: string) =>
  method === 'GET' && !url.startsWith('/api') && !url.startsWith('/sandbox-pay') && !url.startsWith('/demo/');
