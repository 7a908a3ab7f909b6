import { adminMessages, planEndpoints, planMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminMembershipPlansRepository } from '../../repositories/admin/membership-plans.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/**
 * Membership plans (the owner's): what new members are offered on /membership-registration. A
 * subscription keeps its own copy of the plan's terms, so an edit or hiding the plan changes
 * nothing for those already subscribed; a plan anyone has subscribed to cannot be deleted (409).
 */
export const adminMembershipPlanRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const plans = adminMembershipPlansRepository(db, config.companyId);
  const audit = auditedWrites(app, 'membershipPlans');

  defineAdminRoute(app, planEndpoints.listAdminMembershipPlans, ({ query }) =>
    plans.list(paging(query), query.q),
  );
  defineAdminRoute(app, planEndpoints.getAdminMembershipPlan, async ({ params }) => {
    const plan = await plans.get(params.id);
    if (!plan) throw notFound(adminMessages.notFound);
    return plan;
  });
  defineAdminRoute(app, planEndpoints.createMembershipPlan, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const after = await plans.insert(body, tx);
      await audit.record(
        { operator, action: 'create', resource: 'membershipPlans', resourceId: after.id, after },
        tx,
      );
      return after;
    }),
  );
  defineAdminRoute(app, planEndpoints.updateMembershipPlan, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await plans.lock(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const after = await plans.update(params.id, body, tx);
      await audit.record(
        { operator, action: 'update', resource: 'membershipPlans', resourceId: params.id, before, after },
        tx,
      );
      return after;
    }),
  );
  defineAdminRoute(app, planEndpoints.deleteMembershipPlan, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await plans.lock(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const members = await plans.everSubscribed(params.id, tx);
      if (members > 0) throw conflict(planMessages.inUse(members));
      await plans.remove(params.id, tx);
      await audit.record(
        { operator, action: 'delete', resource: 'membershipPlans', resourceId: params.id, before },
        tx,
      );
      return { message: adminMessages.deleted };
    }),
  );
};
