import type { FastifyInstance } from 'fastify';
import { adminBirthdayGiftRoutes } from './birthday-gifts.ts';
import { adminContentRoutes } from './content.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminDeliveryMethodRoutes } from './delivery-methods.ts';
import { adminDrawEventRoutes } from './draw-events.ts';
import { adminGiftPostRoutes } from './gift-posts.ts';
import { adminLegalTextRoutes } from './legal-texts.ts';
import { adminMemberRoutes } from './members.ts';
import { adminNewsRoutes } from './news.ts';
import { adminOperatorRoutes } from './operators.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminSessionRoutes } from './session.ts';
import { adminShopRoutes } from './shop.ts';
import { adminSiteSettingsRoutes } from './site-settings.ts';
import { adminStampEventRoutes } from './stamp-events.ts';
import { adminSurveyRoutes } from './surveys.ts';
import { adminVotingRoutes } from './voting.ts';

/** The console's API under /api/admin/v1: one plugin per resource, as for the fans' API. */
export const registerAdminRoutes = async (app: FastifyInstance) => {
  await app.register(adminSessionRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminNewsRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminLegalTextRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminDeliveryMethodRoutes);
  await app.register(adminDrawEventRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminVotingRoutes);
  await app.register(adminSurveyRoutes);
  await app.register(adminStampEventRoutes);
  await app.register(adminGiftPostRoutes);
  await app.register(adminBirthdayGiftRoutes);
  await app.register(adminSiteSettingsRoutes);
};
