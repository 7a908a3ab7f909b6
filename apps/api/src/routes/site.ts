import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../lib/paging.ts';
import { siteRepository } from '../repositories/site.ts';
import { usersRepository } from '../repositories/users.ts';
import { found } from './content.ts';
import { defineRoute } from './define.ts';

/** Site configuration, home page lists, plans, profiles, packages and delivery methods. */
export const siteRoutes = async (app: FastifyInstance) => {
  const site = siteRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);

  defineRoute(app, endpoints.getWebSpecification, async () => found(await site.webSpecification()));
  defineRoute(app, endpoints.listCompanyPages, () => site.companyPages());
  defineRoute(app, endpoints.getLegalTexts, async () => found(await site.legalTexts()));
  defineRoute(app, endpoints.listTopics, () => site.topics());
  defineRoute(app, endpoints.listTopComponents, () => site.topComponents());
  defineRoute(app, endpoints.listTopImages, () => site.topImages());
  defineRoute(app, endpoints.listAds, () => site.ads());
  defineRoute(app, endpoints.listMusicVideos, async ({ userId }) =>
    site.musicVideos(await users.isPaidMember(userId)),
  );
  defineRoute(app, endpoints.listVlogs, async ({ userId }) => site.vlogs(await users.isPaidMember(userId)));
  defineRoute(app, endpoints.listMembershipPlans, ({ query }) => site.membershipPlans(paging(query)));
  defineRoute(app, endpoints.getMembershipPlan, async ({ params }) =>
    found(await site.membershipPlan(params.id)),
  );
  defineRoute(app, endpoints.listProfiles, ({ query }) => site.profiles(paging(query)));
  defineRoute(app, endpoints.getUserProfile, async ({ params }) => found(await site.profile(params.id)));
  defineRoute(app, endpoints.listVotingPackages, ({ query }) => site.votingPackages(paging(query)));
  defineRoute(app, endpoints.getVotingPackage, async ({ params }) =>
    found(await site.votingPackage(params.id)),
  );
  defineRoute(app, endpoints.listDeliveryMethods, () => site.deliveryMethods());
  defineRoute(app, endpoints.getDeliveryMethod, async ({ params }) =>
    found(await site.deliveryMethod(params.id)),
  );
};
