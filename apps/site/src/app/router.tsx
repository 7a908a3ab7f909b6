import { lazy } from 'react';
import type { ComponentType } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';

/**
 * Each screen is its own chunk, loaded when its route is first visited, so a public route
 * downloads only the shell and its own screen (the size check holds this at 120 KiB gzip).
 * Declarative routes with React.lazy rather than a data router: the data router alone would add
 * ~17 KiB gzip to every route, and the site uses none of its loaders or actions.
 */
const screen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'element'> => {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return { element: <Screen /> };
};

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
  upgrade: () => import('../pages/membership/MembershipUpgradePage.tsx'),
  tdsReturn: () => import('../pages/membership/SubscriptionReturnPage.tsx'),
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.home,
        ...screen(
          () => import('../pages/home/HomePage.tsx'),
          (m) => m.HomePage,
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
      { path: paths.notices, ...screen(articles.notices, (m) => m.NoticeListPage) },
      { path: '/notice/:id', ...screen(articles.notice, (m) => m.NoticeDetailPage) },
      { path: paths.blogs, ...screen(articles.blogs, (m) => m.BlogListPage) },
      { path: '/blog/:id', ...screen(articles.blog, (m) => m.BlogDetailPage) },
      { path: paths.topics, ...screen(articles.topics, (m) => m.TopicsPage) },
      { path: '/topic/:id', ...screen(articles.topics, (m) => m.TopicDetailPage) },

      { path: paths.registration, ...screen(registration.start, (m) => m.RegistrationPage) },
      { path: paths.registrationSuccess, ...screen(registration.start, (m) => m.RegistrationSuccessPage) },
      {
        path: paths.registrationInformation,
        ...screen(registration.information, (m) => m.RegistrationInformationPage),
      },

      { path: paths.products, ...screen(shop.products, (m) => m.ProductsPage) },
      { path: '/products/:id', ...screen(shop.product, (m) => m.ProductDetailPage) },
      { path: paths.cart, ...screen(shop.cart, (m) => m.CartPage) },
      { path: paths.order, ...screen(shop.checkout, (m) => m.CheckoutPage) },
      { path: paths.orderTdsReturn, ...screen(shop.results, (m) => m.TdsReturnPage) },
      { path: '/order/success/:id', ...screen(shop.results, (m) => m.OrderSuccessPage) },
      { path: paths.orderHistory, ...screen(shop.history, (m) => m.OrderHistoryPage) },
      { path: '/order/history/:id', ...screen(shop.history, (m) => m.OrderDetailPage) },

      { path: paths.membershipUpgrade, ...screen(membership.upgrade, (m) => m.MembershipUpgradePage) },
      {
        path: paths.membershipUpgradeTdsReturn,
        ...screen(membership.tdsReturn, (m) => m.SubscriptionReturnPage),
      },

      { path: paths.voting, ...screen(voting.events, (m) => m.VotingPage) },
      { path: paths.votingHistory, ...screen(voting.history, (m) => m.VotingHistoryPage) },
      { path: paths.votingCartPointPurchase, ...screen(voting.pointCart, (m) => m.PointPurchaseCartPage) },
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
      { path: paths.myAccountPassword, ...screen(account.edit, (m) => m.PasswordChangePage) },
      { path: paths.myAccountProfile, ...screen(account.edit, (m) => m.ProfileEditPage) },

      { path: paths.termsOfService, ...screen(misc.legal, (m) => m.LegalPage) },
      { path: paths.privacyPolicy, ...screen(misc.legal, (m) => m.LegalPage) },
      { path: paths.commercialTransactionsLaw, ...screen(misc.legal, (m) => m.LegalPage) },
      { path: paths.maintenance, ...screen(misc.maintenance, (m) => m.MaintenancePage) },
      { path: paths.serviceMaintenance, ...screen(misc.maintenance, (m) => m.MaintenancePage) },
      { path: paths.faq, ...screen(misc.faq, (m) => m.FaqPage) },
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
      { path: paths.specialVideo, ...screen(content.videos, (m) => m.SpecialVideoPage) },

      {
        path: '*',
        ...screen(
          () => import('../pages/misc/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** The route table under whichever router the caller provides (browser, or memory in stories). */
export function SiteRoutes() {
  return useRoutes(routes);
}
