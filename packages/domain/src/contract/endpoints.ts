/**
 * Every call of spec section 7, declared once. The client, the hooks, the MSW handlers and the
 * API server all read this table. Calls the spec does not list but the product needs (logout,
 * postal codes, inquiries, page views, legal texts, vlogs, Q&A, birthday gifts, event rewards) are
 * marked `extension` in their summary. Method, path and the other plain facts of each call live in
 * `routes.ts` (no zod), so a browser can start a call before these schemas have loaded.
 */
import { z } from 'zod';
import { defineEndpoint as e } from './endpoint.ts';
import * as ent from './entities.ts';
import * as req from './requests.ts';
import { endpointRoutes as r } from './routes.ts';
import { queryInt } from './fields.ts';

/** An id in a query string, within the database's int4 like every id. */
const queryIdField = queryInt().positive();

const none = z.object({});

export const endpoints = {
  // Content (public GET)
  listBiographies: e({
    ...r.listBiographies,
    summary: 'Biography list',
    query: req.listQuery,
    response: req.listOf(ent.biographySchema),
  }),
  getBiography: e({
    ...r.getBiography,
    summary: 'Biography',
    params: req.idParams,
    response: ent.biographySchema,
  }),

  listBlogs: e({
    ...r.listBlogs,
    summary: 'Blog list',
    query: req.listQuery,
    response: req.listOf(ent.blogSchema),
  }),
  getBlog: e({
    ...r.getBlog,
    summary: 'Blog',
    params: req.idParams,
    response: ent.blogSchema,
  }),
  getNextBlog: e({
    ...r.getNextBlog,
    summary: 'Next (newer) blog, or null',
    params: req.idParams,
    response: ent.blogSchema.nullable(),
  }),
  getPreviousBlog: e({
    ...r.getPreviousBlog,
    summary: 'Previous (older) blog, or null',
    params: req.idParams,
    response: ent.blogSchema.nullable(),
  }),

  listDiscographies: e({
    ...r.listDiscographies,
    summary: 'Discography list',
    query: req.categoryListQuery,
    response: req.listOf(ent.discographySchema),
  }),
  getDiscography: e({
    ...r.getDiscography,
    summary: 'Discography',
    params: req.idParams,
    response: ent.discographySchema,
  }),
  listDiscographyCategories: e({
    ...r.listDiscographyCategories,
    summary: 'Discography categories',
    response: req.listOf(ent.categorySchema),
  }),

  listMembershipPlans: e({
    ...r.listMembershipPlans,
    summary: 'Membership plans on display',
    query: req.listQuery,
    response: req.listOf(ent.membershipPlanSchema),
  }),
  getMembershipPlan: e({
    ...r.getMembershipPlan,
    summary: 'Membership plan',
    params: req.idParams,
    response: ent.membershipPlanSchema,
  }),

  listNotices: e({
    ...r.listNotices,
    summary: 'Notice list',
    query: req.categoryListQuery,
    response: req.listOf(ent.noticeSchema),
  }),
  getNotice: e({
    ...r.getNotice,
    summary: 'Notice',
    params: req.idParams,
    response: ent.noticeSchema,
  }),
  getNextNotice: e({
    ...r.getNextNotice,
    summary: 'Next (newer) notice, or null',
    params: req.idParams,
    response: ent.noticeSchema.nullable(),
  }),
  getPreviousNotice: e({
    ...r.getPreviousNotice,
    summary: 'Previous (older) notice, or null',
    params: req.idParams,
    response: ent.noticeSchema.nullable(),
  }),
  listNoticeCategories: e({
    ...r.listNoticeCategories,
    summary: 'Notice categories',
    response: req.listOf(ent.categorySchema),
  }),

  listNews: e({
    ...r.listNews,
    summary: 'News list',
    query: req.categoryListQuery,
    response: req.listOf(ent.newsSchema),
  }),
  getNews: e({
    ...r.getNews,
    summary: 'News item',
    params: req.idParams,
    response: ent.newsSchema,
  }),
  getNextNews: e({
    ...r.getNextNews,
    summary: 'Next (newer) news item, or null',
    params: req.idParams,
    response: ent.newsSchema.nullable(),
  }),
  getPreviousNews: e({
    ...r.getPreviousNews,
    summary: 'Previous (older) news item, or null',
    params: req.idParams,
    response: ent.newsSchema.nullable(),
  }),
  listNewsCategories: e({
    ...r.listNewsCategories,
    summary: 'News categories',
    response: req.listOf(ent.newsCategorySchema),
  }),

  listProducts: e({
    ...r.listProducts,
    summary: 'Product list',
    query: req.categoryListQuery,
    response: req.listOf(ent.productSchema),
  }),
  getProduct: e({
    ...r.getProduct,
    summary: 'Product with SKUs',
    params: req.idParams,
    response: ent.productSchema,
  }),
  listProductCategories: e({
    ...r.listProductCategories,
    summary: 'Product categories',
    response: req.listOf(ent.categorySchema),
  }),

  listProfiles: e({
    ...r.listProfiles,
    summary: 'Profile list',
    query: req.listQuery,
    response: req.listOf(ent.profileSchema),
  }),

  listVotingPackages: e({
    ...r.listVotingPackages,
    summary: 'Voting point packages',
    query: req.listQuery,
    response: req.listOf(ent.votingPackageSchema),
  }),
  getVotingPackage: e({
    ...r.getVotingPackage,
    summary: 'Voting point package',
    params: req.idParams,
    response: ent.votingPackageSchema,
  }),

  listSchedules: e({
    ...r.listSchedules,
    summary: 'Schedule list',
    query: req.categoryListQuery,
    response: req.listOf(ent.scheduleSchema),
  }),
  getSchedule: e({
    ...r.getSchedule,
    summary: 'Schedule entry',
    params: req.idParams,
    response: ent.scheduleSchema,
  }),
  listScheduleCategories: e({
    ...r.listScheduleCategories,
    summary: 'Schedule categories',
    response: req.listOf(ent.categorySchema),
  }),

  listTopics: e({
    ...r.listTopics,
    summary: 'Topics',
    response: req.listOf(ent.topicSchema),
  }),
  listTopComponents: e({
    ...r.listTopComponents,
    summary: 'Home page sections in order',
    response: req.listOf(ent.topComponentSchema),
  }),
  listTopImages: e({
    ...r.listTopImages,
    summary: 'Home page images',
    response: req.listOf(ent.topImageSchema),
  }),
  listAds: e({
    ...r.listAds,
    summary: 'Ads',
    response: req.listOf(ent.adSchema),
  }),
  listMusicVideos: e({
    ...r.listMusicVideos,
    summary: 'Music videos',
    response: req.listOf(ent.musicVideoSchema),
  }),

  getWebSpecification: e({
    ...r.getWebSpecification,
    summary: 'Web specification (brand, images, links)',
    response: ent.webSpecificationSchema,
  }),
  listCompanyPages: e({
    ...r.listCompanyPages,
    summary: 'Company pages (the menu)',
    response: req.listOf(ent.companyPageSchema),
  }),

  listVotingEvents: e({
    ...r.listVotingEvents,
    summary: 'Voting events',
    query: req.listQuery,
    response: req.listOf(ent.votingEventSchema),
  }),
  getVotingEventProfile: e({
    ...r.getVotingEventProfile,
    summary: 'Voting event profile',
    params: req.idParams,
    response: ent.votingEventProfileSchema,
  }),

  listSurveys: e({
    ...r.listSurveys,
    summary: 'Surveys',
    query: req.listQuery,
    response: req.listOf(ent.surveySchema),
  }),
  listSurveyQuestions: e({
    ...r.listSurveyQuestions,
    summary: 'Survey questions',
    query: req.listQuery.extend({ surveyId: queryIdField.optional() }),
    response: req.listOf(ent.surveyQuestionSchema),
  }),
  listSurveyAnswers: e({
    ...r.listSurveyAnswers,
    summary: 'Survey answers with totals',
    query: req.listQuery.extend({
      surveyQuestionId: queryIdField.optional(),
    }),
    response: req.listOf(ent.surveyAnswerSchema),
  }),
  listSurveyRegistrations: e({
    ...r.listSurveyRegistrations,
    summary: 'Survey registrations (anonymous)',
    query: req.listQuery.extend({ surveyId: queryIdField.optional() }),
    response: req.listOf(ent.surveyRegistrationSchema.omit({ userId: true })),
  }),

  listDeliveryMethods: e({
    ...r.listDeliveryMethods,
    summary: 'Active delivery methods',
    response: req.listOf(ent.deliveryMethodSchema),
  }),
  getDeliveryMethod: e({
    ...r.getDeliveryMethod,
    summary: 'Delivery method',
    params: req.idParams,
    response: ent.deliveryMethodSchema,
  }),

  // Extensions (public)
  getPaymentOptions: e({
    ...r.getPaymentOptions,
    summary: 'extension: the payment methods beside cards (konbini: its fee, deadline and chains)',
    response: ent.paymentOptionsSchema,
  }),
  getLegalTexts: e({
    ...r.getLegalTexts,
    summary: 'extension: terms, privacy policy, commercial-law notice, membership policy',
    response: ent.legalTextsSchema,
  }),
  listVlogs: e({
    ...r.listVlogs,
    summary: 'extension: special videos (/special-video)',
    response: req.listOf(ent.vlogSchema),
  }),
  listFaqs: e({
    ...r.listFaqs,
    summary: 'extension: the published questions of the Q&A page (/q&a), in display order',
    response: req.listOf(ent.faqSchema),
  }),
  lookupPostalCode: e({
    ...r.lookupPostalCode,
    summary: 'extension: postal-code lookup in the zipcloud shape',
    query: req.zipcodeQuery,
    response: ent.postalCodeResponseSchema,
  }),
  createInquiry: e({
    ...r.createInquiry,
    summary: 'extension: contact form',
    body: req.inquiryBody,
    response: req.messageResponse,
  }),
  recordPageView: e({
    ...r.recordPageView,
    summary: 'extension: first-party page-view analytics',
    body: req.pageViewBody,
    response: req.messageResponse,
  }),

  // Signed-in GET
  listUserBlogs: e({
    ...r.listUserBlogs,
    summary: 'Blog list for a member',
    query: req.listQuery,
    response: req.listOf(ent.blogSchema),
  }),
  getUserBlog: e({
    ...r.getUserBlog,
    summary: 'Blog for a member',
    params: req.idParams,
    response: ent.blogSchema,
  }),
  getCart: e({
    ...r.getCart,
    summary: "The member's cart",
    response: ent.cartSchema,
  }),
  getUserProfile: e({
    ...r.getUserProfile,
    summary: 'Profile detail',
    params: req.idParams,
    response: ent.profileSchema,
  }),
  listOrders: e({
    ...r.listOrders,
    summary: "The member's orders, newest first",
    query: req.listQuery,
    response: req.listOf(ent.orderSchema),
  }),
  getOrder: e({
    ...r.getOrder,
    summary: 'One of the member’s orders, by its number (or the id of an order from before numbers)',
    params: req.orderParams,
    response: ent.orderSchema,
  }),
  getOrderReceipt: e({
    ...r.getOrderReceipt,
    errors: [404, 409],
    summary: 'extension: the 領収書 of a paid order, once issued (every reading is a 再発行)',
    params: req.orderParams,
    response: ent.receiptSchema,
  }),
  listVotingPackagePurchases: e({
    ...r.listVotingPackagePurchases,
    summary: "The member's point purchases",
    query: req.listQuery,
    response: req.listOf(ent.votingPackagePurchaseSchema),
  }),
  getVotingPackagePurchase: e({
    ...r.getVotingPackagePurchase,
    summary: 'One point purchase',
    params: req.idParams,
    response: ent.votingPackagePurchaseSchema,
  }),
  getUserSurvey: e({
    ...r.getUserSurvey,
    summary: 'Survey with whether the member answered',
    params: req.idParams,
    response: ent.surveySchema,
  }),
  listDrawEvents: e({
    ...r.listDrawEvents,
    summary: 'Draw events',
    query: req.sortedListQuery,
    response: req.listOf(ent.drawEventSchema),
  }),
  getDrawEvent: e({
    ...r.getDrawEvent,
    summary: 'Draw event',
    params: req.idParams,
    response: ent.drawEventSchema,
  }),
  listGiftPosts: e({
    ...r.listGiftPosts,
    summary: 'Gift posts',
    query: req.sortedListQuery,
    response: req.listOf(ent.giftPostSchema),
  }),
  getGiftPost: e({
    ...r.getGiftPost,
    summary: 'Gift post',
    params: req.idParams,
    response: ent.giftPostSchema,
  }),
  getEmailByToken: e({
    ...r.getEmailByToken,
    summary: 'The email bound to a mailed token',
    query: req.tokenQuery,
    response: req.getEmailResponse,
  }),
  listVoteHistories: e({
    ...r.listVoteHistories,
    summary: "The member's votes",
    query: req.voteHistoryQuery,
    response: req.listOf(ent.voteHistorySchema),
  }),
  listBirthdayGifts: e({
    ...r.listBirthdayGifts,
    summary: 'extension: birthday gifts for the member’s birth month',
    response: req.listOf(ent.birthdayGiftSchema),
  }),
  getEventRewards: e({
    ...r.getEventRewards,
    summary: 'extension: stamps and content rewards of an event',
    params: req.idParams,
    response: ent.eventRewardsSchema,
  }),
  getMembershipCard: e({
    ...r.getMembershipCard,
    summary: 'extension: the member’s digital membership card with its signed QR payload',
    response: ent.membershipCardSchema,
  }),
  verifyMembershipCard: e({
    ...r.verifyMembershipCard,
    summary: 'extension: a venue checks a membership card’s QR payload',
    body: req.tokenBody,
    response: ent.membershipCardCheckSchema,
  }),
  getMembershipCardKey: e({
    ...r.getMembershipCardKey,
    summary: 'extension: the public key of the membership card signature (JWK)',
    response: ent.membershipCardKeySchema,
  }),

  // Auth and account
  signIn: e({
    ...r.signIn,
    errors: [401, 403],
    summary: 'Sign in',
    body: req.signInBody,
    response: req.authResponse,
  }),
  refreshToken: e({
    ...r.refreshToken,
    errors: [401],
    summary: 'Exchange the refresh token (rotated)',
    body: req.refreshTokenBody,
    response: req.authResponse,
  }),
  signUp: e({
    ...r.signUp,
    errors: [409],
    summary: 'Register with the mailed token',
    body: req.signUpBody,
    response: req.authResponse,
  }),
  sendSignUpEmail: e({
    ...r.sendSignUpEmail,
    summary: 'Mail a sign-up link',
    body: req.sendEmailBody,
    response: req.messageResponse,
  }),
  sendPasswordEmail: e({
    ...r.sendPasswordEmail,
    summary: 'Mail a password-reset link',
    body: req.emailBody,
    response: req.messageResponse,
  }),
  forgotPassword: e({
    ...r.forgotPassword,
    summary: 'Set a new password with the mailed token',
    body: req.forgotPasswordBody,
    response: req.messageResponse,
  }),
  sendEmailChange: e({
    ...r.sendEmailChange,
    errors: [409],
    summary: 'Mail a link to confirm a new email (needs the current password)',
    body: req.emailChangeBody,
    response: req.messageResponse,
  }),
  confirmEmailChange: e({
    ...r.confirmEmailChange,
    summary: 'Confirm the new email',
    body: req.tokenBody,
    response: req.messageResponse,
  }),
  undoEmailChange: e({
    ...r.undoEmailChange,
    summary: 'extension: the old address takes the account back (link in the change notice)',
    body: req.tokenBody,
    response: req.messageResponse,
  }),
  logout: e({
    ...r.logout,
    summary: 'extension: revoke the refresh token',
    body: req.refreshTokenBody,
    response: req.messageResponse,
  }),
  updatePassword: e({
    ...r.updatePassword,
    summary: 'Change password',
    body: req.updatePasswordBody,
    response: req.messageResponse,
  }),
  updateProfile: e({
    ...r.updateProfile,
    summary: 'Change profile',
    body: req.updateProfileBody,
    response: ent.userSchema,
  }),
  getAnnouncementMail: e({
    ...r.getAnnouncementMail,
    summary: 'extension: whether the member receives the club’s announcements (お知らせメール)',
    response: req.announcementMailSetting,
  }),
  updateAnnouncementMail: e({
    ...r.updateAnnouncementMail,
    summary: 'extension: turn お知らせメール on or off (transactional mail is always sent)',
    body: req.announcementMailSetting,
    response: req.announcementMailSetting,
  }),

  // Shop
  saveCartProducts: e({
    ...r.saveCartProducts,
    errors: [403, 404],
    summary: 'Set cart lines (count 0 removes)',
    body: req.cartProductsBody,
    response: ent.cartSchema,
  }),
  deleteCartProduct: e({
    ...r.deleteCartProduct,
    summary: 'Remove a cart line',
    params: req.idParams,
    response: ent.cartSchema,
  }),
  issueOrderReceipt: e({
    ...r.issueOrderReceipt,
    errors: [404, 409],
    summary: 'extension: issue the 領収書 of a paid order, with its addressee entered once',
    params: req.orderParams,
    body: req.receiptBody,
    response: ent.receiptSchema,
  }),
  createOrder: e({
    ...r.createOrder,
    errors: [403, 404, 409],
    summary: 'Order and pay (no 3-D Secure challenge)',
    body: req.orderBody,
    response: req.orderResponse,
  }),
  startTdsOrder: e({
    ...r.startTdsOrder,
    errors: [403, 404, 409],
    summary: 'Order with 3-D Secure (a new card token, or the saved card without one): start',
    body: req.orderBody,
    response: req.tdsStartResponse,
  }),
  startTdsUpdateCardOrder: e({
    ...r.startTdsUpdateCardOrder,
    errors: [404, 409],
    summary: 'Order with a new card saved, with 3-D Secure',
    body: req.orderBody,
    response: req.tdsStartResponse,
  }),
  confirmTdsOrder: e({
    ...r.confirmTdsOrder,
    errors: [404, 409],
    summary: 'Order with 3-D Secure: confirm',
    body: req.tdsConfirmBody,
    response: req.tdsOrderConfirmResponse,
  }),

  // Membership and cards
  purchaseMembership: e({
    ...r.purchaseMembership,
    errors: [404, 409],
    summary: 'Buy a plan (no 3-D Secure challenge)',
    body: req.membershipPurchaseBody,
    response: req.subscriptionResponse,
  }),
  purchaseMembershipKonbini: e({
    ...r.purchaseMembershipKonbini,
    errors: [404, 409],
    summary:
      'extension: pay one prepaid period of a plan with konbini (never renews by itself): the slip; the period is added from the current end when the store payment is notified',
    body: req.membershipKonbiniBody,
    response: req.membershipKonbiniResponse,
  }),
  startTdsSubscription: e({
    ...r.startTdsSubscription,
    errors: [404, 409],
    summary: 'Buy a plan with 3-D Secure (a new card token, or the saved card without one): start',
    body: req.membershipPurchaseBody,
    response: req.tdsStartResponse,
  }),
  confirmTdsSubscription: e({
    ...r.confirmTdsSubscription,
    errors: [404, 409],
    summary: 'Buy a plan with 3-D Secure: confirm',
    body: req.tdsConfirmBody,
    response: req.subscriptionResponse,
  }),
  startTdsUpdateCardSubscription: e({
    ...r.startTdsUpdateCardSubscription,
    errors: [404, 409],
    summary: 'Replace the subscription card with 3-D Secure',
    body: req.cardRegistrationBody,
    response: req.tdsStartResponse,
  }),
  updatePlan: e({
    ...r.updatePlan,
    errors: [404, 409],
    summary: 'Change plan',
    body: req.updatePlanBody,
    response: req.subscriptionResponse,
  }),
  changeMembershipRenewal: e({
    ...r.changeMembershipRenewal,
    errors: [404, 409],
    summary:
      'extension: how the next period is paid, from the end of the one paid: auto (the saved card, renews by itself) or prepaid (konbini, never renews by itself); nothing is charged now',
    body: req.renewalBody,
    response: req.subscriptionResponse,
  }),
  unsubscribe: e({
    ...r.unsubscribe,
    errors: [404, 409],
    summary: 'Cancel at period end',
    body: req.unsubscribeBody,
    response: req.subscriptionResponse,
  }),
  cancelSubscriptionRequest: e({
    ...r.cancelSubscriptionRequest,
    errors: [404, 409],
    summary: 'Withdraw a cancellation request',
    body: none,
    response: req.subscriptionResponse,
  }),
  registerCreditCard: e({
    ...r.registerCreditCard,
    errors: [409],
    summary: 'Save a card (no challenge)',
    body: req.cardRegistrationBody,
    response: req.cardResponse,
  }),
  startTdsCardAuth: e({
    ...r.startTdsCardAuth,
    errors: [409],
    summary: 'Save a card with 3-D Secure: start',
    body: req.cardRegistrationBody,
    response: req.tdsStartResponse,
  }),
  confirmTdsCardAuth: e({
    ...r.confirmTdsCardAuth,
    errors: [404, 409],
    summary: 'Save a card with 3-D Secure: confirm',
    body: req.tdsConfirmBody,
    response: req.cardResponse,
  }),

  // Voting
  purchaseVotingPackageSavedCard: e({
    ...r.purchaseVotingPackageSavedCard,
    errors: [404, 409],
    summary: 'Buy points with the saved card',
    body: req.votingPackagePurchaseBody,
    response: req.votingPackagePurchaseResponse,
  }),
  purchaseVotingPackage: e({
    ...r.purchaseVotingPackage,
    errors: [404, 409],
    summary: 'Buy points with a new card token',
    body: req.votingPackagePurchaseBody,
    response: req.votingPackagePurchaseResponse,
  }),
  purchaseVotingPackageKonbini: e({
    ...r.purchaseVotingPackageKonbini,
    errors: [404, 409],
    summary: 'extension: buy points with konbini: the slip; the points come with the store payment',
    body: req.votingPackageKonbiniBody,
    response: req.votingPackageKonbiniResponse,
  }),
  startTdsVotingPackagePurchase: e({
    ...r.startTdsVotingPackagePurchase,
    errors: [404, 409],
    summary: 'extension: buy points with 3-D Secure (a new card token, or the saved card without one): start',
    body: req.votingPackagePurchaseBody,
    response: req.tdsStartResponse,
  }),
  confirmTdsVotingPackagePurchase: e({
    ...r.confirmTdsVotingPackagePurchase,
    errors: [404, 409],
    summary: 'extension: buy points with 3-D Secure: confirm',
    body: req.tdsConfirmBody,
    response: req.votingPackagePurchaseResponse,
  }),
  vote: e({
    ...r.vote,
    errors: [404, 409],
    summary: 'Spend points on a profile',
    body: req.voteBody,
    response: req.voteResponse,
  }),

  // Engagement
  answerSurvey: e({
    ...r.answerSurvey,
    summary: 'Answer a survey once',
    params: req.idParams,
    body: req.surveyAnswersBody,
    response: ent.surveyRegistrationSchema,
  }),
  registerDrawEvent: e({
    ...r.registerDrawEvent,
    summary: 'Enter a draw benefit',
    params: req.idParams,
    body: req.drawRegisterBody,
    response: req.drawRegisterResponse,
  }),
  earnEventReward: e({
    ...r.earnEventReward,
    summary: 'Earn a stamp by its QR value',
    params: req.idParams,
    body: req.earnRewardBody,
    response: ent.eventRewardsSchema,
  }),
  receiveBirthdayGift: e({
    ...r.receiveBirthdayGift,
    summary: 'Mark the birthday gift received',
    body: req.receivedGiftBody,
    response: ent.userSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
