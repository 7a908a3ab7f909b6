import type { DashboardCharts, DashboardMonth } from '@fanclub/domain/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { adminMembersRepository } from './members.ts';

/** The rows of a raw query on either driver (PGlite answers `{ rows }`, postgres.js an array). */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** A paid membership's last instant: its end, or the moment it was banned if that came first. */
const ENDED = sql.raw(`least(s."end", coalesce(s.banned_at, s."end"))`);
const GONE = sql.raw(`s.status in ('cancel_requested', 'expired', 'banned')`);
const SOLD = sql.raw(`o.status in ('paid', 'preparing', 'shipped', 'delivered')`);

interface MonthRow {
  month: string;
  registered: number | string;
  joined: number | string;
  left: number | string;
  paid_at_start: number | string;
  plans: number | string;
  goods: number | string;
  points: number | string;
}

/**
 * The dashboard's charts, each figure one aggregate over the months of the period. A month runs from
 * its 1st 00:00 to the next 1st 00:00 in Japan time (`at time zone 'Asia/Tokyo'` turns the local
 * month starts into instants). Definitions: docs/console.md, "Dashboard".
 */
export const adminDashboardChartsRepository = (db: Db, companyId: number) => {
  const members = adminMembersRepository(db, companyId);

  const months = async (from: string, to: string): Promise<DashboardMonth[]> => {
    const result = await db.execute(sql`
      with m as (
        select to_char(local, 'YYYY-MM') as month,
               local at time zone 'Asia/Tokyo' as starts,
               (local + interval '1 month') at time zone 'Asia/Tokyo' as ends
        from generate_series(${`${from}-01`}::timestamp, ${`${to}-01`}::timestamp, interval '1 month') as local
      ),
      paid as (
        select s.start, ${ENDED} as ended, ${GONE} as gone
        from subscriptions s join users u on u.id = s.user_id
        where u.company_id = ${companyId}
      )
      select m.month,
        (select count(*) from users u
          where u.company_id = ${companyId} and u.created_at >= m.starts and u.created_at < m.ends) as registered,
        (select count(*) from paid where paid.start >= m.starts and paid.start < m.ends) as joined,
        (select count(*) from paid
          where paid.gone and paid.ended >= m.starts and paid.ended < m.ends) as left,
        (select count(*) from paid where paid.start < m.starts and paid.ended > m.starts) as paid_at_start,
        (select coalesce(sum(o.final_price) filter (where o.order_type = 'membership'), 0)
          from orders o where o.company_id = ${companyId} and ${SOLD}
            and o.created_at >= m.starts and o.created_at < m.ends) as plans,
        (select coalesce(sum(o.final_price) filter (where o.order_type = 'product'), 0)
          from orders o where o.company_id = ${companyId} and ${SOLD}
            and o.created_at >= m.starts and o.created_at < m.ends) as goods,
        (select coalesce(sum(o.final_price) filter (where o.order_type = 'voting_package'), 0)
          from orders o where o.company_id = ${companyId} and ${SOLD}
            and o.created_at >= m.starts and o.created_at < m.ends) as points
      from m order by m.month`);
    return rowsOf<MonthRow>(result).map((row) => {
      const left = Number(row.left);
      const paidAtStart = Number(row.paid_at_start);
      return {
        month: row.month,
        registered: Number(row.registered),
        joined: Number(row.joined),
        left,
        paidAtStart,
        churnRate: paidAtStart === 0 ? null : Math.round((left / paidAtStart) * 1000) / 10,
        revenue: { plans: Number(row.plans), goods: Number(row.goods), points: Number(row.points) },
      };
    });
  };

  const ordersToShip = async () => {
    const result = await db.execute(sql`
      select count(*) filter (where o.status = 'paid') as paid,
             count(*) filter (where o.status = 'preparing') as preparing
      from orders o
      where o.company_id = ${companyId} and o.order_type = 'product' and o.status in ('paid', 'preparing')`);
    const row = rowsOf<{ paid: number | string; preparing: number | string }>(result)[0];
    return { paid: Number(row?.paid ?? 0), preparing: Number(row?.preparing ?? 0) };
  };

  const deadlines = async (now: Date) => {
    const result = await db.execute(sql`
      select * from (
        select 'draw' as kind, d.id, d.name, d.entry_start as opens_at, d.entry_end as closes_at
          from draw_events d where d.company_id = ${companyId} and d.entry_end > ${iso(now)}::timestamptz
        union all
        select 'voting', v.id, v.name, v.started_date, v.closed_date
          from voting_events v where v.company_id = ${companyId} and v.closed_date > ${iso(now)}::timestamptz
      ) as upcoming
      order by closes_at, kind, id
      limit 10`);
    return rowsOf<{
      kind: 'draw' | 'voting';
      id: number;
      name: string;
      opens_at: Date | string;
      closes_at: Date | string;
    }>(result).map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      name: row.name,
      opensAt: iso(new Date(row.opens_at)),
      closesAt: iso(new Date(row.closes_at)),
    }));
  };

  return {
    read: async (from: string, to: string, now = new Date()): Promise<DashboardCharts> => ({
      from,
      to,
      months: await months(from, to),
      activeByPlan: (await members.byPlan(now)).map((p) => ({
        planId: p.planId,
        name: p.name,
        count: p.count,
      })),
      ordersToShip: await ordersToShip(),
      deadlines: await deadlines(now),
    }),
  };
};
