import type { ApiClient } from '@fanclub/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import { prefetcher, routeData, shellData } from './route-data.ts';
import type { RouteData } from './route-data.ts';
import { RouteError, RouteScreen } from '../components/route-failure/RouteFailure.tsx';
import { loadScreen } from '../components/route-failure/lazy-screen.tsx';

/** What the routes' loaders need: the query cache to fill and the API client to fill it from. */
export interface RouteDeps {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  /**
   * Whether a loader waits for its route's data. The server renders once the data is in
   * (src/entry-server.tsx), and so does the browser's first render when the page did not come
   * server-rendered: the first paint is then the whole page, not a spinner that its content pushes
   * aside (issue 13, no layout shift). Later navigations only start the queries and show the
   * screen at once, its loading state while they arrive.
   */
  readonly awaitData?: boolean | (() => boolean);
}

/** Starts a route's code and data together (link hover or focus, before the tap). */
interface ScreenHandle {
  readonly preload: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

/**
 * The data router's table (issue 13): each screen is a lazy route, its own chunk, loaded when its
 * route is first visited; a route whose screen reads the API has a loader that starts the same
 * queries (app/route-data.ts) while the chunk is still loading, so code and data come together
 * instead of one after the other. A chunk that cannot come leaves a screen that says so and loads
 * again on 再読み込み (components/route-failure).
 */
export function siteRoutes(deps: RouteDeps): RouteObject[] {
  const prefetch = prefetcher(deps.queryClient);
  const waitsForData = () =>
    typeof deps.awaitData === 'function' ? deps.awaitData() : Boolean(deps.awaitData);
  const start = (data: RouteData | undefined, params: Record<string, string | undefined>, url: URL) =>
    data?.({ api: deps.api, prefetch, params, search: url.searchParams });

  const screen = <M,>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    data?: RouteData,
  ): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> => ({
    lazy: async () => ({ Component: await loadScreen(load, pick) }),
    ...(data && {
      loader: async ({ params, request }) => {
        const started = start(data, params, new URL(request.url));
        if (waitsForData()) await started;
        return null;
      },
    }),
    handle: {
      preload: (params, search) => {
        load().catch(() => undefined);
        void data?.({ api: deps.api, prefetch, params, search });
      },
    } satisfies ScreenHandle,
  });

  const articles = {
    news: () => import('../pages/articles/NewsListPage.tsx'),
    newsDetail: () => import('../pages/articles/NewsDetailPage.tsx'),
    notices: () => import('../pages/articles/NoticeListPage.tsx'),
    notice: () => import('../pages/articles/NoticeDetailPage.tsx'),
    blogs: () => import('../pages/articles/BlogListPage.tsx'),
    blog: () => import('../pages/articles/BlogDetailPage.tsx'),
    topics: () => import('../pages/articles/TopicsPage.tsx'),
  };

  const registration = {
    start: () => import('../pages/registration/RegistrationPage.tsx'),
    information: () => import('../pages/registration/RegistrationInformationPage.tsx'),
  };

  const auth = { passwords: () => import('../pages/auth/PasswordPages.tsx') };

  const account = {
    summary: () => import('../pages/account/MyAccountPage.tsx'),
    edit: () => import('../pages/account/AccountEditPages.tsx'),
    card: () => import('../pages/account/MembershipCardPage.tsx'),
  };

  const misc = {
    legal: () => import('../pages/misc/LegalPage.tsx'),
    maintenance: () => import('../pages/misc/MaintenancePage.tsx'),
    faq: () => import('../pages/misc/FaqPage.tsx'),
    contact: () => import('../pages/contact/ContactPage.tsx'),
  };

  const content = {
    biography: () => import('../pages/content/BiographyPage.tsx'),
    discography: () => import('../pages/content/DiscographyPages.tsx'),
    schedule: () => import('../pages/content/SchedulePages.tsx'),
    profiles: () => import('../pages/content/ProfilePages.tsx'),
    videos: () => import('../pages/content/VideoPages.tsx'),
  };

  const shop = {
    products: () => import('../pages/shop/ProductsPage.tsx'),
    product: () => import('../pages/shop/ProductDetailPage.tsx'),
    cart: () => import('../pages/shop/CartPage.tsx'),
    checkout: () => import('../pages/shop/CheckoutPage.tsx'),
    results: () => import('../pages/shop/OrderResultPages.tsx'),
    history: () => import('../pages/shop/OrderHistoryPages.tsx'),
  };

  const membership = {
    guide: () => import('../pages/membership/MembershipGuidePage.tsx'),
    upgrade: () => import('../pages/membership/MembershipUpgradePage.tsx'),
    tdsReturn: () => import('../pages/membership/SubscriptionReturnPage.tsx'),
    change: () => import('../pages/membership/PlanChangePage.tsx'),
    unsubscribe: () => import('../pages/membership/UnsubscribePages.tsx'),
  };

  const voting = {
    events: () => import('../pages/voting/VotingPage.tsx'),
    history: () => import('../pages/voting/VotingHistoryPage.tsx'),
    pointCart: () => import('../pages/voting/PointPurchaseCartPage.tsx'),
    pointProcess: () => import('../pages/voting/PointPurchaseProcessPage.tsx'),
  };

  const engagement = {
    surveys: () => import('../pages/engagement/SurveyPages.tsx'),
    draws: () => import('../pages/engagement/DrawEventPages.tsx'),
    gifts: () => import('../pages/engagement/GiftPostPages.tsx'),
    stamps: () => import('../pages/engagement/GetStampPage.tsx'),
    scan: () => import('../pages/engagement/StampScanPage.tsx'),
  };

  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootLayout preload={(href) => preloadRoute(routes, href)} />,
      loader: async ({ params, request }) => {
        const started = start(shellData, params, new URL(request.url));
        if (waitsForData()) await started;
        return null;
      },
      // Until the first route's code is in, the page keeps what it has (nothing yet on a first visit).
      HydrateFallback: NothingYet,
      // A screen's failure shows in its place, inside the shell (the errorElement below).
      children: [
        {
          element: <RouteScreen />,
          errorElement: <RouteError />,
          children: [
            {
              path: paths.home,
              ...screen(
                () => import('../pages/home/HomePage.tsx'),
                (m) => m.HomePage,
                routeData.home,
              ),
            },
            {
              path: paths.signIn,
              ...screen(
                () => import('../pages/auth/SignInPage.tsx'),
                (m) => m.SignInPage,
              ),
            },

            { path: paths.news, ...screen(articles.news, (m) => m.NewsListPage) },
            { path: '/news/:id', ...screen(articles.newsDetail, (m) => m.NewsDetailPage) },
            { path: paths.notices, ...screen(articles.notices, (m) => m.NoticeListPage, routeData.notices) },
            { path: '/notice/:id', ...screen(articles.notice, (m) => m.NoticeDetailPage, routeData.notice) },
            { path: paths.blogs, ...screen(articles.blogs, (m) => m.BlogListPage) },
            { path: '/blog/:id', ...screen(articles.blog, (m) => m.BlogDetailPage) },
            { path: paths.topics, ...screen(articles.topics, (m) => m.TopicsPage, routeData.topics) },
            { path: '/topic/:id', ...screen(articles.topics, (m) => m.TopicDetailPage, routeData.topics) },

            {
              path: paths.registration,
              ...screen(registration.start, (m) => m.RegistrationPage, routeData.membershipGuide),
            },
            {
              path: paths.registrationSuccess,
              ...screen(registration.start, (m) => m.RegistrationSuccessPage),
            },
            {
              path: paths.registrationInformation,
              ...screen(registration.information, (m) => m.RegistrationInformationPage),
            },
            {
              path: paths.registrationComplete,
              ...screen(registration.start, (m) => m.RegistrationCompletePage),
            },

            { path: paths.products, ...screen(shop.products, (m) => m.ProductsPage, routeData.products) },
            { path: '/products/:id', ...screen(shop.product, (m) => m.ProductDetailPage, routeData.product) },
            { path: paths.cart, ...screen(shop.cart, (m) => m.CartPage) },
            { path: paths.order, ...screen(shop.checkout, (m) => m.CheckoutPage) },
            { path: paths.orderTdsReturn, ...screen(shop.results, (m) => m.TdsReturnPage) },
            { path: '/order/success/:id', ...screen(shop.results, (m) => m.OrderSuccessPage) },
            { path: paths.orderHistory, ...screen(shop.history, (m) => m.OrderHistoryPage) },
            { path: '/order/history/:id', ...screen(shop.history, (m) => m.OrderDetailPage) },

            {
              path: paths.membershipGuide,
              ...screen(membership.guide, (m) => m.MembershipGuidePage, routeData.membershipGuide),
            },
            { path: paths.membershipUpgrade, ...screen(membership.upgrade, (m) => m.MembershipUpgradePage) },
            {
              path: paths.membershipUpgradeTdsReturn,
              ...screen(membership.tdsReturn, (m) => m.SubscriptionReturnPage),
            },

            { path: paths.voting, ...screen(voting.events, (m) => m.VotingPage) },
            { path: paths.votingHistory, ...screen(voting.history, (m) => m.VotingHistoryPage) },
            {
              path: paths.votingCartPointPurchase,
              ...screen(voting.pointCart, (m) => m.PointPurchaseCartPage),
            },
            {
              path: paths.votingPointPurchaseProcess,
              ...screen(voting.pointProcess, (m) => m.PointPurchaseProcessPage),
            },

            { path: paths.survey, ...screen(engagement.surveys, (m) => m.SurveyListPage) },
            { path: '/survey/:id', ...screen(engagement.surveys, (m) => m.SurveyDetailPage) },
            { path: paths.drawEvent, ...screen(engagement.draws, (m) => m.DrawEventListPage) },
            { path: '/draw-event/:id', ...screen(engagement.draws, (m) => m.DrawEventDetailPage) },
            { path: paths.giftPost, ...screen(engagement.gifts, (m) => m.GiftPostListPage) },
            { path: '/gift-post/:id', ...screen(engagement.gifts, (m) => m.GiftPostDetailPage) },
            { path: paths.getStamp, ...screen(engagement.stamps, (m) => m.GetStampPage) },
            { path: paths.stampScan, ...screen(engagement.scan, (m) => m.StampScanPage) },

            { path: paths.forgotPassword, ...screen(auth.passwords, (m) => m.ForgotPasswordPage) },
            { path: paths.resetPassword, ...screen(auth.passwords, (m) => m.ResetPasswordPage) },

            { path: paths.myAccount, ...screen(account.summary, (m) => m.MyAccountPage) },
            { path: paths.myAccountEmail, ...screen(account.edit, (m) => m.EmailChangePage) },
            { path: paths.myAccountEmailConfirm, ...screen(account.edit, (m) => m.EmailConfirmPage) },
            { path: paths.emailUndo, ...screen(account.edit, (m) => m.EmailUndoPage) },
            { path: paths.myAccountPassword, ...screen(account.edit, (m) => m.PasswordChangePage) },
            { path: paths.myAccountProfile, ...screen(account.edit, (m) => m.ProfileEditPage) },
            { path: paths.myAccountCard, ...screen(account.card, (m) => m.MembershipCardPage) },
            { path: paths.myAccountPlan, ...screen(membership.change, (m) => m.PlanChangePage) },
            { path: paths.myAccountUnsubscribe, ...screen(membership.unsubscribe, (m) => m.UnsubscribePage) },
            {
              path: paths.myAccountUnsubscribeCancel,
              ...screen(membership.unsubscribe, (m) => m.UnsubscribeCancelPage),
            },

            { path: paths.termsOfService, ...screen(misc.legal, (m) => m.LegalPage, routeData.legal) },
            { path: paths.privacyPolicy, ...screen(misc.legal, (m) => m.LegalPage, routeData.legal) },
            {
              path: paths.commercialTransactionsLaw,
              ...screen(misc.legal, (m) => m.LegalPage, routeData.legal),
            },
            { path: paths.maintenance, ...screen(misc.maintenance, (m) => m.MaintenancePage) },
            { path: paths.serviceMaintenance, ...screen(misc.maintenance, (m) => m.MaintenancePage) },
            { path: paths.faq, ...screen(misc.faq, (m) => m.FaqPage, routeData.faq) },
            { path: paths.contact, ...screen(misc.contact, (m) => m.ContactPage) },
            { path: paths.contactSuccess, ...screen(misc.contact, (m) => m.ContactSuccessPage) },

            { path: paths.biography, ...screen(content.biography, (m) => m.BiographyPage) },
            { path: paths.discography, ...screen(content.discography, (m) => m.DiscographyListPage) },
            { path: '/discography/:id', ...screen(content.discography, (m) => m.DiscographyDetailPage) },
            { path: paths.schedule, ...screen(content.schedule, (m) => m.ScheduleListPage) },
            { path: '/schedule/:id', ...screen(content.schedule, (m) => m.ScheduleDetailPage) },
            { path: paths.profiles, ...screen(content.profiles, (m) => m.ProfileListPage) },
            { path: '/profile/:id', ...screen(content.profiles, (m) => m.ProfileDetailPage) },
            { path: paths.movie, ...screen(content.videos, (m) => m.MoviePage) },
            {
              path: paths.specialVideo,
              ...screen(content.videos, (m) => m.SpecialVideoPage, routeData.specialVideo),
            },

            {
              path: '*',
              ...screen(
                () => import('../pages/misc/NotFoundPage.tsx'),
                (m) => m.NotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ];
  return routes;
}

function NothingYet() {
  return null;
}

/** Starts the code and data of the route at an in-site address (a link hovered or focused). */
export function preloadRoute(routes: RouteObject[], href: string) {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    (match.route.handle as ScreenHandle | undefined)?.preload(match.params, url.searchParams);
  }
}
