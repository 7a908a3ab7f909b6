import { taxIncluded } from '@fanclub/domain';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error.ts';
import { skuLabel, type SkuWithProduct } from '../repositories/products.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/**
 * 400 「…」は在庫切れです。 `empty`: the database showed none left (what the stock gate remembers),
 * not merely fewer than the order asked for.
 */
export class SoldOut extends HttpError {
  constructor(
    readonly skuId: number,
    readonly skuName: string,
    readonly empty: boolean,
  ) {
    super(400, shopAnswers.soldOut(skuName));
  }
}

/**
 * Whether a member may put `count` of a SKU in the cart or order it now; throws the reason in
 * Japanese. The same rules and wording as the mocks (mocks/src/handlers/cart.ts).
 */
export const assertPurchasable = (
  found: SkuWithProduct | undefined,
  count: number,
  isPaidMember: boolean,
) => {
  if (!found) throw notFound(shopAnswers.productNotFound);
  const { sku, product } = found;
  const name = skuLabel(sku, product);
  if (!product.isSale) throw badRequest(shopAnswers.notOnSale(name));
  if (product.isPaid && !isPaidMember) throw forbidden(shopAnswers.paidOnly(name));
  if (sku.quantity === 0) throw new SoldOut(sku.id, name, true);
  if (count > sku.quantity) throw badRequest(shopAnswers.shortStock(name, sku.quantity));
  return name;
};

/** What a fan pays per unit: the stored pre-tax price with the product's tax, rounded down. */
export const unitPrice = ({ sku, product }: SkuWithProduct) => taxIncluded(sku.price, product.taxRate);

/** Rejects a list that names one SKU twice (the counts would be ambiguous). */
export const assertDistinct = (skuIds: number[]) => {
  if (new Set(skuIds).size !== skuIds.length) throw badRequest(shopAnswers.duplicateLine);
};
