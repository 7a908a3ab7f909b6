import { shopAnswers } from '@fanclub/domain/answers';
import type { Cart, User } from '@fanclub/domain/contract';
import { db, nextRowId } from '../db.ts';
import { fail, handle, isPaidMember } from './handle.ts';
import { findSkuWithProduct } from './products.ts';

export function cartOf(user: User): Cart {
  let cart = db.carts.get(user.id);
  if (!cart) {
    cart = { id: nextRowId([...db.carts.values()]), userID: user.id, cartProducts: [] };
    db.carts.set(user.id, cart);
  }
  // Lines show the catalogue as it is now (stock changes when anyone orders).
  for (const line of cart.cartProducts) {
    const { product, sku } = findSkuWithProduct(line.productSkuID);
    line.productSku = { ...sku, taxRate: product.taxRate };
  }
  return cart;
}

/** Whether a member may buy `count` of a SKU now; throws the reason in Japanese if not. */
export function assertPurchasable(user: User, skuId: number, count: number) {
  const { product, sku } = findSkuWithProduct(skuId);
  const name = sku.attributes.length
    ? `${product.name}（${sku.attributes.map((a) => a.label).join(' / ')}）`
    : product.name;
  if (!product.isSale) fail(400, shopAnswers.notOnSale(name));
  if (product.isPaid && !isPaidMember(user)) fail(403, shopAnswers.paidOnly(name));
  if (sku.quantity === 0) fail(400, shopAnswers.soldOut(name));
  if (count > sku.quantity) fail(400, shopAnswers.shortStock(name, sku.quantity));
  return { product, sku, name };
}

export const cartHandlers = {
  getCart: handle('getCart', ({ user }) => cartOf(user!)),
  saveCartProducts: handle('saveCartProducts', ({ user, body }) => {
    const cart = cartOf(user!);
    // Check every line first, so a bad line leaves the cart unchanged.
    const checked = body.cartProducts.map((line) => {
      if (line.count === 0) return { line, product: null };
      const { product, sku, name } = assertPurchasable(user!, line.productSkuID, line.count);
      const note =
        line.purchaseNote ??
        cart.cartProducts.find((item) => item.productSkuID === sku.id)?.purchaseNote ??
        null;
      if (product.isRequiredPurchaseNote && !note)
        fail(400, shopAnswers.noteRequired(name, product.purchaseNoteHint));
      return { line, product, sku, note };
    });
    for (const item of checked) {
      const existing = cart.cartProducts.find((cartLine) => cartLine.productSkuID === item.line.productSkuID);
      if (!item.product || !('sku' in item) || !item.sku) {
        cart.cartProducts = cart.cartProducts.filter(
          (cartLine) => cartLine.productSkuID !== item.line.productSkuID,
        );
      } else if (existing) {
        existing.count = item.line.count;
        existing.purchaseNote = item.note;
      } else {
        cart.cartProducts.push({
          id: nextRowId([...db.carts.values()].flatMap((c) => c.cartProducts)),
          productSkuID: item.sku.id,
          productSku: { ...item.sku, taxRate: item.product.taxRate },
          count: item.line.count,
          purchaseNote: item.note,
        });
      }
    }
    return cart;
  }),
  deleteCartProduct: handle('deleteCartProduct', ({ user, params }) => {
    const cart = cartOf(user!);
    if (!cart.cartProducts.some((line) => line.id === params.id)) fail(404, shopAnswers.lineNotFound);
    cart.cartProducts = cart.cartProducts.filter((line) => line.id !== params.id);
    return cart;
  }),
};
