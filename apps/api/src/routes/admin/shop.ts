import type { productBody } from '@fanclub/domain/admin';
import {
  adminMessages,
  orderCsvPart,
  shopEndpoints,
  shopMessages,
  STOCK_ALERT_THRESHOLD,
} from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminOrdersRepository } from '../../repositories/admin/orders.ts';
import { adminProductsRepository } from '../../repositories/admin/products.ts';
import { auditedWrites } from './invalidate.ts';
import { defineAdminRoute } from './define.ts';

/**
 * The shop in the console: products with their SKUs and stock, and product categories. Each write
 * is one transaction with its audit row; stock moves only there, by the difference the operator
 * made to what they saw, so orders taken meanwhile are never overwritten. The catalogue's public
 * cache is dropped after each write: the product is on /products at the next request.
 */
export const adminShopRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const items = adminProductsRepository(db, config.companyId);
  const audit = auditedWrites(app, 'products');

  // The orders' CSV, a page of orders per part (the list's own filters and order).
  const orders = adminOrdersRepository(db, config.companyId);
  defineAdminRoute(app, shopEndpoints.exportAdminOrders, async ({ query }) => {
    const page = paging({ limit: query.limit ?? 100, offset: query.offset });
    const { data, total } = await orders.list(page, query);
    const next = page.offset + data.length;
    const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    return {
      filename: `orders-${query.status ?? 'all'}-${stamp}.csv`,
      csv: orderCsvPart(data, page.offset),
      total,
      nextOffset: data.length > 0 && next < total ? next : null,
    };
  });

  defineAdminRoute(app, shopEndpoints.listStockAlerts, ({ query }) =>
    items.stockAlerts(paging(query), query.threshold ?? STOCK_ALERT_THRESHOLD, query.q),
  );

  defineAdminRoute(app, shopEndpoints.listAdminProducts, ({ query }) => items.list(paging(query), query));
  defineAdminRoute(app, shopEndpoints.getAdminProduct, async ({ params }) => {
    const found = await items.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  type Body = z.output<typeof productBody>;

  /** The categories must be this company's; then the product's links become exactly these. */
  const saveCategories = async (
    productId: number,
    categoryIds: number[],
    tx: Parameters<typeof items.insert>[1],
  ) => {
    const known = await items.existingCategoryIds(categoryIds, tx);
    if (known.length !== new Set(categoryIds).size) throw badRequest(adminMessages.categoryNotFound);
    await items.setCategories(productId, categoryIds, tx);
  };

  const skuValues = (sku: Body['skus'][number], index: number) => ({
    attributes: sku.attributes.map((attr) => ({
      name: attr.name,
      label: attr.label,
      value: attr.value ?? attr.label,
    })),
    imageUrl: sku.imageUrl,
    price: sku.price,
    displayOrder: index,
  });

  defineAdminRoute(app, shopEndpoints.createProduct, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const id = await items.insert(body, tx);
      await saveCategories(id, body.categoryIds, tx);
      for (const [index, sku] of body.skus.entries()) {
        if (sku.id !== null) throw badRequest(shopMessages.skuNotFound);
        await items.insertSku(id, skuValues(sku, index), sku.quantity, tx);
      }
      const after = await items.get(id, tx);
      await audit.record({ operator, action: 'create', resource: 'products', resourceId: id, after }, tx);
      return after!;
    }),
  );

  defineAdminRoute(app, shopEndpoints.updateProduct, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await items.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const locked = new Map((await items.lockSkus(params.id, tx)).map((sku) => [sku.id, sku]));
      await items.update(params.id, body, tx);
      await saveCategories(params.id, body.categoryIds, tx);
      const kept = body.skus.flatMap((sku) => (sku.id === null ? [] : [sku.id]));
      if (kept.some((id) => !locked.has(id))) throw badRequest(shopMessages.skuNotFound);
      await items.removeSkusExcept(params.id, kept, tx);
      for (const [index, sku] of body.skus.entries()) {
        const values = skuValues(sku, index);
        const current = sku.id === null ? undefined : locked.get(sku.id);
        if (!current) {
          await items.insertSku(params.id, values, sku.quantity, tx);
          continue;
        }
        // What the operator changed, applied to the stock as it is now.
        const quantity = current.quantity + (sku.quantity - (sku.previousQuantity ?? current.quantity));
        if (quantity < 0) throw conflict(shopMessages.stockChanged(`${before.name}`));
        await items.updateSku(current.id, values, quantity, tx);
      }
      const after = await items.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'products', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );

  defineAdminRoute(app, shopEndpoints.listAdminProductCategories, () => items.categories());

  defineAdminRoute(app, shopEndpoints.createProductCategory, ({ body, operator }) =>
    db.transaction(async (tx) => {
      if (await items.categoryNamed(body.name, tx)) throw badRequest(shopMessages.categoryExists);
      const id = await items.insertCategory(body, tx);
      const after = await items.category(id, tx);
      await audit.record(
        { operator, action: 'create', resource: 'productCategories', resourceId: id, after },
        tx,
      );
      return after!;
    }),
  );

  defineAdminRoute(app, shopEndpoints.updateProductCategory, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      if (!(await items.lockCategory(params.id, tx))) throw notFound(adminMessages.notFound);
      const before = await items.category(params.id, tx);
      const named = await items.categoryNamed(body.name, tx);
      if (named !== null && named !== params.id) throw badRequest(shopMessages.categoryExists);
      await items.updateCategory(params.id, body, tx);
      const after = await items.category(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'productCategories', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );

  defineAdminRoute(app, shopEndpoints.deleteProductCategory, ({ params, operator }) =>
    db.transaction(async (tx) => {
      if (!(await items.lockCategory(params.id, tx))) throw notFound(adminMessages.notFound);
      const before = await items.category(params.id, tx);
      if (before!.productCount > 0) throw conflict(shopMessages.categoryInUse(before!.productCount));
      await items.removeCategory(params.id, tx);
      await audit.record(
        { operator, action: 'delete', resource: 'productCategories', resourceId: params.id, before },
        tx,
      );
      return { message: adminMessages.deleted };
    }),
  );
};
