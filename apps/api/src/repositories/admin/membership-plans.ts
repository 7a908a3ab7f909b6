import type { AdminMembershipPlan, MembershipPlanBody } from '@fanclub/domain/admin';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { membershipPlans, subscriptions } from '../../db/schema/index.ts';
import type { Page } from '../paging.ts';
import { LIVE_STATUSES } from '../memberships.ts';
import { toPlan } from '../membership-plans.ts';
import { companyRecords } from './company-records.ts';

type Values = Omit<MembershipPlanBody, 'contentView'> & { contentView: string };

/** Every plan of the company, hidden ones included, with its live subscribers. */
export const adminMembershipPlansRepository = (db: Db, companyId: number) => {
  const mine = (id: number) => and(eq(membershipPlans.companyId, companyId), eq(membershipPlans.id, id));
  const subscribers = async (ids: number[], tx: DbOrTx = db) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await tx
      .select({ planId: subscriptions.planId, n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.planId, ids), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .groupBy(subscriptions.planId);
    return new Map(rows.map((r) => [r.planId, r.n]));
  };
  const withSubscribers = async (rows: (typeof membershipPlans.$inferSelect)[], tx: DbOrTx = db) => {
    const counts = await subscribers(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((row): AdminMembershipPlan => ({
      ...toPlan(row),
      displayOrder: row.displayOrder,
      subscribers: counts.get(row.id) ?? 0,
    }));
  };
  const records = companyRecords(db, companyId, membershipPlans, withSubscribers);
  const one = records.get;
  return {
    list: (page: Page, q: string | null | undefined) =>
      records.list(page, {
        search: membershipPlans.name,
        q,
        order: [asc(membershipPlans.displayOrder), asc(membershipPlans.id)],
      }),
    get: (id: number) => one(id, db),
    /** The plan, locked for a change in the caller's transaction. */
    lock: async (id: number, tx: DbOrTx) => {
      const [row] = await tx
        .select({ id: membershipPlans.id })
        .from(membershipPlans)
        .where(mine(id))
        .for('update');
      return row ? one(id, tx) : null;
    },
    /** Subscriptions of any state that name the plan (each keeps its own terms, but points at it). */
    everSubscribed: async (id: number, tx: DbOrTx) => {
      const [row] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.planId, id));
      return row?.n ?? 0;
    },
    insert: async (values: Values, tx: DbOrTx) => {
      const [row] = await tx
        .insert(membershipPlans)
        .values({ companyId, ...values })
        .returning({ id: membershipPlans.id });
      return row!.id;
    },
    update: (id: number, values: Values, tx: DbOrTx) =>
      tx.update(membershipPlans).set(values).where(mine(id)),
    remove: async (id: number, tx: DbOrTx) => {
      await tx.delete(membershipPlans).where(mine(id));
    },
  };
};
