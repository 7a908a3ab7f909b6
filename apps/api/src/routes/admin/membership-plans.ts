import { planEndpoints, planMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminMembershipPlansRepository } from '../../repositories/admin/membership-plans.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/**
 * Membership plans (the owner's): what new members are offered on /membership-registration. A
 * subscription keeps its own copy of the plan's terms, so an edit or hiding the plan changes
 * nothing for those already subscribed; a plan anyone has subscribed to cannot be deleted (409).
 */
export const adminMembershipPlanRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const plans = adminMembershipPlansRepository(db, config.companyId);
  // Read inside a write's transaction, the plan is locked until it commits.
  const records = auditedRecords(app, {
    resource: 'membershipPlans',
    invalidates: ['membershipPlans'],
    get: (id, tx) => (tx ? plans.lock(id, tx) : plans.get(id)),
  });

  defineAdminRoute(app, planEndpoints.listAdminMembershipPlans, ({ query }) =>
    plans.list(paging(query), query.q),
  );
  defineAdminRoute(app, planEndpoints.getAdminMembershipPlan, ({ params }) => records.found(params.id));
  defineAdminRoute(app, planEndpoints.createMembershipPlan, ({ body, operator }) =>
    records.create(operator, (tx) => plans.insert(body, tx)),
  );
  defineAdminRoute(app, planEndpoints.updateMembershipPlan, ({ params, body, operator }) =>
    records.update(operator, params.id, (_, tx) => plans.update(params.id, body, tx)),
  );
  defineAdminRoute(app, planEndpoints.deleteMembershipPlan, ({ params, operator }) =>
    records.remove(operator, params.id, async (tx) => {
      const members = await plans.everSubscribed(params.id, tx);
      if (members > 0) throw conflict(planMessages.inUse(members));
      await plans.remove(params.id, tx);
      return true;
    }),
  );
};
