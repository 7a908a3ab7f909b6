import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../repositories/paging.ts';
import { productsRepository } from '../repositories/products.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The shop's catalogue (public): paid-only products are listed, buying them is gated in the cart. */
export const productRoutes = async (app: FastifyInstance) => {
  const catalogue = productsRepository(app.db, app.config.companyId);
  defineRoute(
    app,
    endpoints.listProducts,
    ({ query }) => catalogue.list(paging(query), query.categoryId),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getProduct,
    async ({ params }) => found(await catalogue.get(params.id)),
    everyone,
  );
  defineRoute(app, endpoints.listProductCategories, () => catalogue.categories(), everyone);
};
