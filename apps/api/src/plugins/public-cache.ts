import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usersRepository } from '../repositories/users.ts';

/**
 * How a public endpoint is cached: `audience: 'paid'` for answers that show paid members more (the
 * body of paid news…), cached once for paid members and once for everyone else; by default one
 * answer for all. The key is the URL (path and query), under the endpoint's resource.
 */
export interface CacheRule {
  audience?: 'paid';
}

interface CacheState {
  resource: string;
  version: number;
  key: string;
}

const states = new WeakMap<FastifyRequest, CacheState>();

/**
 * A hit answers from the cache before the handler; a miss runs the handler and keeps its serialised
 * 200 answer (`onSend` sees the bytes the compiled serializer wrote). `x-cache` says which, for
 * operators. A cache that fails (Redis away) only means a miss.
 */
export const cacheHooks = (app: FastifyInstance, resource: string, rule: CacheRule) => {
  const users = usersRepository(app.db);
  const audience = async (request: FastifyRequest) =>
    rule.audience === 'paid' && (await users.isPaidMember(request.userId)) ? 'paid' : 'public';

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const cache = app.publicCache;
    if (!cache.enabled) return;
    const key = `${await audience(request)}:${request.url}`;
    let found;
    try {
      found = await cache.lookup(resource, key);
    } catch (error) {
      request.log.warn({ err: error }, 'public cache unavailable');
      return;
    }
    if (found.body !== null) {
      return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(found.body);
    }
    states.set(request, { resource, version: found.version, key });
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = states.get(request);
    if (!state) return payload;
    void reply.header('x-cache', 'miss');
    if (reply.statusCode === 200 && typeof payload === 'string') {
      await app.publicCache
        .save(state.resource, state.version, state.key, payload)
        .catch((error: unknown) => request.log.warn({ err: error }, 'public cache unavailable'));
    }
    return payload;
  };

  return { preHandler, onSend };
};
