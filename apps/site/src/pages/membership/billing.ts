import { taxIncluded } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';

/** Tax-included amounts of a plan: what is charged today and what recurs each cycle. */
export const planAmounts = (plan: Pick<MembershipPlan, 'price' | 'taxRate' | 'initialFee'>) => {
  const recurring = taxIncluded(plan.price, plan.taxRate);
  const initialFee = taxIncluded(plan.initialFee, plan.taxRate);
  return { recurring, initialFee, firstCharge: recurring + initialFee };
};

/**
 * The day of the second charge: one cycle after `from` (the day the plan starts), counted in UTC
 * exactly as the API's billing does, so the confirmation names the date the server will charge.
 */
export const nextChargeDate = (plan: Pick<MembershipPlan, 'cycleType' | 'cycleValue'>, from: Date) => {
  const next = new Date(from);
  if (plan.cycleType === 'year') next.setUTCFullYear(next.getUTCFullYear() + plan.cycleValue);
  else next.setUTCMonth(next.getUTCMonth() + plan.cycleValue);
  return next;
};
