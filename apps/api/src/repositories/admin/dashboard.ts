import type { Dashboard } from '@fanclub/domain/admin';
import { and, count, eq, gt, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drawEvents, orders, subscriptions, users, votingEvents } from '../../db/schema/index.ts';
import { tokyoToday } from '../../lib/dates.ts';
import { adminMembersRepository } from './members.ts';

/** Midnight in Japan of today and of the first of this month, as instants. */
const tokyoStarts = (now: Date) => {
  const { year, month, day } = tokyoToday(now);
  const at = (d: number) => new Date(Date.UTC(year, month - 1, d, -9));
  return { today: at(day), month: at(1) };
};

const SOLD = ['paid', 'preparing', 'shipped', 'delivered'] as const;

/** The owner's morning numbers; each is one aggregate query. */
export const adminDashboardRepository = (db: Db, companyId: number) => {
  const members = adminMembersRepository(db, companyId);
  const sales = async (since: Date) => {
    const [row] = await db
      .select({ total: sum(orders.finalPrice).mapWith(Number) })
      .from(orders)
      .where(
        and(eq(orders.companyId, companyId), inArray(orders.status, [...SOLD]), gte(orders.createdAt, since)),
      );
    return row?.total ?? 0;
  };
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  return {
    read: async (now = new Date()): Promise<Dashboard> => {
      const starts = tokyoStarts(now);
      const byPlan = await members.byPlan(now);
      return {
        membersByPlan: byPlan.map((p) => ({ planId: p.planId, name: p.name, count: p.count })),
        newMembersThisMonth: await one(
          db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.companyId, companyId), gte(users.createdAt, starts.month))),
        ),
        cancelledThisMonth: await one(
          db
            .select({ n: count() })
            .from(subscriptions)
            .innerJoin(users, eq(users.id, subscriptions.userId))
            .where(
              and(
                eq(users.companyId, companyId),
                inArray(subscriptions.status, ['cancel_requested', 'expired']),
                gte(subscriptions.end, starts.month),
                lte(subscriptions.end, sql`${starts.month}::timestamptz + interval '1 month'`),
              ),
            ),
        ),
        salesToday: await sales(starts.today),
        salesThisMonth: await sales(starts.month),
        ordersToShip: await one(
          db
            .select({ n: count() })
            .from(orders)
            .where(
              and(
                eq(orders.companyId, companyId),
                eq(orders.orderType, 'product'),
                inArray(orders.status, ['paid', 'preparing']),
              ),
            ),
        ),
        openVotingEvents: await one(
          db
            .select({ n: count() })
            .from(votingEvents)
            .where(
              and(
                eq(votingEvents.companyId, companyId),
                lte(votingEvents.startedDate, now),
                gt(votingEvents.closedDate, now),
              ),
            ),
        ),
        openDrawEvents: await one(
          db
            .select({ n: count() })
            .from(drawEvents)
            .where(
              and(
                eq(drawEvents.companyId, companyId),
                lte(drawEvents.entryStart, now),
                gt(drawEvents.entryEnd, now),
              ),
            ),
        ),
      };
    },
  };
};
