/**
 * What the paid demo member has already done (packages/fixtures/src/activity.ts and orders.ts), so
 * the history screens are not empty on a fresh install: orders, a cart line, votes, an answered
 * survey, draw entries and collected stamps. Runs inside the seed's transaction, after the
 * catalogue, events and users exist; ids are the fixtures' ids.
 */
import { fixtures } from '@fanclub/fixtures';
import { isoDate } from '@fanclub/domain/format';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import * as t from './schema/index.ts';

type At = (value: string) => Date;

export const seedActivity = async (tx: Tx, companyId: number, d: At) => {
  const f = fixtures;

  // Every order in one statement, then every line of them in another.
  await tx.insert(t.orders).values(
    f.orders.map((o) => ({
      id: o.id,
      companyId,
      userId: o.userID,
      orderType: o.orderType,
      status: o.status,
      deliveryCost: o.deliveryCost,
      totalProductPrice: o.totalProductPrice,
      finalPrice: o.finalPrice,
      paymentMethod: o.paymentMethod,
      maskedCardNumber: o.maskedCardNumber,
      deliveryMethodId: o.deliveryMethod?.id ?? null,
      delivery: o.delivery,
      subscriptionId: o.subscriptionId,
      miecruOrderId: `DEMO${String(o.id).padStart(6, '0')}`,
      // The fixture's number, dated the day the seed places the order on.
      orderNumber: `${isoDate(d(o.createdAt)).replaceAll('-', '')}${o.orderNumber.slice(8)}`,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      receiptIssuedAt: o.receiptIssuedAt ? d(o.receiptIssuedAt) : null,
      receiptAddressee: o.receiptIssuedAt
        ? `${o.delivery?.lastName ?? ''} ${o.delivery?.firstName ?? ''}`.trim()
        : null,
      createdAt: d(o.createdAt),
    })),
  );
  const orderItems = f.orders.flatMap((o) =>
    o.items.map(({ sku, name, price, attributes, count, note, taxRate }) => ({
      orderId: o.id,
      productSkuId: sku || null,
      taxRate,
      name,
      price,
      attributes,
      count,
      note,
    })),
  );
  if (orderItems.length) await tx.insert(t.orderItems).values(orderItems);

  for (const c of f.carts) {
    await tx.insert(t.carts).values({ id: c.id, userId: c.userID });
    if (c.cartProducts.length) {
      await tx.insert(t.cartProducts).values(
        c.cartProducts.map((l) => ({
          id: l.id,
          cartId: c.id,
          productSkuId: l.productSkuID,
          count: l.count,
          purchaseNote: l.purchaseNote,
        })),
      );
    }
  }

  if (f.votes.length) {
    await tx.insert(t.votes).values(
      f.votes.map((v) => ({
        id: v.id,
        userId: v.userId,
        votingEventProfileId: v.votingEventProfileId,
        point: v.point,
        createdAt: d(v.createdAt),
      })),
    );
  }
  // The points history: what each purchase added and each vote spent (fixture totals already include them).
  const purchases = await tx.select().from(t.votingPackagePurchases);
  for (const p of purchases) {
    await tx.insert(t.pointLedger).values({
      userId: p.userId,
      delta: p.point,
      reason: 'purchase',
      purchaseId: p.id,
      createdAt: p.createdAt,
    });
  }
  for (const v of f.votes) {
    const from = purchases.find((p) => p.userId === v.userId && p.createdAt <= d(v.createdAt));
    await tx.insert(t.pointLedger).values({
      userId: v.userId,
      delta: -v.point,
      reason: 'vote',
      purchaseId: from?.id ?? null,
      voteId: v.id,
      createdAt: d(v.createdAt),
    });
  }

  for (const r of f.surveyRegistrations) {
    await tx
      .insert(t.surveyRegistrations)
      .values({ id: r.id, userId: r.userId, surveyId: r.surveyId, createdAt: d(r.createdAt) });
    if (r.surveyAnswerIds.length)
      await tx
        .insert(t.surveyRegistrationAnswers)
        .values(r.surveyAnswerIds.map((answerId) => ({ registrationId: r.id, answerId })));
  }

  for (const e of f.drawEntries) {
    await tx.insert(t.drawRegistrations).values({
      id: e.id,
      userId: e.userId,
      benefitId: e.drawBenefitId,
      option: e.option,
      entryStatus: e.entryStatus,
      wonRound: e.entryStatus === 'won' ? 1 : null,
      createdAt: d(e.createdAt),
    });
    // Kept in step with the entries, as the register call does (the CHECK caps it at capacity).
    await tx
      .update(t.drawBenefits)
      .set({ countParticipants: sql`${t.drawBenefits.countParticipants} + 1` })
      .where(eq(t.drawBenefits.id, e.drawBenefitId));
  }

  if (f.stampAcquisitions.length) {
    await tx.insert(t.earnedRewards).values(
      f.stampAcquisitions.map((s) => ({
        userId: s.userId,
        rewardId: s.stampId,
        earnedAt: d(s.acquiredAt),
      })),
    );
  }
};
