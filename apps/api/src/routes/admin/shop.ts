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
import { badRequest, conflict } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminOrdersRepository } from '../../repositories/admin/orders.ts';
import { adminProductsRepository } from '../../repositories/admin/products.ts';
import { auditedRecords, recordWrites } from './records.ts';
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
  const records = auditedRecords(app, { resource: 'products', invalidates: ['products'], get: items.get });
  // The categories' writes share the catalogue's log and its cache; read for a write, one is locked.
  const categories = recordWrites(db, records.audit, {
    resource: 'productCategories',
    get: async (id, tx = db) => ((await items.lockCategory(id, tx)) ? items.category(id, tx) : null),
  });

  // The orders' CSV, a page of orders per part (the list's own filters and order); each part is in
  // the audit log as the members' export is (who, which filter, how many rows).
  const orders = adminOrdersRepository(db, config.companyId);
  defineAdminRoute(app, shopEndpoints.exportAdminOrders, async ({ query, operator }) => {
    const page = paging({ limit: query.limit ?? 100, offset: query.offset });
    const { data, total } = await orders.list(page, query);
    const next = page.offset + data.length;
    const filter = Object.fromEntries(
      (['q', 'status', 'sortBy', 'sortDir'] as const)
        .filter((key) => query[key] !== undefined && query[key] !== null)
        .map((key) => [key, query[key]]),
    );
    await records.audit.record({
      operator,
      action: 'export',
      resource: 'orders',
      resourceId: null,
      after: { filter, offset: page.offset, rows: data.length, total },
    });
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
  defineAdminRoute(app, shopEndpoints.getAdminProduct, ({ params }) => records.found(params.id));

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
    records.create(operator, async (tx) => {
      const id = await items.insert(body, tx);
      await saveCategories(id, body.categoryIds, tx);
      for (const [index, sku] of body.skus.entries()) {
        if (sku.id !== null) throw badRequest(shopMessages.skuNotFound);
        await items.insertSku(id, skuValues(sku, index), sku.quantity, tx);
      }
      return id;
    }),
  );

  defineAdminRoute(app, shopEndpoints.updateProduct, ({ params, body, operator }) =>
    records.update(operator, params.id, async (before, tx) => {
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
    }),
  );

  defineAdminRoute(app, shopEndpoints.listAdminProductCategories, () => items.categories());

  defineAdminRoute(app, shopEndpoints.createProductCategory, ({ body, operator }) =>
    categories.create(operator, async (tx) => {
      if (await items.categoryNamed(body.name, tx)) throw badRequest(shopMessages.categoryExists);
      return items.insertCategory(body, tx);
    }),
  );

  defineAdminRoute(app, shopEndpoints.updateProductCategory, ({ params, body, operator }) =>
    categories.update(operator, params.id, async (_, tx) => {
      const named = await items.categoryNamed(body.name, tx);
      if (named !== null && named !== params.id) throw badRequest(shopMessages.categoryExists);
      await items.updateCategory(params.id, body, tx);
    }),
  );

  defineAdminRoute(app, shopEndpoints.deleteProductCategory, ({ params, operator }) =>
    categories.remove(operator, params.id, async (tx, before) => {
      if (before.productCount > 0) throw conflict(shopMessages.categoryInUse(before.productCount));
      await items.removeCategory(params.id, tx);
      return true;
    }),
  );
};
