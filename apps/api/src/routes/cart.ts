import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { productsRepository, skuLabel } from '../repositories/products.ts';
import { usersRepository } from '../repositories/users.ts';
import { assertDistinct, assertPurchasable } from '../shop/purchasable.ts';
import { defineRoute } from './define.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/** The member's cart: made on demand; every line is checked against the catalogue before saving. */
export const cartRoutes = async (app: FastifyInstance) => {
  const cartsRepo = cartsRepository(app.db);
  const catalogue = productsRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);

  defineRoute(app, endpoints.getCart, ({ userId }) => cartsRepo.load(userId));

  defineRoute(app, endpoints.saveCartProducts, async ({ userId, body }) => {
    const ids = body.cartProducts.map((line) => line.productSkuID);
    assertDistinct(ids);
    const [found, notes, paid] = [
      await catalogue.skusWithProducts(ids),
      await cartsRepo.notes(userId),
      await users.isPaidMember(userId),
    ];
    // Every line is checked before anything is written, so one bad line leaves the cart as it was.
    const changes = body.cartProducts.map((line) => {
      if (line.count === 0) return { productSkuId: line.productSkuID, count: 0, purchaseNote: null };
      const item = found.get(line.productSkuID);
      assertPurchasable(item, line.count, paid);
      const note = line.purchaseNote?.trim() || notes.get(line.productSkuID) || null;
      if (item!.product.isRequiredPurchaseNote && !note) {
        throw badRequest(
          shopAnswers.noteRequired(skuLabel(item!.sku, item!.product), item!.product.purchaseNoteHint),
        );
      }
      return { productSkuId: line.productSkuID, count: line.count, purchaseNote: note };
    });
    return cartsRepo.apply(userId, changes);
  });

  defineRoute(app, endpoints.deleteCartProduct, async ({ userId, params }) => {
    // Another member's line answers like a missing one: nothing tells them it exists.
    if (!(await cartsRepo.removeLine(userId, params.id))) throw notFound(shopAnswers.lineNotFound);
    return cartsRepo.load(userId);
  });
};
