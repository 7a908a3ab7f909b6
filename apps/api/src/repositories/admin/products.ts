import type { AdminProduct, AdminProductCategory } from '@fanclub/domain/admin';
import { and, asc, count, eq, exists, ilike, inArray, lte, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productCategories, productCategoryLinks, products, productSkus } from '../../db/schema/index.ts';
import { iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { companyRecords } from './company-records.ts';
import { containing } from './operators.ts';

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof productSkus.$inferSelect;

export interface ProductValues {
  name: string;
  description: string;
  imageURL: string | null;
  taxRate: number;
  isPaid: boolean;
  isSale: boolean;
  isRequiredPurchaseNote: boolean;
  purchaseNoteHint: string | null;
  tag: string | null;
  displayOrder: number;
}

export interface SkuValues {
  attributes: { name: string; value: string; label: string }[];
  imageUrl: string | null;
  price: number;
  displayOrder: number;
}

/** Products, their SKUs (stock) and categories as the shop operator edits them. */
export const adminProductsRepository = (db: Db, companyId: number) => {
  const assemble = async (rows: ProductRow[], tx: DbOrTx = db): Promise<AdminProduct[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [skus, links] = await Promise.all([
      tx
        .select()
        .from(productSkus)
        .where(inArray(productSkus.productId, ids))
        .orderBy(asc(productSkus.displayOrder), asc(productSkus.id)),
      tx
        .select({
          productId: productCategoryLinks.productId,
          id: productCategories.id,
          name: productCategories.name,
        })
        .from(productCategoryLinks)
        .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
        .where(inArray(productCategoryLinks.productId, ids))
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      imageURL: row.imageUrl,
      taxRate: row.taxRate,
      isPaid: row.isPaid,
      isSale: row.isSale,
      isRequiredPurchaseNote: row.isRequiredPurchaseNote,
      purchaseNoteHint: row.purchaseNoteHint,
      tag: row.tag,
      displayOrder: row.displayOrder,
      categories: links.filter((l) => l.productId === row.id).map(({ id, name }) => ({ id, name })),
      productSkus: skus
        .filter((s) => s.productId === row.id)
        .map((s) => ({
          id: s.id,
          attributes: s.attributes,
          imageUrl: s.imageUrl,
          quantity: s.quantity,
          price: s.price,
          displayOrder: s.displayOrder,
        })),
      createdAt: iso(row.createdAt),
    }));
  };

  const records = companyRecords(db, companyId, products, assemble);

  const columns = (values: ProductValues) => ({
    name: values.name,
    description: values.description,
    imageUrl: values.imageURL,
    taxRate: values.taxRate,
    isPaid: values.isPaid,
    isSale: values.isSale,
    isRequiredPurchaseNote: values.isRequiredPurchaseNote,
    purchaseNoteHint: values.purchaseNoteHint,
    tag: values.tag,
    displayOrder: values.displayOrder,
  });

  const categoryCounts = (tx: DbOrTx = db) =>
    tx
      .select({
        id: productCategories.id,
        name: productCategories.name,
        displayOrder: productCategories.displayOrder,
        productCount: count(productCategoryLinks.productId),
      })
      .from(productCategories)
      .leftJoin(productCategoryLinks, eq(productCategoryLinks.categoryId, productCategories.id))
      .groupBy(productCategories.id);

  return {
    /** SKUs at or below `threshold` units, fewest first (a page of them, with the total). */
    stockAlerts: async (page: Page, threshold: number, q: string | null | undefined) => {
      const where = and(
        eq(products.companyId, companyId),
        lte(productSkus.quantity, threshold),
        q ? ilike(products.name, containing(q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ sku: productSkus, product: products })
          .from(productSkus)
          .innerJoin(products, eq(products.id, productSkus.productId))
          .where(where)
          .orderBy(
            asc(productSkus.quantity),
            asc(products.displayOrder),
            asc(products.id),
            asc(productSkus.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(productSkus)
          .innerJoin(products, eq(products.id, productSkus.productId))
          .where(where),
      ]);
      return {
        data: rows.map(({ sku, product }) => ({
          id: sku.id,
          productId: product.id,
          productName: product.name,
          attributes: sku.attributes,
          quantity: sku.quantity,
          isSale: product.isSale,
        })),
        total: total?.n ?? 0,
      };
    },
    list: (page: Page, filter: { q?: string | null | undefined; categoryId?: number | undefined }) =>
      records.list(page, {
        search: products.name,
        q: filter.q,
        where: [
          filter.categoryId
            ? exists(
                db
                  .select({ one: productCategoryLinks.productId })
                  .from(productCategoryLinks)
                  .where(
                    and(
                      eq(productCategoryLinks.productId, products.id),
                      eq(productCategoryLinks.categoryId, filter.categoryId),
                    ),
                  ),
              )
            : undefined,
        ],
        order: [asc(products.displayOrder), asc(products.id)],
      }),
    get: records.get,
    insert: async (values: ProductValues, tx: DbOrTx) => {
      const [row] = await tx
        .insert(products)
        .values({ companyId, ...columns(values) })
        .returning({ id: products.id });
      return row!.id;
    },
    update: (id: number, values: ProductValues, tx: DbOrTx) =>
      tx
        .update(products)
        .set(columns(values))
        .where(and(eq(products.companyId, companyId), eq(products.id, id))),
    /** Only ids of this company's categories come back (the others are refused by the route). */
    existingCategoryIds: async (ids: number[], tx: DbOrTx) => {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(and(eq(productCategories.companyId, companyId), inArray(productCategories.id, ids)));
      return rows.map((r) => r.id);
    },
    setCategories: async (productId: number, categoryIds: number[], tx: DbOrTx) => {
      await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
      if (categoryIds.length)
        await tx
          .insert(productCategoryLinks)
          .values([...new Set(categoryIds)].map((categoryId) => ({ productId, categoryId })));
    },
    /** The product's SKUs, locked until the transaction ends (orders wait, then see the new stock). */
    lockSkus: (productId: number, tx: DbOrTx): Promise<SkuRow[]> =>
      tx.select().from(productSkus).where(eq(productSkus.productId, productId)).for('update'),
    insertSku: async (productId: number, values: SkuValues, quantity: number, tx: DbOrTx) => {
      await tx.insert(productSkus).values({ productId, ...values, quantity });
    },
    updateSku: (skuId: number, values: SkuValues, quantity: number, tx: DbOrTx) =>
      tx
        .update(productSkus)
        .set({ ...values, quantity })
        .where(eq(productSkus.id, skuId)),
    /** SKUs of the product that the form no longer lists (past orders keep their lines). */
    removeSkusExcept: (productId: number, keep: number[], tx: DbOrTx) =>
      tx
        .delete(productSkus)
        .where(
          and(
            eq(productSkus.productId, productId),
            keep.length ? notInArray(productSkus.id, keep) : undefined,
          ),
        ),

    categories: async (): Promise<{ data: AdminProductCategory[]; total: number }> => {
      const rows = await categoryCounts()
        .where(eq(productCategories.companyId, companyId))
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
      return { data: rows, total: rows.length };
    },
    category: async (id: number, tx: DbOrTx = db): Promise<AdminProductCategory | null> => {
      const [row] = await categoryCounts(tx).where(
        and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)),
      );
      return row ?? null;
    },
    categoryNamed: async (name: string, tx: DbOrTx) => {
      const [row] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(and(eq(productCategories.companyId, companyId), eq(productCategories.name, name)));
      return row?.id ?? null;
    },
    insertCategory: async (values: { name: string; displayOrder: number }, tx: DbOrTx) => {
      const [row] = await tx
        .insert(productCategories)
        .values({ companyId, ...values })
        .returning({ id: productCategories.id });
      return row!.id;
    },
    updateCategory: (id: number, values: { name: string; displayOrder: number }, tx: DbOrTx) =>
      tx
        .update(productCategories)
        .set(values)
        .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id))),
    /** Holds the category until the transaction ends: a product saved meanwhile waits for it. */
    lockCategory: async (id: number, tx: DbOrTx) => {
      const [row] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)))
        .for('update');
      return Boolean(row);
    },
    removeCategory: (id: number, tx: DbOrTx) =>
      tx
        .delete(productCategories)
        .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id))),
  };
};
