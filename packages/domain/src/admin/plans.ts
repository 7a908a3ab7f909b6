/**
 * Membership plans in the admin contract (issue 20): price, billing cycle, initial fee and whether
 * new members are offered the plan. Plans are money, so only the owner writes them; support reads.
 * A member keeps the terms of the plan they joined (their subscription holds its own copy), so a
 * change applies to new members and a hidden plan stays with those who have it.
 */
import { z } from 'zod';
import { membershipPlanSchema } from '../contract/entities.ts';
import { displayText, int, textUpTo } from '../contract/fields.ts';
import { cycleTypes } from '../contract/values.ts';
import { adminRecord } from './define.ts';
import { adminListQuery } from './requests.ts';

export const planMessages = {
  price: '料金は0円から1,000万円までの整数（円）で入力してください。',
  initialFee: '入会金は0円から1,000万円までの整数（円）で入力してください。',
  taxRate: '税率は0から100までの数値（%）で入力してください。',
  cycleType: '課金の周期は「月ごと」か「年ごと」から選んでください。',
  cycleValue: '周期の長さは1から12までの整数で入力してください。',
  displayOrder: '表示順は0以上の整数で入力してください。',
  inUse: (count: number) =>
    `このプランには加入した会員が${count}人いるため削除できません。新しい会員に表示しない場合は「表示しない」にしてください。`,
} as const;

export const cycleTypeLabels: Record<(typeof cycleTypes)[number], string> = {
  month: 'か月ごと',
  year: '年ごと',
};

/** 「1か月ごと」「1年ごと」. */
export const cycleLabel = (plan: { cycleType: (typeof cycleTypes)[number]; cycleValue: number }) =>
  `${plan.cycleValue}${cycleTypeLabels[plan.cycleType]}`;

const yen = (message: string) => z.number(message).int(message).min(0, message).max(10_000_000, message);

/** A plan as the console reads it: the fans' fields, its place in the list and its members. */
export const adminMembershipPlanSchema = membershipPlanSchema.extend({
  displayOrder: z.number().int(),
  /** Members whose subscription to it is live (active, cancel requested, past due). */
  subscribers: z.number().int().nonnegative(),
});

export const membershipPlanBody = z.object({
  name: displayText(100),
  price: yen(planMessages.price),
  taxRate: z.number(planMessages.taxRate).min(0, planMessages.taxRate).max(100, planMessages.taxRate),
  initialFee: yen(planMessages.initialFee),
  /** Offered to new members (false hides it; subscribers keep it). */
  isDisplayed: z.boolean(),
  cycleType: z.enum(cycleTypes, planMessages.cycleType),
  cycleValue: z
    .number(planMessages.cycleValue)
    .int(planMessages.cycleValue)
    .min(1, planMessages.cycleValue)
    .max(12, planMessages.cycleValue),
  /** HTML: what the plan lets a member see. */
  contentView: textUpTo(20_000),
  displayOrder: int().min(0, planMessages.displayOrder),
});

const plans = adminRecord(
  'adminMembershipPlans',
  'plans',
  'membership-plans',
  adminMembershipPlanSchema,
  membershipPlanBody,
);

export const planEndpoints = {
  listAdminMembershipPlans: plans.list('Every plan, hidden ones included, in display order', adminListQuery),
  getAdminMembershipPlan: plans.get('One plan with its number of subscribers'),
  createMembershipPlan: plans.create('Adds a plan (offered to new members when displayed)'),
  updateMembershipPlan: plans.update('Edits a plan; members already subscribed keep the terms they joined'),
  deleteMembershipPlan: plans.remove(
    'Deletes a plan nobody subscribes to (else 409: hide it instead)',
    [409],
  ),
} as const;

export type AdminMembershipPlan = z.infer<typeof adminMembershipPlanSchema>;
export type MembershipPlanBody = z.input<typeof membershipPlanBody>;
