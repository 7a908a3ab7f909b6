import type { AdminOrder } from '@fanclub/domain/admin';
import { formatMemberNumber, fullName } from '@fanclub/domain/format';
import type { OrderStatus, ShippingCarrier } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods, konbiniPayments, orderItems, orders, users } from '../../db/schema/index.ts';
import { toKonbiniSlip } from '../orders.ts';
import { memberColumns } from '../users.ts';
import { iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { containing } from './operators.ts';
import { refundsRepository, toRefund } from './refunds.ts';

export interface OrderFilter {
  q?: string | null | undefined;
  status?: OrderStatus | undefined;
  sortBy?: 'createdAt' | 'finalPrice' | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

/** The digits of a konbini slip's number as an operator types it (spaces and hyphens dropped). */
export const slipNumber = (q: string) => {
  const digits = q.replace(/[\s-]/g, '');
  return /^\d{4,20}$/.test(digits) ? digits : null;
};

/** Shop orders for the console: every member's, with who ordered and where it goes. */
export const adminOrdersRepository = (db: Db, companyId: number) => {
  const select = (tx: DbOrTx = db) =>
    tx
      .select({
        order: orders,
        member: memberColumns,
        method: { id: deliveryMethods.id, name: deliveryMethods.name },
        slip: konbiniPayments,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
      .leftJoin(konbiniPayments, eq(konbiniPayments.orderId, orders.id));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  /** Rows with their lines, read in one query for the whole page. */
  const withItems = async (rows: Row[], tx: DbOrTx = db): Promise<AdminOrder[]> => {
    const ids = rows.map((r) => r.order.id);
    const lines = ids.length
      ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id))
      : [];
    const paidBack = await refundsRepository(db).ofOrders(ids, tx);
    return rows.map(({ order, member, method, slip }) => {
      const own = paidBack.filter((r) => r.orderId === order.id);
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        orderType: order.orderType,
        status: order.status,
        deliveryCost: order.deliveryCost,
        totalProductPrice: order.totalProductPrice,
        finalPrice: order.finalPrice,
        maskedCardNumber: order.maskedCardNumber,
        paymentMethod: order.paymentMethod,
        paymentFee: order.paymentFee,
        konbini: slip ? toKonbiniSlip(slip) : null,
        refundedAmount: own.filter((r) => r.status === 'succeeded').reduce((total, r) => total + r.amount, 0),
        refunds: own.map(toRefund),
        items: lines
          .filter((l) => l.orderId === order.id)
          .map((l) => ({
            sku: l.productSkuId ?? 0,
            name: l.name,
            price: l.price,
            attributes: l.attributes,
            count: l.count,
            note: l.note,
            taxRate: l.taxRate,
          })),
        deliveryMethod: method?.id ? { id: method.id, name: method.name } : null,
        delivery: order.delivery ?? null,
        trackingNumber: order.trackingNumber,
        carrier: order.carrier,
        member: {
          id: member.id,
          memberNumber: formatMemberNumber(member.memberNumber),
          email: member.email,
          name: fullName(member),
        },
        createdAt: iso(order.createdAt),
        updatedAt: iso(order.updatedAt),
      };
    });
  };

  const search = (q: string) => {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    return or(
      number !== null ? eq(orders.id, number) : undefined,
      eq(orders.orderNumber, q.trim().toUpperCase()),
      ilike(users.email, containing(q)),
      ilike(sql`${users.lastName} || ${users.firstName}`, containing(q.replace(/\s/g, ''))),
      // A konbini slip's 受付番号 / 払込票番号 or 確認番号, as the fan reads it (hyphens or not).
      slipNumber(q) ? slipMatches(slipNumber(q)!) : undefined,
    );
  };
  const slipMatches = (number: string) =>
    sql`exists (select 1 from ${konbiniPayments} where ${konbiniPayments.orderId} = ${orders.id} and (${konbiniPayments.receiptNumber} = ${number} or ${konbiniPayments.confirmationNumber} = ${number}))`;

  return {
    list: async (page: Page, filter: OrderFilter) => {
      const where = and(
        eq(orders.companyId, companyId),
        eq(orders.orderType, 'product'),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.q ? search(filter.q) : undefined,
      );
      const by = filter.sortBy === 'finalPrice' ? orders.finalPrice : orders.createdAt;
      const dir = filter.sortDir === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(dir(by), dir(orders.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return { data: await withItems(rows), total: total?.n ?? 0 };
    },
    get: async (id: number, tx: DbOrTx = db) => {
      const rows = await select(tx).where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
      return rows.length ? (await withItems(rows, tx))[0]! : null;
    },
    /** Locks product orders by their order numbers (or ids, for orders from before numbers), for an import. */
    lockByNumbers: async (numbers: readonly string[], tx: DbOrTx) => {
      if (numbers.length === 0) return [];
      const ids = numbers.filter((n) => /^\d{1,9}$/.test(n)).map(Number);
      return tx
        .select({ order: orders, member: memberColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            eq(orders.companyId, companyId),
            eq(orders.orderType, 'product'),
            or(inArray(orders.orderNumber, [...numbers]), ids.length ? inArray(orders.id, ids) : undefined),
          ),
        )
        .orderBy(asc(orders.id))
        .for('update', { of: orders });
    },
    /** Locks several orders, in id order (two bulk changes never wait on each other in a circle). */
    lockMany: async (ids: readonly number[], tx: DbOrTx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), inArray(orders.id, [...ids])))
        .orderBy(asc(orders.id))
        .for('update'),
    /** Locks the order for a status change in the caller's transaction. */
    lock: async (id: number, tx: DbOrTx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
        .for('update');
      return row ?? null;
    },
    /** Moves the order only from the status it was read in (the lock and the condition agree). */
    setStatus: async (
      id: number,
      from: OrderStatus,
      to: OrderStatus,
      trackingNumber: string | null | undefined,
      tx: DbOrTx,
      carrier?: ShippingCarrier | null,
    ) => {
      const rows = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(trackingNumber !== undefined && trackingNumber !== null ? { trackingNumber } : {}),
          ...(carrier ? { carrier } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
};
