import type { ApiClient } from '@fanclub/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import { RootError } from './RootError.tsx';
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

/** A screen module: its named exports, the screens. */
type PageModule = Record<string, ComponentType | undefined>;

/**
 * Every screen module, each its own chunk loaded on first use: the files named …Page / …Pages
 * under pages/ (one glob, so a route names its file once, in the table below).
 */
const pageModules = import.meta.glob<PageModule>(['../pages/*/*Page.tsx', '../pages/*/*Pages.tsx']);

const pageModule = (file: string) => {
  const load = pageModules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No screen module pages/${file}.tsx`);
  return load;
};

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
  const start = (data: RouteData, params: Record<string, string | undefined>, search: URLSearchParams) =>
    data({ api: deps.api, prefetch, params, search });
  /** Starts the data; waits for it where the first render must be the whole page. */
  const loader =
    (data: RouteData): RouteObject['loader'] =>
    async ({ params, request }) => {
      const started = start(data, params, new URL(request.url).searchParams);
      if (waitsForData()) await started;
      return null;
    };

  const screen = (
    file: string,
    name: string,
    data?: RouteData,
  ): Pick<RouteObject, 'lazy' | 'loader' | 'handle'> => {
    const load = pageModule(file);
    const pick = (module: PageModule) => {
      const found = module[name];
      if (!found) throw new Error(`${file} has no screen ${name}`);
      return found;
    };
    return {
      lazy: async () => ({ Component: await loadScreen(load, pick) }),
      ...(data && { loader: loader(data) }),
      handle: {
        preload: (params, search) => {
          load().catch(() => undefined);
          if (data) void start(data, params, search);
        },
      } satisfies ScreenHandle,
    };
  };

  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootLayout preload={(href) => preloadRoute(routes, href)} />,
      // A failure outside a screen (a part of the shell) still shows the site's own failure screen.
      errorElement: <RootError preload={(href) => preloadRoute(routes, href)} />,
      loader: loader(shellData),
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
              ...screen('home/HomePage', 'HomePage', routeData.home),
            },
            {
              path: paths.signIn,
              ...screen('auth/SignInPage', 'SignInPage'),
            },

            { path: paths.news, ...screen('articles/NewsListPage', 'NewsListPage') },
            { path: '/news/:id', ...screen('articles/NewsDetailPage', 'NewsDetailPage') },
            {
              path: paths.notices,
              ...screen('articles/NoticeListPage', 'NoticeListPage', routeData.notices),
            },
            {
              path: '/notice/:id',
              ...screen('articles/NoticeDetailPage', 'NoticeDetailPage', routeData.notice),
            },
            { path: paths.blogs, ...screen('articles/BlogListPage', 'BlogListPage') },
            { path: '/blog/:id', ...screen('articles/BlogDetailPage', 'BlogDetailPage') },
            { path: paths.topics, ...screen('articles/TopicsPage', 'TopicsPage', routeData.topics) },
            { path: '/topic/:id', ...screen('articles/TopicsPage', 'TopicDetailPage', routeData.topics) },

            {
              path: paths.registration,
              ...screen('registration/RegistrationPage', 'RegistrationPage', routeData.membershipGuide),
            },
            {
              path: paths.registrationSuccess,
              ...screen('registration/RegistrationPage', 'RegistrationSuccessPage'),
            },
            {
              path: paths.registrationInformation,
              ...screen('registration/RegistrationInformationPage', 'RegistrationInformationPage'),
            },
            {
              path: paths.registrationComplete,
              ...screen('registration/RegistrationCompletePage', 'RegistrationCompletePage'),
            },

            { path: paths.products, ...screen('shop/ProductsPage', 'ProductsPage', routeData.products) },
            {
              path: '/products/:id',
              ...screen('shop/ProductDetailPage', 'ProductDetailPage', routeData.product),
            },
            { path: paths.cart, ...screen('shop/CartPage', 'CartPage') },
            { path: paths.order, ...screen('shop/CheckoutPage', 'CheckoutPage') },
            { path: paths.orderTdsReturn, ...screen('shop/OrderResultPages', 'TdsReturnPage') },
            { path: '/order/success/:id', ...screen('shop/OrderResultPages', 'OrderSuccessPage') },
            { path: paths.orderHistory, ...screen('shop/OrderHistoryPages', 'OrderHistoryPage') },
            { path: '/order/history/:id', ...screen('shop/OrderHistoryPages', 'OrderDetailPage') },
            { path: paths.orderReceipt.pattern, ...screen('shop/ReceiptPage', 'ReceiptPage') },

            {
              path: paths.membershipGuide,
              ...screen('membership/MembershipGuidePage', 'MembershipGuidePage', routeData.membershipGuide),
            },
            {
              path: paths.membershipUpgrade,
              ...screen('membership/MembershipUpgradePage', 'MembershipUpgradePage'),
            },
            {
              path: paths.membershipUpgradeTdsReturn,
              ...screen('membership/SubscriptionReturnPage', 'SubscriptionReturnPage'),
            },

            { path: paths.voting, ...screen('voting/VotingPage', 'VotingPage') },
            { path: paths.votingHistory, ...screen('voting/VotingHistoryPage', 'VotingHistoryPage') },
            {
              path: paths.votingCartPointPurchase,
              ...screen('voting/PointPurchaseCartPage', 'PointPurchaseCartPage'),
            },
            {
              path: paths.votingPointPurchaseProcess,
              ...screen('voting/PointPurchaseProcessPage', 'PointPurchaseProcessPage'),
            },

            { path: paths.survey, ...screen('engagement/SurveyPages', 'SurveyListPage') },
            { path: '/survey/:id', ...screen('engagement/SurveyPages', 'SurveyDetailPage') },
            { path: paths.drawEvent, ...screen('engagement/DrawEventPages', 'DrawEventListPage') },
            { path: '/draw-event/:id', ...screen('engagement/DrawEventPages', 'DrawEventDetailPage') },
            { path: paths.giftPost, ...screen('engagement/GiftPostPages', 'GiftPostListPage') },
            { path: '/gift-post/:id', ...screen('engagement/GiftPostPages', 'GiftPostDetailPage') },
            { path: paths.getStamp, ...screen('engagement/GetStampPage', 'GetStampPage') },
            { path: paths.stampScan, ...screen('engagement/StampScanPage', 'StampScanPage') },

            { path: paths.forgotPassword, ...screen('auth/PasswordPages', 'ForgotPasswordPage') },
            { path: paths.resetPassword, ...screen('auth/PasswordPages', 'ResetPasswordPage') },

            { path: paths.myAccount, ...screen('account/MyAccountPage', 'MyAccountPage') },
            { path: paths.myAccountEmail, ...screen('account/AccountEditPages', 'EmailChangePage') },
            { path: paths.myAccountEmailConfirm, ...screen('account/AccountEditPages', 'EmailConfirmPage') },
            { path: paths.emailUndo, ...screen('account/AccountEditPages', 'EmailUndoPage') },
            { path: paths.myAccountPassword, ...screen('account/AccountEditPages', 'PasswordChangePage') },
            { path: paths.myAccountProfile, ...screen('account/AccountEditPages', 'ProfileEditPage') },
            {
              path: paths.myAccountAnnouncementMail,
              ...screen('account/AnnouncementMailPage', 'AnnouncementMailPage'),
            },
            { path: paths.myAccountCard, ...screen('account/MembershipCardPage', 'MembershipCardPage') },
            { path: paths.myAccountPlan, ...screen('membership/PlanChangePage', 'PlanChangePage') },
            { path: paths.myAccountUnsubscribe, ...screen('membership/UnsubscribePages', 'UnsubscribePage') },
            {
              path: paths.myAccountUnsubscribeCancel,
              ...screen('membership/UnsubscribePages', 'UnsubscribeCancelPage'),
            },

            { path: paths.termsOfService, ...screen('misc/LegalPage', 'LegalPage', routeData.legal) },
            { path: paths.privacyPolicy, ...screen('misc/LegalPage', 'LegalPage', routeData.legal) },
            {
              path: paths.commercialTransactionsLaw,
              ...screen('misc/LegalPage', 'LegalPage', routeData.legal),
            },
            { path: paths.maintenance, ...screen('misc/MaintenancePage', 'MaintenancePage') },
            { path: paths.serviceMaintenance, ...screen('misc/MaintenancePage', 'MaintenancePage') },
            { path: paths.faq, ...screen('misc/FaqPage', 'FaqPage', routeData.faq) },
            { path: paths.contact, ...screen('contact/ContactPage', 'ContactPage') },
            { path: paths.contactSuccess, ...screen('contact/ContactPage', 'ContactSuccessPage') },

            { path: paths.biography, ...screen('content/BiographyPage', 'BiographyPage') },
            { path: paths.discography, ...screen('content/DiscographyPages', 'DiscographyListPage') },
            { path: '/discography/:id', ...screen('content/DiscographyPages', 'DiscographyDetailPage') },
            { path: paths.schedule, ...screen('content/SchedulePages', 'ScheduleListPage') },
            { path: '/schedule/:id', ...screen('content/SchedulePages', 'ScheduleDetailPage') },
            { path: paths.profiles, ...screen('content/ProfilePages', 'ProfileListPage') },
            { path: '/profile/:id', ...screen('content/ProfilePages', 'ProfileDetailPage') },
            { path: paths.movie, ...screen('content/VideoPages', 'MoviePage') },
            {
              path: paths.specialVideo,
              ...screen('content/VideoPages', 'SpecialVideoPage', routeData.specialVideo),
            },

            {
              path: '*',
              ...screen('misc/NotFoundPage', 'NotFoundPage'),
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
