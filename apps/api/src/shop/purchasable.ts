import { taxIncluded } from '@fanclub/domain';
import { badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { jaShop } from '../messages/ja-shop.ts';
import { skuLabel, type SkuWithProduct } from '../repositories/products.ts';

/**
 * Whether a member may put `count` of a SKU in the cart or order it now; throws the reason in
 * Japanese. The same rules and wording as the mocks (mocks/src/handlers/cart.ts).
 */
export const assertPurchasable = (
  found: SkuWithProduct | undefined,
  count: number,
  isPaidMember: boolean,
) => {
  if (!found) throw notFound(jaShop.productNotFound);
  const { sku, product } = found;
  const name = skuLabel(sku, product);
  if (!product.isSale) throw badRequest(jaShop.notOnSale(name));
  if (product.isPaid && !isPaidMember) throw forbidden(jaShop.paidOnly(name));
  if (sku.quantity === 0) throw badRequest(jaShop.soldOut(name));
  if (count > sku.quantity) throw badRequest(jaShop.shortStock(name, sku.quantity));
  return name;
};

/** What a fan pays per unit: the stored pre-tax price with the product's tax, rounded down. */
export const unitPrice = ({ sku, product }: SkuWithProduct) => taxIncluded(sku.price, product.taxRate);

/** Rejects a list that names one SKU twice (the counts would be ambiguous). */
export const assertDistinct = (skuIds: number[]) => {
  if (new Set(skuIds).size !== skuIds.length) throw badRequest(jaShop.duplicateLine);
};
