import type { DeliveryMethod } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/index.ts';
import type { Page } from '../paging.ts';
import { companyRecords } from './company-records.ts';

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
  const records = companyRecords(db, companyId, deliveryMethods, async (rows) => rows.map(toMethod));
  return {
    list: (page: Page, q: string | null | undefined) =>
      records.list(page, {
        search: deliveryMethods.name,
        q,
        order: [asc(deliveryMethods.displayOrder), asc(deliveryMethods.id)],
      }),
    /** The method, locked for a change in the caller's transaction. */
    lock: async (id: number, tx: DbOrTx) => {
      const [row] = await tx.select().from(deliveryMethods).where(mine(id)).for('update');
      return row ? toMethod(row) : null;
    },
    insert: async (values: Values, tx: DbOrTx) => {
      const [row] = await tx
        .insert(deliveryMethods)
        .values({ companyId, ...values })
        .returning({ id: deliveryMethods.id });
      return row!.id;
    },
    update: (id: number, values: Values, tx: DbOrTx) =>
      tx.update(deliveryMethods).set(values).where(mine(id)),
  };
};
