import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../repositories/paging.ts';
import { membershipPlansRepository } from '../repositories/membership-plans.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The membership plans on display. */
export const membershipPlanRoutes = async (app: FastifyInstance) => {
  const plans = membershipPlansRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listMembershipPlans, ({ query }) => plans.list(paging(query)), everyone);
  defineRoute(
    app,
    endpoints.getMembershipPlan,
    async ({ params }) => found(await plans.get(params.id)),
    everyone,
  );
};
