import type { EndpointDef } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { paging, type Page } from '../repositories/paging.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, everyone, found, neighbour } from './define.ts';

type Answer<E extends EndpointDef> = z.input<E['response']>;

/** What a published content repository offers the fans' routes (see repositories/published.ts). */
interface PublishedRepository<L, I> {
  list: (page: Page, canSeePaid: boolean, categoryId?: number) => Promise<L>;
  get: (id: number, canSeePaid: boolean) => Promise<I | null>;
  neighbour?: (
    id: number,
    direction: 'next' | 'previous',
    canSeePaid: boolean,
  ) => Promise<I | null | undefined>;
  categories?: () => Promise<unknown>;
}

interface PublishedCalls<L, G> {
  list: L;
  get: G;
  next?: EndpointDef;
  previous?: EndpointDef;
  categories?: EndpointDef;
}

/**
 * The route plugin of a published resource: for each set of calls, in this order, its list (paged,
 * by category when the call takes one), one item, the item's newer and older neighbours and the
 * categories, each when given. `byPaid`: items may be paid-only, so a paid member's answers differ
 * (and are cached apart); `everyone`: one answer for all.
 */
export const publishedRoutes =
  <C extends PublishedCalls<EndpointDef, EndpointDef>[]>(
    repositoryOf: (
      db: FastifyInstance['db'],
      companyId: number,
    ) => PublishedRepository<Answer<C[number]['list']>, Answer<C[number]['get']>>,
    cache: typeof byPaid | typeof everyone,
    ...callSets: C
  ) =>
  async (app: FastifyInstance) => {
    const repository = repositoryOf(app.db, app.config.companyId);
    const users = usersRepository(app.db);
    const canSeePaid = async (userId: number | null) =>
      cache === byPaid && (await users.isPaidMember(userId));
    const idOf = (params: unknown) => (params as { id: number }).id;
    const { neighbour: neighbourOf, categories } = repository;

    for (const calls of callSets) {
      defineRoute(
        app,
        calls.list,
        async ({ query, userId }) => {
          const q = query as Parameters<typeof paging>[0] & { categoryId?: number };
          return repository.list(paging(q), await canSeePaid(userId), q?.categoryId);
        },
        cache,
      );
      defineRoute(
        app,
        calls.get,
        async ({ params, userId }) => found(await repository.get(idOf(params), await canSeePaid(userId))),
        cache,
      );
      for (const [call, direction] of [
        [calls.next, 'next'],
        [calls.previous, 'previous'],
      ] as const)
        if (call && neighbourOf)
          defineRoute(
            app,
            call,
            async ({ params, userId }) =>
              neighbour(await neighbourOf(idOf(params), direction, await canSeePaid(userId))),
            cache,
          );
      if (calls.categories && categories) defineRoute(app, calls.categories, () => categories(), everyone);
    }
  };
