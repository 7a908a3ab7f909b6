/**
 * The shop's admin calls on the fake backend: products, SKUs and stock, product categories. They
 * change the fans' own catalogue rows (`db.content.products`), so what a story saves shows in the
 * site's shop too. The order of products and categories is their place in those lists.
 */
import type { productBody } from '@fanclub/domain/admin';
import {
  adminMessages,
  shopMessages,
  type AdminOrder,
  type AdminProduct,
  orderCsvPart,
  STOCK_ALERT_THRESHOLD,
  type shopEndpoints,
} from '@fanclub/domain/admin';
import type { Product } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { db, mockNow, nextRowId } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import type { adminHandle as AdminHandle } from './handlers.ts';
import { audit } from './state.ts';

const notFound = (): never => fail(404, adminMessages.notFound);

export const adminProduct = (product: Product): AdminProduct => ({
  id: product.id,
  name: product.name,
  description: product.description ?? '',
  imageURL: product.imageURL,
  taxRate: product.taxRate,
  isPaid: product.isPaid,
  isSale: product.isSale,
  isRequiredPurchaseNote: product.isRequiredPurchaseNote,
  purchaseNoteHint: product.purchaseNoteHint,
  tag: product.tag,
  displayOrder: db.content.products.indexOf(product),
  categories: product.categories,
  productSkus: product.productSkus.map((sku, index) => ({
    id: sku.id,
    attributes: sku.attributes,
    imageUrl: sku.imageUrl,
    quantity: sku.quantity,
    price: sku.price,
    displayOrder: index,
  })),
  createdAt: mockNow(),
});

const categoryRow = (category: { id: number; name: string }) => ({
  ...category,
  displayOrder: db.content.productCategories.indexOf(category),
  productCount: db.content.products.filter((p) => p.categories.some((c) => c.id === category.id)).length,
});

const findProduct = (id: number) => db.content.products.find((p) => p.id === id) ?? notFound();
const findCategory = (id: number) => db.content.productCategories.find((c) => c.id === id) ?? notFound();
const allSkuIds = () => db.content.products.flatMap((p) => p.productSkus.map((s) => s.id));

/** The product as the body describes it, SKUs' stock moved by what the operator changed. */
const applyBody = (body: z.output<typeof productBody>, id: number, existing?: Product): Product => {
  const categories = body.categoryIds.map(
    (categoryId) =>
      db.content.productCategories.find((c) => c.id === categoryId) ??
      fail(400, adminMessages.categoryNotFound),
  );
  let nextSku = Math.max(0, ...allSkuIds()) + 1;
  const productSkus = body.skus.map((sku) => {
    const current = sku.id === null ? undefined : existing?.productSkus.find((s) => s.id === sku.id);
    if (sku.id !== null && !current) fail(400, shopMessages.skuNotFound);
    const quantity = current
      ? current.quantity + (sku.quantity - (sku.previousQuantity ?? current.quantity))
      : sku.quantity;
    if (quantity < 0) fail(409, shopMessages.stockChanged(body.name));
    return {
      id: current?.id ?? nextSku++,
      attributes: sku.attributes.map((attr) => ({
        name: attr.name,
        label: attr.label,
        value: attr.value ?? attr.label,
      })),
      productID: id,
      imageUrl: sku.imageUrl,
      quantity,
      price: sku.price,
      productName: body.name,
    };
  });
  return {
    ...(existing ?? { isExternalIntegrated: false, integrationConfig: null }),
    id,
    name: body.name,
    description: body.description || null,
    imageURL: body.imageURL,
    taxRate: body.taxRate,
    isPaid: body.isPaid,
    isSale: body.isSale,
    isRequiredPurchaseNote: body.isRequiredPurchaseNote,
    purchaseNoteHint: body.purchaseNoteHint,
    tag: body.tag,
    categories,
    productSkus,
  };
};

/** Moves `item` to `index` in `list` (the fake backend's display order). */
export const place = <T>(list: T[], item: T, index: number) => {
  const from = list.indexOf(item);
  if (from >= 0) list.splice(from, 1);
  list.splice(Math.min(index, list.length), 0, item);
};

export const shopHandlers = (
  adminHandle: typeof AdminHandle,
  /** The orders as the admin list answers them (filtered and ordered), from handlers.ts. */
  listOrders: (query: { q?: string | null | undefined; status?: string | undefined }) => AdminOrder[],
): { [N in keyof typeof shopEndpoints]: HttpHandler } => ({
  listStockAlerts: adminHandle('listStockAlerts', ({ query }) => {
    const threshold = query.threshold ?? STOCK_ALERT_THRESHOLD;
    const wanted = query.q?.replace(/\s/g, '').toLowerCase();
    const rows = db.content.products
      .filter((p) => !wanted || p.name.replace(/\s/g, '').toLowerCase().includes(wanted))
      .flatMap((p) =>
        p.productSkus
          .filter((sku) => sku.quantity <= threshold)
          .map((sku) => ({
            id: sku.id,
            productId: p.id,
            productName: p.name,
            attributes: sku.attributes,
            quantity: sku.quantity,
            isSale: p.isSale,
          })),
      )
      .sort((x, y) => x.quantity - y.quantity);
    return page(rows, query);
  }),
  exportAdminOrders: adminHandle('exportAdminOrders', ({ query }) => {
    const all = listOrders(query);
    const offset = query.offset ?? 0;
    const part = all.slice(offset, offset + (query.limit ?? 100));
    const next = offset + part.length;
    return {
      filename: `orders-${query.status ?? 'all'}-20261122.csv`,
      csv: orderCsvPart(part, offset),
      total: all.length,
      nextOffset: part.length > 0 && next < all.length ? next : null,
    };
  }),
  listAdminProducts: adminHandle('listAdminProducts', ({ query }) => {
    const wanted = query.q?.replace(/\s/g, '').toLowerCase();
    const rows = db.content.products.filter(
      (p) =>
        (!wanted || p.name.replace(/\s/g, '').toLowerCase().includes(wanted)) &&
        (!query.categoryId || p.categories.some((c) => c.id === query.categoryId)),
    );
    return page(rows.map(adminProduct), query);
  }),
  getAdminProduct: adminHandle('getAdminProduct', ({ params }) => adminProduct(findProduct(params.id))),
  createProduct: adminHandle('createProduct', ({ body, operator }) => {
    const created = applyBody(body, nextRowId(db.content.products));
    place(db.content.products, created, body.displayOrder);
    const after = adminProduct(created);
    audit(operator, 'create', 'products', created.id, null, after);
    return after;
  }),
  updateProduct: adminHandle('updateProduct', ({ params, body, operator }) => {
    const existing = findProduct(params.id);
    const before = adminProduct(existing);
    const updated = applyBody(body, existing.id, existing);
    db.content.products[db.content.products.indexOf(existing)] = updated;
    place(db.content.products, updated, body.displayOrder);
    const after = adminProduct(updated);
    audit(operator, 'update', 'products', updated.id, before, after);
    return after;
  }),
  listAdminProductCategories: adminHandle('listAdminProductCategories', () =>
    page(db.content.productCategories.map(categoryRow)),
  ),
  createProductCategory: adminHandle('createProductCategory', ({ body, operator }) => {
    if (db.content.productCategories.some((c) => c.name === body.name))
      fail(400, shopMessages.categoryExists);
    const created = { id: nextRowId(db.content.productCategories), name: body.name };
    place(db.content.productCategories, created, body.displayOrder);
    const after = categoryRow(created);
    audit(operator, 'create', 'productCategories', created.id, null, after);
    return after;
  }),
  updateProductCategory: adminHandle('updateProductCategory', ({ params, body, operator }) => {
    const category = findCategory(params.id);
    if (db.content.productCategories.some((c) => c.name === body.name && c.id !== category.id))
      fail(400, shopMessages.categoryExists);
    const before = categoryRow(category);
    category.name = body.name;
    for (const product of db.content.products)
      for (const c of product.categories) if (c.id === category.id) c.name = body.name;
    place(db.content.productCategories, category, body.displayOrder);
    const after = categoryRow(category);
    audit(operator, 'update', 'productCategories', category.id, before, after);
    return after;
  }),
  deleteProductCategory: adminHandle('deleteProductCategory', ({ params, operator }) => {
    const category = findCategory(params.id);
    const before = categoryRow(category);
    if (before.productCount > 0) fail(409, shopMessages.categoryInUse(before.productCount));
    db.content.productCategories.splice(db.content.productCategories.indexOf(category), 1);
    audit(operator, 'delete', 'productCategories', category.id, before, null);
    return { message: adminMessages.deleted };
  }),

  listAdminDeliveryMethods: adminHandle('listAdminDeliveryMethods', ({ query }) => {
    const wanted = query.q?.replace(/\s/g, '').toLowerCase();
    const rows = [...db.content.deliveryMethods]
      .filter((m) => !wanted || m.name.replace(/\s/g, '').toLowerCase().includes(wanted))
      .sort((x, y) => x.displayOrder - y.displayOrder || x.id - y.id);
    return page(rows, query);
  }),
  createDeliveryMethod: adminHandle('createDeliveryMethod', ({ body, operator }) => {
    const created = { id: nextRowId(db.content.deliveryMethods), ...body };
    db.content.deliveryMethods.push(created);
    audit(operator, 'create', 'deliveryMethods', created.id, null, created);
    return created;
  }),
  updateDeliveryMethod: adminHandle('updateDeliveryMethod', ({ params, body, operator }) => {
    const index = db.content.deliveryMethods.findIndex((m) => m.id === params.id);
    if (index < 0) notFound();
    const before = db.content.deliveryMethods[index]!;
    const after = { ...before, ...body };
    db.content.deliveryMethods[index] = after;
    audit(operator, 'update', 'deliveryMethods', after.id, before, after);
    return after;
  }),
});
