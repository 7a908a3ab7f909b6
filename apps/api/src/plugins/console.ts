import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The operators' console (apps/console/dist) at /console: hashed assets kept a year (their name
 * changes with their content; a `.br`/`.gz` copy beside one is sent when the browser takes it),
 * and every console address answered with its index.html, never cached and never indexed. Nothing
 * here is secret: the console's data comes only through the admin API, which checks every call.
 */
export const registerConsole = async (app: FastifyInstance, distDir: string) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ distDir }, 'no built console found; /console is not served');
    return;
  }
  const index = await readFile(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/console/assets/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(index);
  app.get('/console', { schema: { hide: true } }, sendIndex);
  app.get('/console/*', { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith('/console/assets/') ? reply.callNotFound() : sendIndex(request, reply),
  );
};
