import { answersOf, errorAnswersOf, type EndpointDef } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { identify, requireClaimedUser, requireSignedToken, requireUser } from '../plugins/auth.ts';
import { callerOf } from '../lib/admission.ts';
import { notFound } from '../lib/http-error.ts';
import { cacheHooks, type CacheRule } from '../plugins/public-cache.ts';
import { answers } from '@fanclub/domain/answers';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in user, or null for a guest on a public call. */
  userId: E['auth'] extends true ? number : number | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

/**
 * Answers no shared or browser cache may keep (`Cache-Control: no-store`): every call that needs a
 * session, everything under `/users/` (sign-in, refresh and sign-up hand out tokens; a mailed
 * link's call names the address) and the card check (it names a member and their standing). Set
 * before anything else runs, so a refusal on the way carries it too.
 */
export const answersArePrivate = (endpoint: Pick<EndpointDef, 'auth' | 'path' | 'resource' | 'method'>) =>
  endpoint.auth ||
  endpoint.path.startsWith('/api/v1/users/') ||
  (endpoint.resource === 'membershipCard' && endpoint.method === 'POST');

const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.header('cache-control', 'no-store');
};

/**
 * Registers one endpoint of the contract table: its path, its schemas (validation, serialisation,
 * OpenAPI) and its auth rule all come from the table, so the server cannot drift from the client.
 */
export const defineRoute = <E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  /**
   * `cache`: a public answer, the same for everyone of its audience (see plugins/public-cache.ts).
   * `write`: the handler is a write transaction and passes the process's write admission
   * (lib/admission.ts): 503 with Retry-After when full, dropped when its client has gone.
   * `precheck` (a member's call): runs once the body is read and checked, before anything takes a
   * database connection, the session lookup included (a token that is not this club's is still
   * refused first); it may answer at once (the stock gate's 売り切れ).
   * `sessionInStatement` (a member's call): the session is not looked up before the handler; the
   * handler's own statement checks it (`request.sessionId`) and answers 401 when it has ended, so
   * the call costs one database round trip instead of two (the vote, see plugins/auth.ts).
   */
  options: {
    cache?: CacheRule;
    write?: boolean;
    precheck?: (request: FastifyRequest) => Promise<void>;
    sessionInStatement?: boolean;
  } = {},
) => {
  const { precheck } = options;
  const member = options.sessionInStatement
    ? requireClaimedUser
    : precheck
      ? requireSignedToken
      : requireUser;
  const cache = options.cache && !endpoint.auth ? cacheHooks(app, endpoint.resource, options.cache) : null;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.resource],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: answersOf(endpoint),
    },
    config: { errorAnswers: errorAnswersOf(endpoint) },
    // A member's call is refused before its body is read or checked: a guest learns nothing from
    // the answer but 401. A public call only notes who asks (paid content).
    ...(answersArePrivate(endpoint)
      ? { onRequest: endpoint.auth ? [noStore, member] : [noStore] }
      : endpoint.auth
        ? { onRequest: member }
        : {}),
    preHandler: endpoint.auth
      ? precheck
        ? options.sessionInStatement
          ? [precheck]
          : [precheck, requireUser]
        : []
      : cache
        ? [identify, cache.preHandler]
        : identify,
    ...(cache ? { onSend: cache.onSend } : {}),
    handler: async (request, reply) => {
      const run = () =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          userId: request.userId,
          request,
          reply,
        } as RouteInput<E>);
      return options.write ? app.writeAdmission.run(callerOf(request, reply), run) : run();
    },
  });
};

/** Cached public answers: one for everyone, or one for paid members and one for everyone else. */
export const everyone = { cache: {} } satisfies { cache: CacheRule };
export const byPaid = { cache: { audience: 'paid' } } satisfies { cache: CacheRule };
/** A write transaction: passes the process's write admission (votes, orders, point and plan purchases). */
export const write = { write: true } as const;
/** A write transaction whose one statement also checks the member's session (the vote). */
export const writeCheckingSession = { write: true, sessionInStatement: true } as const;

/** Missing rows become 404 `{ message }`; `undefined` from a neighbour lookup means "no such item". */
export const found = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound(answers.notFound);
  return value;
};
export const neighbour = <T>(value: T | null | undefined): T | null => {
  if (value === undefined) throw notFound(answers.notFound);
  return value;
};

/** One plugin that registers each of `plugins` in turn (their order is the OpenAPI document's). */
export const inOrder =
  (plugins: FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
