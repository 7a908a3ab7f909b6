import type { MembershipPlan } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { membershipPlans } from '../db/schema/index.ts';
import { oneRow, pageRows, type Page } from './paging.ts';

export const toPlan = (row: typeof membershipPlans.$inferSelect): MembershipPlan => ({
  id: row.id,
  name: row.name,
  price: row.price,
  taxRate: row.taxRate,
  initialFee: row.initialFee,
  isDisplayed: row.isDisplayed,
  cycleType: row.cycleType,
  cycleValue: row.cycleValue,
  contentView: row.contentView ?? '',
  images: row.images as MembershipPlan['images'],
});

/** The plans on display; one that is not displayed is not offered (404), in the list or alone. */
export const membershipPlansRepository = (db: Db, companyId: number) => {
  const onDisplay = (...more: ReturnType<typeof eq>[]) =>
    and(eq(membershipPlans.companyId, companyId), eq(membershipPlans.isDisplayed, true), ...more);
  return {
    list: (page: Page) =>
      pageRows(
        db,
        membershipPlans,
        onDisplay(),
        [asc(membershipPlans.displayOrder), asc(membershipPlans.id)],
        page,
        toPlan,
      ),
    get: (id: number) => oneRow(db, membershipPlans, onDisplay(eq(membershipPlans.id, id)), toPlan),
  };
};
