import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error.ts';
import { MEDIA_PREFIX, MEDIA_URL_LIFETIME_MS, mediaSigner, signMediaUrls } from '../media/signed-urls.ts';
import { answers } from '@fanclub/domain/answers';

/**
 * Protected files (`config.mediaDir`, at `/media/`): every API answer's media URLs are signed on
 * the way out, and a file is sent only for a valid, unexpired signature of its own path. Whether a
 * reader gets the URL at all is decided where the JSON is built (`lib/paid-gate.ts`, rewards,
 * gifts), so the file is exactly as protected as the field that names it.
 */
export const registerMedia = async (app: FastifyInstance, mediaDir: string) => {
  const signer = mediaSigner(app.config.jwtSecret);
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    request.url.startsWith('/api/') ? signMediaUrls(payload, (url) => signer.sign(url)) : payload,
  );
  if (!existsSync(mediaDir)) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.url, 'http://media.invalid');
      const ok = signer.verify(
        url.pathname,
        url.searchParams.get('expires'),
        url.searchParams.get('signature'),
      );
      if (!ok) throw forbidden(answers.mediaForbidden);
      // Only this browser may keep it, and not past the signature's own lifetime.
      reply.header('cache-control', `private, max-age=${MEDIA_URL_LIFETIME_MS / 1000}`);
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
    });
  });
};
