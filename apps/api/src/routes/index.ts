import { inOrder } from './define.ts';
import { authRoutes } from './auth.ts';
import { biographyRoutes } from './biographies.ts';
import { blogRoutes } from './blogs.ts';
import { discographyRoutes } from './discographies.ts';
import { newsRoutes } from './news.ts';
import { noticeRoutes } from './notices.ts';
import { scheduleRoutes } from './schedules.ts';
import { healthRoutes } from './health.ts';
import { siteRoutes } from './site.ts';
import { homeRoutes } from './home.ts';
import { musicVideoRoutes } from './music-videos.ts';
import { faqRoutes } from './faqs.ts';
import { membershipPlanRoutes } from './membership-plans.ts';
import { profileRoutes } from './profiles.ts';
import { votingPackageRoutes } from './voting-packages.ts';
import { deliveryMethodRoutes } from './delivery-methods.ts';
import { postalCodeRoutes } from './postal-codes.ts';
import { membershipRoutes } from './membership.ts';
import { votingRoutes } from './voting.ts';
import { surveyRoutes } from './surveys.ts';
import { drawEventRoutes } from './draw-events.ts';
import { giftRoutes } from './gifts.ts';
import { eventRewardRoutes } from './event-rewards.ts';
import { membershipCardRoutes } from './membership-card.ts';
import { contactRoutes } from './contact.ts';
import { cartRoutes } from './cart.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';

/** One plugin per resource; each registers its endpoints from the contract table. */
export const registerRoutes = inOrder([
  healthRoutes,
  postalCodeRoutes,
  authRoutes,
  biographyRoutes,
  blogRoutes,
  newsRoutes,
  noticeRoutes,
  discographyRoutes,
  scheduleRoutes,
  siteRoutes,
  homeRoutes,
  musicVideoRoutes,
  faqRoutes,
  membershipPlanRoutes,
  profileRoutes,
  votingPackageRoutes,
  deliveryMethodRoutes,
  productRoutes,
  cartRoutes,
  orderRoutes,
  membershipRoutes,
  votingRoutes,
  surveyRoutes,
  drawEventRoutes,
  giftRoutes,
  eventRewardRoutes,
  membershipCardRoutes,
  contactRoutes,
]);
