import { answers } from '@fanclub/domain/answers';
import { db } from '../db.ts';
import { fail, handle, page } from './handle.ts';

const displayed = () => db.content.membershipPlans.filter((plan) => plan.isDisplayed);

export const membershipPlansHandlers = {
  listMembershipPlans: handle('listMembershipPlans', ({ query }) => page(displayed(), query)),
  getMembershipPlan: handle(
    'getMembershipPlan',
    ({ params }) => displayed().find((plan) => plan.id === params.id) ?? fail(404, answers.notFound),
  ),
};
