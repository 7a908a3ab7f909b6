import type { Product, Sku } from '@fanclub/domain/contract';
import { and, asc, count, eq, exists, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { productCategories, productCategoryLinks, products, productSkus } from '../db/schema/index.ts';
import type { Page } from './paging.ts';

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof productSkus.$inferSelect;

export const toSku = (row: SkuRow, product: Pick<ProductRow, 'name'>): Sku => ({
  id: row.id,
  attributes: row.attributes,
  productID: row.productId,
  imageUrl: row.imageUrl,
  quantity: row.quantity,
  price: row.price,
  productName: product.name,
});

/** How a SKU is named to the fan in messages: the product, then its attributes. */
export const skuLabel = (row: SkuRow, product: Pick<ProductRow, 'name'>) =>
  row.attributes.length
    ? `${product.name}（${row.attributes.map((a) => a.label).join(' / ')}）`
    : product.name;

/** A SKU with the product it belongs to, as the cart and the order checks need them. */
export interface SkuWithProduct {
  sku: SkuRow;
  product: ProductRow;
}

/** The catalogue: products with their SKUs and categories. */
export const productsRepository = (db: Db, companyId: number) => {
  const assemble = async (rows: ProductRow[]): Promise<Product[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const skus = await db
      .select()
      .from(productSkus)
      .where(inArray(productSkus.productId, ids))
      .orderBy(asc(productSkus.displayOrder), asc(productSkus.id));
    const links = await db
      .select({
        productId: productCategoryLinks.productId,
        id: productCategories.id,
        name: productCategories.name,
      })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
      .where(inArray(productCategoryLinks.productId, ids))
      .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description === '' ? null : row.description,
      imageURL: row.imageUrl,
      productSkus: skus.filter((s) => s.productId === row.id).map((s) => toSku(s, row)),
      categories: links.filter((l) => l.productId === row.id).map(({ id, name }) => ({ id, name })),
      taxRate: row.taxRate,
      isPaid: row.isPaid,
      isSale: row.isSale,
      isRequiredPurchaseNote: row.isRequiredPurchaseNote,
      purchaseNoteHint: row.purchaseNoteHint,
      isExternalIntegrated: row.isExternalIntegrated,
      integrationConfig: row.integrationConfig,
      tag: row.tag,
    }));
  };

  return {
    list: async (page: Page, categoryId: number | undefined) => {
      const inCategory = categoryId
        ? exists(
            db
              .select({ one: productCategoryLinks.productId })
              .from(productCategoryLinks)
              .where(
                and(
                  eq(productCategoryLinks.productId, products.id),
                  eq(productCategoryLinks.categoryId, categoryId),
                ),
              ),
          )
        : undefined;
      const where = and(eq(products.companyId, companyId), inCategory);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.displayOrder), asc(products.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(products).where(where);
      return { data: await assemble(rows), total: n?.n ?? 0 };
    },
    get: async (id: number) => {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.id, id)));
      return (await assemble(rows))[0] ?? null;
    },
    categories: async () => {
      const rows = await db
        .select()
        .from(productCategories)
        .where(eq(productCategories.companyId, companyId))
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
      return { data: rows.map((c) => ({ id: c.id, name: c.name })), total: rows.length };
    },
    /** SKUs by id with their products (only this company's); missing ids are simply absent. */
    skusWithProducts: async (skuIds: number[], tx: DbOrTx = db): Promise<Map<number, SkuWithProduct>> => {
      if (skuIds.length === 0) return new Map();
      const rows = await tx
        .select({ sku: productSkus, product: products })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(inArray(productSkus.id, skuIds), eq(products.companyId, companyId)));
      return new Map(rows.map((r) => [r.sku.id, r]));
    },
  };
};

export type ProductsRepository = ReturnType<typeof productsRepository>;
