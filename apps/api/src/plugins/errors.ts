import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isSpaRoute, type ShellHandler } from './site.ts';
import { answers } from '@fanclub/domain/answers';
import { Busy, ClientGone } from '../lib/admission.ts';

interface Issue {
  message?: string;
  instancePath?: string;
}

/** The first issue's own (Japanese) message when the contract gave one, else a generic one. */
const validationMessage = (issues: Issue[]): string => {
  const first = issues[0];
  const own = first?.message;
  // zod's built-in English messages are not for fans; contract messages are Japanese.
  if (own && /[\u3040-\u30ff\u4e00-\u9faf]/u.test(own)) return own;
  return answers.validation;
};

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: answers.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: answers.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: answers.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: answers.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: answers.badRequest,
};

/** Every error leaves as `{ message }` in Japanese; 5xx details stay in the log. */
export const registerErrorHandling = (app: FastifyInstance, options: { spa: ShellHandler | null }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error.validation as Issue[]) });
    }
    // Its class, not its `isResponseSerializationError` (true of any error with a `method`).
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
      return reply.code(500).send({ message: answers.internal });
    }
    if (error instanceof Busy) {
      return reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message });
    }
    // Its client has gone: nobody reads an answer (the socket is closed), nothing was done.
    if (error instanceof ClientGone) return reply.code(503).send({ message: answers.busy });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: answers.internal });
    }
    if (error.name === 'HttpError') return reply.code(status).send({ message: error.message });
    if (status === 429) return reply.code(429).send({ message: answers.tooManyRequests });
    const coded = error.code ? fastifyCodeMessages[error.code] : undefined;
    // Errors from Fastify or a plugin carry English; fans get a Japanese one.
    return reply.code(status).send({ message: coded ?? answers.badRequest });
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spa && isSpaRoute(request.method, request.url)) return options.spa(request, reply);
    if (request.url.startsWith('/api')) return reply.code(404).send({ message: answers.routeNotFound });
    return reply.code(404).type('text/plain; charset=utf-8').send('ページが見つかりません。');
  });
};
