/**
 * Every endpoint of the contract has exactly one handler here (the type below fails to compile
 * when one is missing), grouped by the endpoint's `resource` so a story can override one
 * resource with `msw.use(...)` and inherit the rest.
 */
import { endpoints, type EndpointName } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { authHandlers } from './auth.ts';
import { biographiesHandlers } from './biographies.ts';
import { birthdayGiftsHandlers } from './birthday-gifts.ts';
import { blogsHandlers } from './blogs.ts';
import { cartHandlers } from './cart.ts';
import { deliveryMethodsHandlers } from './delivery-methods.ts';
import { discographiesHandlers } from './discographies.ts';
import { drawEventsHandlers } from './draw-events.ts';
import { eventRewardsHandlers } from './event-rewards.ts';
import { faqsHandlers } from './faqs.ts';
import { giftPostsHandlers } from './gift-posts.ts';
import { homeHandlers } from './home.ts';
import { membershipPlansHandlers } from './membership-plans.ts';
import { membershipHandlers } from './membership.ts';
import { membershipCardHandlers } from './membership-card.ts';
import { analyticsHandlers, inquiriesHandlers, paymentOptionsHandlers, postalCodesHandlers } from './misc.ts';
import { musicVideosHandlers } from './music-videos.ts';
import { newsHandlers } from './news.ts';
import { noticesHandlers } from './notices.ts';
import { ordersHandlers } from './orders.ts';
import { productsHandlers } from './products.ts';
import { profilesHandlers } from './profiles.ts';
import { sandboxPayHandler } from './sandbox-pay.ts';
import { schedulesHandlers } from './schedules.ts';
import { siteHandlers } from './site.ts';
import { surveysHandlers } from './surveys.ts';
import { votingPackagesHandlers } from './voting-packages.ts';
import { votingHandlers } from './voting.ts';

export const handlersByEndpoint: Record<EndpointName, HttpHandler> = {
  ...authHandlers,
  ...biographiesHandlers,
  ...birthdayGiftsHandlers,
  ...blogsHandlers,
  ...cartHandlers,
  ...deliveryMethodsHandlers,
  ...discographiesHandlers,
  ...drawEventsHandlers,
  ...eventRewardsHandlers,
  ...faqsHandlers,
  ...giftPostsHandlers,
  ...homeHandlers,
  ...membershipPlansHandlers,
  ...membershipHandlers,
  ...membershipCardHandlers,
  ...postalCodesHandlers,
  ...inquiriesHandlers,
  ...analyticsHandlers,
  ...paymentOptionsHandlers,
  ...musicVideosHandlers,
  ...newsHandlers,
  ...noticesHandlers,
  ...ordersHandlers,
  ...productsHandlers,
  ...profilesHandlers,
  ...schedulesHandlers,
  ...siteHandlers,
  ...surveysHandlers,
  ...votingPackagesHandlers,
  ...votingHandlers,
};

/** Resource names as the endpoint table spells them, plus the sandbox card provider. */
export type MockResource = Endpoints[EndpointName]['resource'] | 'sandboxPay';
type Endpoints = typeof endpoints;

export const handlersByResource: Record<MockResource, HttpHandler[]> = (() => {
  const grouped = {} as Record<MockResource, HttpHandler[]>;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    (grouped[endpoints[name].resource] ??= []).push(handlersByEndpoint[name]);
  }
  grouped.sandboxPay = [sandboxPayHandler];
  return grouped;
})();

export const handlers: HttpHandler[] = Object.values(handlersByResource).flat();

export { handle, fail, MockHttpError, page, mswPath, type HandlerContext, type Resolver } from './handle.ts';
export { SANDBOX_TOKEN_PATH, testCards } from './sandbox-pay.ts';
