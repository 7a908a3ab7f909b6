import type { DeliveryMethod } from '@fanclub/domain/contract';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema.ts';
import type { Page } from '../paging.ts';
import { containing } from './operators.ts';

type Values = Omit<DeliveryMethod, 'id'>;

const toMethod = (row: typeof deliveryMethods.$inferSelect): DeliveryMethod => ({
  id: row.id,
  name: row.name,
  cost: row.cost,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
});

/** Every delivery method of the company, the ones off checkout included. */
export const adminDeliveryMethodsRepository = (db: Db, companyId: number) => {
  const mine = (id: number) => and(eq(deliveryMethods.companyId, companyId), eq(deliveryMethods.id, id));
  return {
    list: async (page: Page, q: string | null | undefined) => {
      const where = and(
        eq(deliveryMethods.companyId, companyId),
        q ? ilike(deliveryMethods.name, containing(q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deliveryMethods)
          .where(where)
          .orderBy(asc(deliveryMethods.displayOrder), asc(deliveryMethods.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(deliveryMethods).where(where),
      ]);
      return { data: rows.map(toMethod), total: total?.n ?? 0 };
    },
    /** The method, locked for a change in the caller's transaction. */
    lock: async (id: number, tx: DbOrTx) => {
      const [row] = await tx.select().from(deliveryMethods).where(mine(id)).for('update');
      return row ? toMethod(row) : null;
    },
    insert: async (values: Values, tx: DbOrTx) => {
      const [row] = await tx
        .insert(deliveryMethods)
        .values({ companyId, ...values })
        .returning();
      return toMethod(row!);
    },
    update: async (id: number, values: Values, tx: DbOrTx) => {
      const [row] = await tx.update(deliveryMethods).set(values).where(mine(id)).returning();
      return toMethod(row!);
    },
  };
};
