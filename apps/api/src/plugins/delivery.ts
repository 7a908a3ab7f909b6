import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** A weak validator: the same body compressed one way or another is still the same answer. */
const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** `If-None-Match` holds the validator (or `*`); weak comparison, as RFC 9110 asks for GET. */
const matches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * How answers travel (issue 13): HTML and JSON compressed on the fly (brotli, else gzip; the built
 * files have their copies made at build time, served by @fastify/static `preCompressed`), and every
 * successful GET answer the server writes whole (pages, content JSON) carries an `ETag`, answered
 * `304 Not Modified` with no body when the browser already holds it. Register before any route:
 * the compression attaches itself to the routes declared after it.
 */
export const registerDelivery = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // Only answers are compressed; a compressed request body is not accepted (no inflating bombs).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
    void reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-length');
    return '';
  });
};
