import { deliveryDetailsOf, type orderBody } from '@fanclub/domain/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { OrderDelivery } from '../db/schema/index.ts';
import { badRequest } from '../lib/http-error.ts';
import type { CartsRepository } from '../repositories/carts.ts';
import { deliveryMethodsRepository } from '../repositories/delivery-methods.ts';
import type { NewOrderLine } from '../repositories/orders.ts';
import { skuLabel, type ProductsRepository } from '../repositories/products.ts';
import { assertDistinct, assertPurchasable, unitPrice } from './purchasable.ts';
import { shopAnswers } from '@fanclub/domain/answers';

export type OrderBody = z.output<typeof orderBody>;

export interface PricedOrder {
  deliveryMethodId: number;
  deliveryCost: number;
  totalProductPrice: number;
  finalPrice: number;
  /** The konbini fee (tax included) counted in finalPrice; 0 for cards. */
  paymentFee: number;
  delivery: OrderDelivery;
  lines: NewOrderLine[];
  /** Fan-facing names by SKU id, for the sold-out message of a lost race. */
  names: Map<number, string>;
}

/**
 * Prices an order from the database, never from the client: unit prices are the stored pre-tax
 * prices with tax (`taxIncluded`, floor), the delivery cost is the method's. The client's figures
 * must match to the yen, or the fan is asked to look again (a price changed while they shopped).
 */
export const priceOrder = async (
  deps: { db: Db; companyId: number; catalogue: ProductsRepository; carts: CartsRepository },
  userId: number,
  isPaidMember: boolean,
  body: OrderBody,
  /** The payment method's fee (config.konbini.fee for konbini), tax included. */
  paymentFee = 0,
): Promise<PricedOrder> => {
  const method = await deliveryMethodsRepository(deps.db, deps.companyId).activeById(body.deliveryMethodId);
  if (!method) throw badRequest(shopAnswers.deliveryMethod);

  const ids = body.orderProducts.map((line) => line.productSkuID);
  assertDistinct(ids);
  const found = await deps.catalogue.skusWithProducts(ids);
  const notes = await deps.carts.notes(userId);
  const names = new Map<number, string>();
  let clientLinesMatch = true;
  const lines = body.orderProducts.map((line): NewOrderLine => {
    const item = found.get(line.productSkuID);
    names.set(line.productSkuID, assertPurchasable(item, line.count, isPaidMember));
    const { sku, product } = item!;
    const note = notes.get(sku.id) ?? null;
    if (product.isRequiredPurchaseNote && !note)
      throw badRequest(shopAnswers.noteRequired(skuLabel(sku, product), product.purchaseNoteHint));
    const price = unitPrice(item!);
    if (price !== line.price) clientLinesMatch = false;
    return {
      productSkuId: sku.id,
      name: product.name,
      price,
      attributes: sku.attributes,
      count: line.count,
      note,
      taxRate: product.taxRate,
    };
  });
  const totalProductPrice = lines.reduce((sum, line) => sum + line.price * line.count, 0);
  if ((body.paymentFee ?? 0) !== paymentFee) throw badRequest(shopAnswers.konbiniFeeChanged);
  const finalPrice = totalProductPrice + method.cost + paymentFee;
  if (
    !clientLinesMatch ||
    body.totalProductPrice !== totalProductPrice ||
    body.deliveryCost !== method.cost ||
    body.finalPrice !== finalPrice
  ) {
    throw badRequest(shopAnswers.priceChanged);
  }
  return {
    deliveryMethodId: method.id,
    deliveryCost: method.cost,
    totalProductPrice,
    finalPrice,
    paymentFee,
    lines,
    names,
    delivery: deliveryDetailsOf(body),
  };
};
