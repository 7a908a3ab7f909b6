/**
 * Membership plans on the fake backend's admin API: they edit the fans' own rows
 * (`db.content.membershipPlans`), so a price saved in a story is the price the site's
 * /membership-registration shows; the subscribers are the demo members whose subscription is live.
 */
import {
  adminMessages,
  planMessages,
  type AdminMembershipPlan,
  type planEndpoints,
} from '@fanclub/domain/admin';
import type { MembershipPlan } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { db, nextRowId } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { adminHandle } from './handle.ts';
import { audit } from './state.ts';

const plans = () => db.content.membershipPlans;
const findPlan = (id: number) => plans().find((p) => p.id === id) ?? fail(404, adminMessages.notFound);
const subscribersOf = (id: number, live = true) =>
  [...db.users.values()].filter(
    ({ user }) => user.subscription?.planId === id && (!live || user.subscription.isActive),
  ).length;

const adminPlan = (plan: MembershipPlan): AdminMembershipPlan => ({
  ...plan,
  displayOrder: plans().indexOf(plan),
  subscribers: subscribersOf(plan.id),
});

/** Puts the plan at `order` in the fans' list (the list's order is the display order). */
const place = (plan: MembershipPlan, order: number) => {
  plans().splice(plans().indexOf(plan), 1);
  plans().splice(Math.min(order, plans().length), 0, plan);
};

export const planHandlers: { [N in keyof typeof planEndpoints]: HttpHandler } = {
  listAdminMembershipPlans: adminHandle('listAdminMembershipPlans', ({ query }) => {
    const wanted = query.q?.replace(/\s/g, '').toLowerCase();
    const rows = plans()
      .filter((p) => !wanted || p.name.replace(/\s/g, '').toLowerCase().includes(wanted))
      .map(adminPlan);
    return page(rows, query);
  }),
  getAdminMembershipPlan: adminHandle('getAdminMembershipPlan', ({ params }) =>
    adminPlan(findPlan(params.id)),
  ),
  createMembershipPlan: adminHandle('createMembershipPlan', ({ body, operator }) => {
    const { displayOrder, ...fields } = body;
    const created: MembershipPlan = { id: nextRowId(plans()), ...fields, images: [] };
    plans().push(created);
    place(created, displayOrder);
    const after = adminPlan(created);
    audit(operator, 'create', 'membershipPlans', created.id, null, after);
    return after;
  }),
  updateMembershipPlan: adminHandle('updateMembershipPlan', ({ params, body, operator }) => {
    const plan = findPlan(params.id);
    const before = adminPlan(plan);
    const { displayOrder, ...fields } = body;
    Object.assign(plan, fields);
    place(plan, displayOrder);
    const after = adminPlan(plan);
    audit(operator, 'update', 'membershipPlans', plan.id, before, after);
    return after;
  }),
  deleteMembershipPlan: adminHandle('deleteMembershipPlan', ({ params, operator }) => {
    const plan = findPlan(params.id);
    const members = subscribersOf(plan.id, false);
    if (members > 0) fail(409, planMessages.inUse(members));
    const before = adminPlan(plan);
    plans().splice(plans().indexOf(plan), 1);
    audit(operator, 'delete', 'membershipPlans', plan.id, before, null);
    return { message: adminMessages.deleted };
  }),
};
