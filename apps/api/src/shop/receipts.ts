import type { Receipt } from '@fanclub/domain/contract';
import { shopAnswers } from '@fanclub/domain/answers';
import { DELIVERY_TAX_RATE, issuerFromLawPage, RECEIPT_PURPOSES, taxByRate } from '@fanclub/domain/format';
import type { Db } from '../db/client.ts';
import type { orders } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { siteRepository } from '../repositories/site.ts';

type OrderRow = typeof orders.$inferSelect;

/** Orders whose money was received: only these have a 領収書. */
const PAID = new Set<OrderRow['status']>(['paid', 'preparing', 'shipped', 'delivered']);

export const receiptService = (db: Db, companyId: number) => {
  const orderRepo = ordersRepository(db);
  const site = siteRepository(db, companyId);
  const ledger = paymentsRepository(db);

  const build = async (order: OrderRow, isReissue: boolean): Promise<Receipt> => {
    const [items, law, spec, paid] = await Promise.all([
      orderRepo.itemsOf(order.id),
      site.legalTextsRow(db),
      site.webSpecification(),
      ledger.firstSucceededAt(order.id),
    ]);
    const html = law?.specialCommercialLaw ?? '';
    const lines = items.map((i) => ({ name: i.name, count: i.count, price: i.price, taxRate: i.taxRate }));
    return {
      orderNumber: order.orderNumber,
      addressee: order.receiptAddressee ?? '',
      purpose: RECEIPT_PURPOSES[order.orderType],
      issuedAt: iso(order.receiptIssuedAt ?? new Date()),
      isReissue,
      paidAt: iso(paid ?? order.createdAt),
      issuer: issuerFromLawPage(html, spec?.siteTitle ?? ''),
      registrationNumber: law?.invoiceRegistrationNumber ?? null,
      lines,
      deliveryCost: order.deliveryCost,
      rates: taxByRate([
        ...lines.map((l) => ({ amount: l.price * l.count, taxRate: l.taxRate })),
        { amount: order.deliveryCost, taxRate: DELIVERY_TAX_RATE },
      ]),
      total: order.finalPrice,
    };
  };

  const paidOrder = async (userId: number, numberOrId: string) => {
    const order = await orderRepo.findOwn(userId, numberOrId);
    if (!order) throw notFound(shopAnswers.orderNotFound);
    if (!PAID.has(order.status)) throw conflict(shopAnswers.receiptNotPaid);
    return order;
  };

  return {
    /** A receipt already issued: every reading after the first issue is a 再発行. */
    get: async (userId: number, numberOrId: string) => {
      const order = await paidOrder(userId, numberOrId);
      if (!order.receiptIssuedAt) throw notFound(shopAnswers.receiptNotIssued);
      return build(order, true);
    },
    /** The first issue, with the addressee entered once; a second issue is refused. */
    issue: async (userId: number, numberOrId: string, addressee: string) => {
      const order = await paidOrder(userId, numberOrId);
      if (order.receiptIssuedAt) throw conflict(shopAnswers.receiptIssued);
      const issued = await orderRepo.issueReceipt(order.id, addressee);
      if (!issued) throw conflict(shopAnswers.receiptIssued);
      return build(issued, false);
    },
  };
};
