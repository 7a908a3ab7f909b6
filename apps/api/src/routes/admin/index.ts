import { adminAnnouncementRoutes } from './announcements.ts';
import { inOrder } from '../define.ts';
import { adminBirthdayGiftRoutes } from './birthday-gifts.ts';
import { adminContentRoutes } from './content.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminDeliveryMethodRoutes } from './delivery-methods.ts';
import { adminDrawEventRoutes } from './draw-events.ts';
import { adminGiftPostRoutes } from './gift-posts.ts';
import { adminImageRoutes } from './images.ts';
import { adminLegalTextRoutes } from './legal-texts.ts';
import { adminMemberRoutes } from './members.ts';
import { adminMembershipPlanRoutes } from './membership-plans.ts';
import { adminNewsRoutes } from './news.ts';
import { adminOperatorRoutes } from './operators.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminSessionRoutes } from './session.ts';
import { adminShopRoutes } from './shop.ts';
import { adminSiteSettingsRoutes } from './site-settings.ts';
import { adminStaffRoutes } from './staff.ts';
import { adminStampEventRoutes } from './stamp-events.ts';
import { adminSurveyRoutes } from './surveys.ts';
import { adminVotingRoutes } from './voting.ts';

/** The console's API under /api/admin/v1: one plugin per resource, as for the fans' API. */
export const registerAdminRoutes = inOrder([
  adminSessionRoutes,
  adminDashboardRoutes,
  adminOperatorRoutes,
  adminStaffRoutes,
  adminNewsRoutes,
  adminContentRoutes,
  adminLegalTextRoutes,
  adminOrderRoutes,
  adminShopRoutes,
  adminDeliveryMethodRoutes,
  adminDrawEventRoutes,
  adminMemberRoutes,
  adminAnnouncementRoutes,
  adminMembershipPlanRoutes,
  adminVotingRoutes,
  adminSurveyRoutes,
  adminStampEventRoutes,
  adminGiftPostRoutes,
  adminBirthdayGiftRoutes,
  adminSiteSettingsRoutes,
  adminImageRoutes,
]);
