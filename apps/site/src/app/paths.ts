/**
 * Every route of the site, in one place: the router, the guard, the menu and the tests read this
 * module, so a path is never spelled twice. Public routes are exactly spec section 2's list; every
 * other route needs a signed-in member (DESIGN.md "Routes the spec leaves open").
 */

import { isSameOriginPath } from '@fanclub/domain/format';

type Id = number | string;
/** A detail path builder, carrying its route pattern (`/news/:id`) for the known-path check. */
const withId = (base: string) =>
  Object.assign((id: Id) => `${base}/${encodeURIComponent(String(id))}`, { pattern: `${base}/:id` });

export const paths = {
  home: '/',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The link in the old address's notice of an email change (`?token=`): takes the account back. */
  emailUndo: '/email/undo',
  maintenance: '/maintenance',
  serviceMaintenance: '/service-maintenance',
  /** 入会案内: the plans, their fees and benefits, and the way to join (open to guests). */
  membershipGuide: '/membership-guide',
  registration: '/membership-registration',
  registrationSuccess: '/membership-registration/success',
  /** The mailed sign-up link lands here with `?token=`; without a token it explains the steps. */
  registrationInformation: '/membership-registration/information',
  /** The welcome after sign-up: the member number and what to do next (the fan is signed in). */
  registrationComplete: '/membership-registration/complete',
  contact: '/contact',
  contactSuccess: '/contact/success',
  topics: '/topic',
  topic: withId('/topic'),
  notices: '/notice',
  notice: withId('/notice'),
  faq: '/q&a',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  commercialTransactionsLaw: '/commercial-transactions-law',
  products: '/products',
  product: withId('/products'),
  stampScan: '/stamp/scan',
  specialVideo: '/special-video',
  getStamp: '/get-stamp',

  myAccount: '/my-account',
  myAccountEmail: '/my-account/email',
  /** The mailed email-change link lands here with `?token=`. */
  myAccountEmailConfirm: '/my-account/email/confirm',
  myAccountPassword: '/my-account/password',
  myAccountProfile: '/my-account/profile',
  /** お知らせメール: the club's announcements on or off (transactional mail is always sent). */
  myAccountAnnouncementMail: '/my-account/announcement-mail',
  /** The digital membership card (会員証); it opens offline once loaded. */
  myAccountCard: '/my-account/card',
  /** Change the paid plan (from the next billing date). */
  myAccountPlan: '/my-account/plan',
  /** Unsubscribe (cancel at the end of the paid period). */
  myAccountUnsubscribe: '/my-account/unsubscribe',
  /** Withdraw a pending unsubscribe (spec: cancel a subscription request). */
  myAccountUnsubscribeCancel: '/my-account/unsubscribe/cancel',
  membershipUpgrade: '/membership-upgrade',
  /** The 3-D Secure challenge of a plan purchase returns the browser here with `?orderId=`. */
  membershipUpgradeTdsReturn: '/membership-upgrade/tds-return',
  cart: '/cart',
  order: '/order',
  /** The 3-D Secure challenge returns the browser here with `?orderId=`. */
  orderTdsReturn: '/order/tds-return',
  orderSuccess: withId('/order/success'),
  orderHistory: '/order/history',
  /** An order by its number (links mailed before numbers carry its id, which is found too). */
  orderDetail: withId('/order/history'),
  /** The order's printable 領収書. */
  orderReceipt: Object.assign((id: Id) => `/order/history/${encodeURIComponent(String(id))}/receipt`, {
    pattern: '/order/history/:id/receipt',
  }),
  voting: '/voting',
  votingHistory: '/voting/history',
  votingCartPointPurchase: '/voting/cart-point-purchase',
  votingPointPurchaseProcess: '/voting/point-purchase-process',

  news: '/news',
  newsDetail: withId('/news'),
  blogs: '/blog',
  blog: withId('/blog'),
  biography: '/biography',
  discography: '/discography',
  discographyDetail: withId('/discography'),
  schedule: '/schedule',
  scheduleDetail: withId('/schedule'),
  profiles: '/profile',
  profile: withId('/profile'),
  movie: '/movie',
  survey: '/survey',
  surveyDetail: withId('/survey'),
  drawEvent: '/draw-event',
  drawEventDetail: withId('/draw-event'),
  giftPost: '/gift-post',
  giftPostDetail: withId('/gift-post'),
} as const;

/**
 * Spec section 2's public list, verbatim (`[id]` written as a route pattern). Only these are open
 * to guests.
 */
export const PUBLIC_ROUTE_PATTERNS = [
  '/',
  '/sign-in',
  '/forgot-password',
  '/maintenance',
  '/reset-password',
  // Not in spec section 2: a mailed link for an owner whose sessions an email change ended.
  '/email/undo',
  // Not in spec section 2: the membership guide (入会案内), where guests learn what joining gives.
  '/membership-guide',
  '/membership-registration',
  '/membership-registration/success',
  '/membership-registration/information',
  '/contact',
  '/contact/success',
  '/topic',
  '/topic/:id',
  '/notice',
  '/notice/:id',
  '/q&a',
  '/privacy-policy',
  '/terms-of-service',
  '/commercial-transactions-law',
  '/service-maintenance',
  '/products',
  '/products/:id',
  '/stamp/scan',
  '/special-video',
  '/get-stamp',
] as const;

/**
 * The public routes delivered as documents (README "Islands"): for a guest, their server HTML is
 * the page, and only its islands (the header and its menu drawer) run in the browser. Links
 * between them are document navigations. Sign-in, the forgotten-password mail and contact are
 * documents too, their form an island (src/islands/forms/). The public routes not listed hold
 * forms (the password reset, registration, the stamp pages) and still run the whole app.
 */
/** The form routes delivered as documents, their form an island (src/islands/forms/). */
export const FORM_DOCUMENT_ROUTE_PATTERNS = [
  '/sign-in',
  '/forgot-password',
  '/contact',
] as const satisfies readonly (typeof PUBLIC_ROUTE_PATTERNS)[number][];

export const DOCUMENT_ROUTE_PATTERNS = [
  ...FORM_DOCUMENT_ROUTE_PATTERNS,
  '/',
  '/maintenance',
  '/service-maintenance',
  '/membership-guide',
  '/membership-registration/success',
  '/contact/success',
  '/topic',
  '/topic/:id',
  '/notice',
  '/notice/:id',
  '/q&a',
  '/privacy-policy',
  '/terms-of-service',
  '/commercial-transactions-law',
  '/products',
  '/products/:id',
  '/special-video',
] as const satisfies readonly (typeof PUBLIC_ROUTE_PATTERNS)[number][];

/** Spec section 2's list of routes that need a session (every other unlisted route does too). */
export const SIGNED_IN_ROUTE_PATTERNS = [
  // Not in spec section 2: the welcome after sign-up (the new member is signed in).
  '/membership-registration/complete',
  '/my-account',
  '/membership-upgrade',
  '/cart',
  '/order',
  '/order/history',
  '/voting',
  '/voting/history',
  '/voting/cart-point-purchase',
  '/voting/point-purchase-process',
] as const;

const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+')}/?$`);
const publicMatchers = PUBLIC_ROUTE_PATTERNS.map(toRegExp);

const decodePath = (pathname: string): string | null => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null; // A malformed escape is no route of the site.
  }
};

/** True when a guest may see `pathname` (the path part only, already decoded or not). */
export const isPublicPath = (pathname: string): boolean => {
  const decoded = decodePath(pathname);
  return decoded !== null && publicMatchers.some((re) => re.test(decoded));
};

const documentMatchers = DOCUMENT_ROUTE_PATTERNS.map(toRegExp);

/** True when a guest's `pathname` is delivered as a document with islands (`DOCUMENT_ROUTE_PATTERNS`). */
export const isDocumentPath = (pathname: string): boolean => {
  const decoded = decodePath(pathname);
  return decoded !== null && documentMatchers.some((re) => re.test(decoded));
};

/** Every route of the site: the paths above and their detail patterns. */
const knownMatchers = Object.values(paths)
  .map((path) => (typeof path === 'string' ? path : path.pattern))
  .map(toRegExp);

/**
 * True when `pathname` is a route of the site. Any other path shows the not-found page, to guests
 * too: sending a guest to sign-in for a page that does not exist would only lead them on.
 */
export const isKnownPath = (pathname: string): boolean => {
  const decoded = decodePath(pathname);
  return decoded !== null && knownMatchers.some((re) => re.test(decoded));
};

/**
 * The company-page keys the site knows, mapped to the section's list path. `/{key}` shows that
 * screen; a key outside this map shows the not-found page. Details live under the section
 * (`/news/:id`), so the key is also the first path segment of its details.
 */
export const COMPANY_PAGE_SCREENS = {
  news: paths.news,
  blog: paths.blogs,
  notice: paths.notices,
  topic: paths.topics,
  biography: paths.biography,
  discography: paths.discography,
  schedule: paths.schedule,
  profile: paths.profiles,
  products: paths.products,
  movie: paths.movie,
  voting: paths.voting,
  survey: paths.survey,
  'draw-event': paths.drawEvent,
  'gift-post': paths.giftPost,
  'get-stamp': paths.getStamp,
} as const;

export type CompanyPageKey = keyof typeof COMPANY_PAGE_SCREENS;

export const isCompanyPageKey = (key: string): key is CompanyPageKey =>
  Object.hasOwn(COMPANY_PAGE_SCREENS, key);

/** Where a menu item of a company page links: `/{key}` (spec section 2). */
export const companyPagePath = (key: string) => `/${encodeURIComponent(key)}`;

/** Sign-in that returns to `to` afterwards; only same-site paths are kept (no open redirect). */
export const signInPath = (to?: string) =>
  to && isSafeReturnPath(to) && to !== paths.signIn
    ? `${paths.signIn}?to=${encodeURIComponent(to)}`
    : paths.signIn;

/** A path of this site as it stands (the rules, and the tricks they stop, are in `sameOriginPath`). */
export const isSafeReturnPath = (to: string): boolean => isSameOriginPath(to);
