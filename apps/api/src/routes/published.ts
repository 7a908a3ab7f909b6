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

/**
 * Registers a published resource's public calls in this order: its list (paged, by category when
 * the call takes one), one item, the item's newer and older neighbours and the categories, each
 * when given. `paid`: items may be paid-only, so a paid member's answers differ (cached per audience).
 */
export const publishedRoutes = <L extends EndpointDef, G extends EndpointDef>(
  app: FastifyInstance,
  repository: PublishedRepository<Answer<L>, Answer<G>>,
  calls: { list: L; get: G; next?: EndpointDef; previous?: EndpointDef; categories?: EndpointDef },
  options: { paid: boolean },
) => {
  const users = usersRepository(app.db);
  const canSeePaid = async (userId: number | null) => options.paid && (await users.isPaidMember(userId));
  const cache = options.paid ? byPaid : everyone;
  const idOf = (params: unknown) => (params as { id: number }).id;
  const { neighbour: neighbourOf, categories } = repository;

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
  ] as const) {
    if (call && neighbourOf)
      defineRoute(
        app,
        call,
        async ({ params, userId }) =>
          neighbour(await neighbourOf(idOf(params), direction, await canSeePaid(userId))),
        cache,
      );
  }
  if (calls.categories && categories) defineRoute(app, calls.categories, () => categories(), everyone);
};
