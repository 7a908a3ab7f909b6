import type { AdminOrder } from '@fanclub/domain/admin';
import { fullName } from '@fanclub/domain/format';
import type { OrderStatus } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods, orderItems, orders, users } from '../../db/schema.ts';
import { memberColumns } from '../users.ts';
import { iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { containing } from './operators.ts';

export interface OrderFilter {
  q?: string | null | undefined;
  status?: OrderStatus | undefined;
  sortBy?: 'createdAt' | 'finalPrice' | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

/** Shop orders for the console: every member's, with who ordered and where it goes. */
export const adminOrdersRepository = (db: Db, companyId: number) => {
  const select = (tx: DbOrTx = db) =>
    tx
      .select({
        order: orders,
        member: memberColumns,
        method: { id: deliveryMethods.id, name: deliveryMethods.name },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  /** Rows with their lines, read in one query for the whole page. */
  const withItems = async (rows: Row[], tx: DbOrTx = db): Promise<AdminOrder[]> => {
    const ids = rows.map((r) => r.order.id);
    const lines = ids.length
      ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id))
      : [];
    return rows.map(({ order, member, method }) => ({
      id: order.id,
      orderType: order.orderType,
      status: order.status,
      deliveryCost: order.deliveryCost,
      totalProductPrice: order.totalProductPrice,
      finalPrice: order.finalPrice,
      maskedCardNumber: order.maskedCardNumber,
      items: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          sku: l.productSkuId ?? 0,
          name: l.name,
          price: l.price,
          attributes: l.attributes,
          count: l.count,
          note: l.note,
        })),
      deliveryMethod: method?.id ? { id: method.id, name: method.name } : null,
      delivery: order.delivery ?? null,
      trackingNumber: order.trackingNumber,
      member: { id: member.id, email: member.email, name: fullName(member) },
      createdAt: iso(order.createdAt),
      updatedAt: iso(order.updatedAt),
    }));
  };

  const search = (q: string) => {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    return or(
      number !== null ? eq(orders.id, number) : undefined,
      ilike(users.email, containing(q)),
      ilike(sql`${users.lastName} || ${users.firstName}`, containing(q.replace(/\s/g, ''))),
    );
  };

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
    ) => {
      const rows = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(trackingNumber !== undefined && trackingNumber !== null ? { trackingNumber } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
};
