import type { MembershipPlan } from '@fanclub/domain';

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

/** Months one charge of the plan covers. */
export const monthsPerCharge = (plan: Pick<MembershipPlan, 'cycleType' | 'cycleValue'>) =>
  plan.cycleValue * (plan.cycleType === 'year' ? 12 : 1);

/**
 * What a plan costs over a year, tax included, so plans of different cycles can be compared: a
 * monthly ¥550 plan is ¥6,600 a year, a yearly ¥5,500 plan ¥5,500.
 */
export const yearlyCost = (recurring: number, plan: Pick<MembershipPlan, 'cycleType' | 'cycleValue'>) =>
  Math.round((recurring * 12) / monthsPerCharge(plan));
