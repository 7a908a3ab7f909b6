import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deliveryMethods } from '../db/schema/index.ts';
import { companyRow, listRows, oneRow } from './paging.ts';

const toDeliveryMethod = (row: typeof deliveryMethods.$inferSelect) => ({
  id: row.id,
  name: row.name,
  cost: row.cost,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
});

/** The delivery methods a fan can choose at checkout (active ones only). */
export const deliveryMethodsRepository = (db: Db, companyId: number) => ({
  list: () =>
    listRows(
      db,
      deliveryMethods,
      and(eq(deliveryMethods.companyId, companyId), eq(deliveryMethods.isActive, true)),
      [asc(deliveryMethods.displayOrder), asc(deliveryMethods.id)],
      toDeliveryMethod,
    ),
  get: (id: number) =>
    oneRow(
      db,
      deliveryMethods,
      and(eq(deliveryMethods.companyId, companyId), eq(deliveryMethods.id, id)),
      toDeliveryMethod,
    ),
  /** The method an order names, as stored, while it may be chosen. */
  activeById: (id: number) =>
    companyRow(db, deliveryMethods, companyId, id, eq(deliveryMethods.isActive, true)),
});
