import type { Product } from '@fanclub/domain/contract';
import { db } from '../db.ts';
import { byIdOr404, fail, handle, page } from './handle.ts';

export function findSkuWithProduct(skuId: number): { product: Product; sku: Product['productSkus'][number] } {
  for (const product of db.content.products) {
    const sku = product.productSkus.find((item) => item.id === skuId);
    if (sku) return { product, sku };
  }
  return fail(404, '商品が見つかりませんでした。');
}

export const productsHandlers = {
  listProducts: handle('listProducts', ({ query }) =>
    page(
      db.content.products.filter(
        (product) =>
          query?.categoryId === undefined ||
          product.categories.some((category) => category.id === query.categoryId),
      ),
      query,
    ),
  ),
  getProduct: handle('getProduct', ({ params }) => byIdOr404(db.content.products, params.id)),
  listProductCategories: handle('listProductCategories', () => page(db.content.productCategories)),
};
