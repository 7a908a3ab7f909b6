/**
 * What a call answers when it refuses, declared with the call: the statuses (from what every call
 * of its kind can answer, plus its own `errors`) and the one body shape, `{ message }` in Japanese.
 * The server registers them as the route's answers, so OpenAPI shows them and a test fails when a
 * route answers a refusal its declaration does not list. Kept apart from `endpoint.ts`, which the
 * site's first load carries, because it needs zod.
 */
import { z } from 'zod';
import type { EndpointDef, ErrorStatus } from './endpoint.ts';

/** Every refusal's body: one Japanese sentence a person can act on. */
export const errorAnswerSchema = z
  .object({ message: z.string().describe('理由（日本語）') })
  .describe('The reason, in Japanese');

/**
 * The statuses a call can refuse with, in order: 400 when it takes input (or declares it, or is a
 * POST or PATCH, whose body is read as JSON even when the call wants none), 401 when it
 * needs a token (admin calls always do, and answer 403 to a role that may not), 404 when its path
 * names an item, 413 and 415 when it takes a body, 429 always (the per-client rate limit), plus the
 * call's own `errors`.
 */
export const errorAnswersOf = (
  endpoint: Pick<EndpointDef, 'method' | 'auth' | 'params' | 'query' | 'body' | 'errors'> & {
    readonly roles?: readonly string[];
    /** A call whose body is a file's bytes (the admin image upload). */
    readonly upload?: unknown;
  },
): ErrorStatus[] => {
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  const takesBody = Boolean(endpoint.body || endpoint.upload);
  const readsBody = endpoint.method === 'POST' || endpoint.method === 'PATCH';
  if (endpoint.params || endpoint.query || takesBody || readsBody) statuses.add(400);
  if (endpoint.auth) statuses.add(401);
  if (endpoint.roles?.length) statuses.add(403);
  if (endpoint.params) statuses.add(404);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
};

/** The route's answers for the server and OpenAPI: 200 with the call's response, each refusal with `{ message }`. */
export const answersOf = (
  endpoint: Parameters<typeof errorAnswersOf>[0] & Pick<EndpointDef, 'response'>,
) => ({
  200: endpoint.response,
  ...Object.fromEntries(errorAnswersOf(endpoint).map((status) => [status, errorAnswerSchema])),
});
