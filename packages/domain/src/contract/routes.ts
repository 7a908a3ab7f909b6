/**
 * Where each call of the contract goes, without its zod schemas: method, path, resource, auth and
 * error message. `endpoints.ts` adds the schemas and summaries; the site's hooks start a request
 * from this table alone and load the schemas alongside it (`lazy.ts`), so zod stays out of every
 * route's initial JavaScript.
 */
import type { HttpMethod } from './endpoint.ts';

const V1 = '/api/v1';
const U = `${V1}/users`;

/** One call's plain facts: method, path, resource, whether it needs a bearer token, its error message. */
const route = <
  const M extends HttpMethod,
  const P extends string,
  const R extends string,
  const A extends boolean,
  const E extends string | undefined = undefined,
>(
  method: M,
  path: P,
  resource: R,
  auth: A,
  errorMessage?: E,
) =>
  (errorMessage === undefined
    ? { method, path, resource, auth }
    : { method, path, resource, auth, errorMessage }) as {
    readonly method: M;
    readonly path: P;
    readonly resource: R;
    readonly auth: A;
  } & (E extends string ? { readonly errorMessage: E } : { readonly errorMessage?: undefined });

export const endpointRoutes = {
  // Content (public GET)
  listBiographies: route('GET', `${V1}/biographies`, 'biographies', false, 'fetchBiographiesFailed'),
  getBiography: route('GET', `${V1}/biographies/:id`, 'biographies', false, 'fetchBiographiesFailed'),

  listBlogs: route('GET', `${V1}/blogs`, 'blogs', false, 'fetchBlogsFailed'),
  getBlog: route('GET', `${V1}/blogs/:id`, 'blogs', false, 'fetchBlogFailed'),
  getNextBlog: route('GET', `${V1}/blogs/:id/next`, 'blogs', false, 'fetchBlogFailed'),
  getPreviousBlog: route('GET', `${V1}/blogs/:id/previous`, 'blogs', false, 'fetchBlogFailed'),

  listDiscographies: route('GET', `${V1}/discographies`, 'discographies', false, 'fetchDiscographiesFailed'),
  getDiscography: route('GET', `${V1}/discographies/:id`, 'discographies', false, 'fetchDiscographyFailed'),
  listDiscographyCategories: route(
    'GET',
    `${V1}/discography-categories`,
    'discographies',
    false,
    'fetchDiscographyCategoriesFailed',
  ),

  listMembershipPlans: route('GET', `${V1}/membership-plans`, 'membershipPlans', false),
  getMembershipPlan: route('GET', `${V1}/membership-plans/:id`, 'membershipPlans', false),

  listNotices: route('GET', `${V1}/notices`, 'notices', false, 'fetchNoticeFailed'),
  getNotice: route('GET', `${V1}/notices/:id`, 'notices', false, 'fetchNoticeFailed'),
  getNextNotice: route('GET', `${V1}/notices/:id/next`, 'notices', false, 'fetchNoticeFailed'),
  getPreviousNotice: route('GET', `${V1}/notices/:id/previous`, 'notices', false, 'fetchNoticeFailed'),
  listNoticeCategories: route(
    'GET',
    `${V1}/notice-categories`,
    'notices',
    false,
    'fetchNoticeCategoriesFailed',
  ),

  listNews: route('GET', `${V1}/news`, 'news', false, 'fetchNewsFailed'),
  getNews: route('GET', `${V1}/news/:id`, 'news', false, 'fetchNewsFailed'),
  getNextNews: route('GET', `${V1}/news/:id/next`, 'news', false, 'fetchNewsFailed'),
  getPreviousNews: route('GET', `${V1}/news/:id/previous`, 'news', false, 'fetchNewsFailed'),
  listNewsCategories: route('GET', `${V1}/news-categories`, 'news', false, 'fetchNewsFailed'),

  listProducts: route('GET', `${V1}/products`, 'products', false, 'fetchProductsFailed'),
  getProduct: route('GET', `${V1}/products/:id`, 'products', false, 'fetchProductFailed'),
  listProductCategories: route(
    'GET',
    `${V1}/product-categories`,
    'products',
    false,
    'fetchProductCategoriesFailed',
  ),

  listProfiles: route('GET', `${V1}/profiles`, 'profiles', false, 'fetchProfilesFailed'),

  listVotingPackages: route('GET', `${V1}/voting-packages`, 'votingPackages', false),
  getVotingPackage: route('GET', `${V1}/voting-packages/:id`, 'votingPackages', false),

  listSchedules: route('GET', `${V1}/schedules`, 'schedules', false, 'fetchSchedulesFailed'),
  getSchedule: route('GET', `${V1}/schedules/:id`, 'schedules', false, 'fetchEventFailed'),
  listScheduleCategories: route(
    'GET',
    `${V1}/schedule-categories`,
    'schedules',
    false,
    'fetchSchedulesFailed',
  ),

  listTopics: route('GET', `${V1}/topics`, 'home', false, 'fetchTopicsFailed'),
  listTopComponents: route('GET', `${V1}/top-components`, 'home', false, 'fetchHomeFailed'),
  listTopImages: route('GET', `${V1}/top-images`, 'home', false, 'fetchHomeFailed'),
  listAds: route('GET', `${V1}/ads`, 'home', false, 'fetchAdsFailed'),
  listMusicVideos: route('GET', `${V1}/mv-titles`, 'musicVideos', false),

  getWebSpecification: route('GET', `${V1}/web-specifications`, 'site', false, 'fetchWebSpecificationFailed'),
  listCompanyPages: route('GET', `${V1}/company-pages`, 'site', false, 'fetchCompanyPagesFailed'),

  listVotingEvents: route('GET', `${V1}/voting-events`, 'voting', false, 'fetchVotingEventsFailed'),
  getVotingEventProfile: route(
    'GET',
    `${V1}/voting-events-profile/:id`,
    'voting',
    false,
    'fetchVotingProfileFailed',
  ),

  listSurveys: route('GET', `${V1}/surveys`, 'surveys', false),
  listSurveyQuestions: route('GET', `${V1}/survey-questions`, 'surveys', false),
  listSurveyAnswers: route('GET', `${V1}/survey-answers`, 'surveys', false, 'fetchSurveyTotalsFailed'),
  listSurveyRegistrations: route(
    'GET',
    `${V1}/survey-registrations`,
    'surveys',
    false,
    'fetchSurveyTotalsFailed',
  ),

  listDeliveryMethods: route(
    'GET',
    `${V1}/delivery-methods`,
    'deliveryMethods',
    false,
    'fetchDeliveryMethodsFailed',
  ),
  getDeliveryMethod: route(
    'GET',
    `${V1}/delivery-methods/:id`,
    'deliveryMethods',
    false,
    'fetchDeliveryMethodsFailed',
  ),

  // Extensions (public)
  getLegalTexts: route('GET', `${V1}/legal-texts`, 'site', false),
  listVlogs: route('GET', `${V1}/vlogs`, 'musicVideos', false),
  listFaqs: route('GET', `${V1}/faqs`, 'faqs', false),
  lookupPostalCode: route('GET', `${V1}/postal-codes`, 'postalCodes', false),
  createInquiry: route('POST', `${V1}/inquiries`, 'inquiries', false),
  recordPageView: route('POST', `${V1}/page-views`, 'analytics', false),
  getPaymentOptions: route('GET', `${V1}/payment-options`, 'paymentOptions', false),

  // Signed-in GET
  listUserBlogs: route('GET', `${U}/blogs`, 'blogs', true, 'fetchBlogsFailed'),
  getUserBlog: route('GET', `${U}/blogs/:id`, 'blogs', true, 'fetchBlogFailed'),
  getCart: route('GET', `${U}/carts`, 'cart', true, 'fetchCartFailed'),
  getUserProfile: route('GET', `${U}/profiles/:id`, 'profiles', true, 'fetchProfileFailed'),
  listOrders: route('GET', `${U}/orders`, 'orders', true, 'fetchOrdersFailed'),
  getOrder: route('GET', `${U}/orders/:id`, 'orders', true, 'fetchOrderFailed'),
  getOrderReceipt: route('GET', `${U}/orders/:id/receipt`, 'orders', true, 'fetchReceiptFailed'),
  listVotingPackagePurchases: route('GET', `${U}/voting-packages/purchases`, 'votingPackages', true),
  getVotingPackagePurchase: route('GET', `${U}/voting-packages/purchases/:id`, 'votingPackages', true),
  getUserSurvey: route('GET', `${U}/surveys/:id`, 'surveys', true),
  listDrawEvents: route('GET', `${U}/draw-events`, 'drawEvents', true, 'fetchDrawEventsFailed'),
  getDrawEvent: route('GET', `${U}/draw-events/:id`, 'drawEvents', true, 'fetchDrawEventsFailed'),
  listGiftPosts: route('GET', `${U}/gift-posts`, 'giftPosts', true, 'fetchGiftPostsFailed'),
  getGiftPost: route('GET', `${U}/gift-posts/:id`, 'giftPosts', true, 'fetchGiftPostsFailed'),
  getEmailByToken: route('GET', `${U}/get-email`, 'auth', false, 'tokenExpired'),
  listVoteHistories: route('GET', `${U}/votes/histories`, 'voting', true),
  listBirthdayGifts: route('GET', `${U}/birthday-gifts`, 'birthdayGifts', true),
  getEventRewards: route('GET', `${U}/events/:id/rewards`, 'eventRewards', true),
  getMembershipCard: route('GET', `${U}/membership-card`, 'membershipCard', true),
  verifyMembershipCard: route('POST', `${V1}/membership-card/verify`, 'membershipCard', false),
  getMembershipCardKey: route('GET', `${V1}/membership-card/public-key`, 'membershipCard', false),

  // Auth and account
  signIn: route('POST', `${U}/sign-in`, 'auth', false),
  refreshToken: route('POST', `${U}/refresh-token`, 'auth', false, 'loginExpired'),
  signUp: route('POST', `${U}/sign-up`, 'auth', false, 'signUpFailed'),
  sendSignUpEmail: route('POST', `${U}/send-email`, 'auth', false),
  sendPasswordEmail: route('POST', `${U}/send-email-password`, 'auth', false, 'passwordMailFailed'),
  forgotPassword: route('POST', `${U}/forgot-password`, 'auth', false, 'passwordUpdateFailed'),
  sendEmailChange: route('POST', `${U}/email/send`, 'auth', true, 'emailUpdateFailed'),
  confirmEmailChange: route('POST', `${U}/email/confirm`, 'auth', false, 'tokenExpired'),
  undoEmailChange: route('POST', `${U}/email/undo`, 'auth', false, 'tokenExpired'),
  logout: route('POST', `${U}/logout`, 'auth', false),
  updatePassword: route('PATCH', `${U}/update-password`, 'auth', true, 'passwordUpdateFailed'),
  updateProfile: route('PATCH', `${U}/update-profile`, 'auth', true),
  getAnnouncementMail: route('GET', `${U}/announcement-mail`, 'auth', true),
  updateAnnouncementMail: route('PATCH', `${U}/announcement-mail`, 'auth', true),

  // Shop
  saveCartProducts: route('POST', `${U}/cart-products`, 'cart', true),
  deleteCartProduct: route('DELETE', `${U}/cart-products/:id`, 'cart', true, 'deleteProductFailed'),
  createOrder: route('POST', `${U}/orders`, 'orders', true, 'orderFailed'),
  issueOrderReceipt: route('POST', `${U}/orders/:id/receipt`, 'orders', true, 'issueReceiptFailed'),
  startTdsOrder: route('POST', `${U}/tds/order`, 'orders', true, 'orderFailed'),
  startTdsUpdateCardOrder: route('POST', `${U}/tds/update-card-order`, 'orders', true, 'orderFailed'),
  confirmTdsOrder: route('POST', `${U}/tds/order/confirm`, 'orders', true, 'orderFailed'),

  // Membership and cards
  purchaseMembership: route(
    'POST',
    `${U}/memberships/purchase`,
    'membership',
    true,
    'membershipRegisterFailed',
  ),
  purchaseMembershipKonbini: route(
    'POST',
    `${U}/memberships/purchase/konbini`,
    'membership',
    true,
    'membershipRegisterFailed',
  ),
  startTdsSubscription: route(
    'POST',
    `${U}/tds/subscription`,
    'membership',
    true,
    'membershipRegisterFailed',
  ),
  confirmTdsSubscription: route(
    'POST',
    `${U}/tds/subscription/confirm`,
    'membership',
    true,
    'membershipRegisterFailed',
  ),
  startTdsUpdateCardSubscription: route(
    'POST',
    `${U}/tds/update-card-subscription`,
    'membership',
    true,
    'membershipRegisterFailed',
  ),
  updatePlan: route(
    'PATCH',
    `${U}/memberships/update-plan`,
    'membership',
    true,
    'membershipPlanUpdateFailed',
  ),
  changeMembershipRenewal: route(
    'PATCH',
    `${U}/memberships/renewal`,
    'membership',
    true,
    'membershipPlanUpdateFailed',
  ),
  unsubscribe: route('POST', `${U}/unsubscribe`, 'membership', true),
  cancelSubscriptionRequest: route('POST', `${U}/subscription-requests`, 'membership', true),
  registerCreditCard: route('POST', `${U}/credit-cards`, 'membership', true, 'cardProcessingFailed'),
  startTdsCardAuth: route('POST', `${U}/tds/credit_card/auth`, 'membership', true, 'cardProcessingFailed'),
  confirmTdsCardAuth: route(
    'POST',
    `${U}/tds/credit_card/auth/confirm`,
    'membership',
    true,
    'cardProcessingFailed',
  ),

  // Voting
  purchaseVotingPackageSavedCard: route(
    'POST',
    `${U}/voting-packages/purchases`,
    'votingPackages',
    true,
    'votingPackagePurchaseFailed',
  ),
  purchaseVotingPackage: route(
    'POST',
    `${U}/voting-packages/purchase`,
    'votingPackages',
    true,
    'votingPointPurchaseFailed',
  ),
  purchaseVotingPackageKonbini: route(
    'POST',
    `${U}/voting-packages/purchase/konbini`,
    'votingPackages',
    true,
    'votingPointPurchaseFailed',
  ),
  startTdsVotingPackagePurchase: route(
    'POST',
    `${U}/tds/voting-packages/purchase`,
    'votingPackages',
    true,
    'votingPointPurchaseFailed',
  ),
  confirmTdsVotingPackagePurchase: route(
    'POST',
    `${U}/tds/voting-packages/purchase/confirm`,
    'votingPackages',
    true,
    'votingPointPurchaseFailed',
  ),
  vote: route('POST', `${U}/votes`, 'voting', true),

  // Engagement
  answerSurvey: route('POST', `${U}/surveys/:id/survey-answers`, 'surveys', true, 'orderFailed'),
  registerDrawEvent: route('POST', `${U}/draw-events/:id/register`, 'drawEvents', true, 'drawFailed'),
  earnEventReward: route('POST', `${U}/events/:id/rewards/earn`, 'eventRewards', true),
  receiveBirthdayGift: route('PATCH', `${U}/received-gifts`, 'birthdayGifts', true),
} as const;

export type EndpointRoutes = typeof endpointRoutes;
