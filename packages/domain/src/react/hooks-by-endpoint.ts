/**
 * The hook of every endpoint, by the endpoint's name in the contract table. `satisfies` makes the
 * compiler fail when an endpoint has no hook (or a hook names an endpoint that is gone); the
 * contract-guard test reads it at run time.
 */
import type { EndpointName } from '../contract/index.ts';
import * as auth from './auth.ts';
import * as analytics from './analytics.ts';
import * as biographies from './biographies.ts';
import * as birthdayGifts from './birthday-gifts.ts';
import * as blogs from './blogs.ts';
import * as cart from './cart.ts';
import * as deliveryMethods from './delivery-methods.ts';
import * as discographies from './discographies.ts';
import * as drawEvents from './draw-events.ts';
import * as eventRewards from './event-rewards.ts';
import * as faqs from './faqs.ts';
import * as giftPosts from './gift-posts.ts';
import * as home from './home.ts';
import * as inquiries from './inquiries.ts';
import * as membership from './membership.ts';
import * as membershipCard from './membership-card.ts';
import * as membershipPlans from './membership-plans.ts';
import * as musicVideos from './music-videos.ts';
import * as news from './news.ts';
import * as notices from './notices.ts';
import * as orders from './orders.ts';
import * as postalCodes from './postal-codes.ts';
import * as products from './products.ts';
import * as profiles from './profiles.ts';
import * as schedules from './schedules.ts';
import * as site from './site.ts';
import * as surveys from './surveys.ts';
import * as voting from './voting.ts';
import * as votingPackages from './voting-packages.ts';

export const hooksByEndpoint = {
  // Content
  listBiographies: biographies.useBiographies,
  getBiography: biographies.useBiography,
  listBlogs: blogs.useBlogs,
  getBlog: blogs.useBlog,
  getNextBlog: blogs.useNextBlog,
  getPreviousBlog: blogs.usePreviousBlog,
  listDiscographies: discographies.useDiscographies,
  getDiscography: discographies.useDiscography,
  listDiscographyCategories: discographies.useDiscographyCategories,
  listMembershipPlans: membershipPlans.useMembershipPlans,
  getMembershipPlan: membershipPlans.useMembershipPlan,
  listNotices: notices.useNotices,
  getNotice: notices.useNotice,
  getNextNotice: notices.useNextNotice,
  getPreviousNotice: notices.usePreviousNotice,
  listNoticeCategories: notices.useNoticeCategories,
  listNews: news.useNewsList,
  getNews: news.useNews,
  getNextNews: news.useNextNews,
  getPreviousNews: news.usePreviousNews,
  listNewsCategories: news.useNewsCategories,
  listProducts: products.useProducts,
  getProduct: products.useProduct,
  listProductCategories: products.useProductCategories,
  listProfiles: profiles.useProfiles,
  listVotingPackages: votingPackages.useVotingPackages,
  getVotingPackage: votingPackages.useVotingPackage,
  listSchedules: schedules.useSchedules,
  getSchedule: schedules.useSchedule,
  listScheduleCategories: schedules.useScheduleCategories,
  listTopics: home.useTopics,
  listTopComponents: home.useTopComponents,
  listTopImages: home.useTopImages,
  listAds: home.useAds,
  listMusicVideos: musicVideos.useMusicVideos,
  getWebSpecification: site.useWebSpecification,
  listCompanyPages: site.useCompanyPages,
  listVotingEvents: voting.useVotingEvents,
  getVotingEventProfile: voting.useVotingEventProfile,
  listSurveys: surveys.useSurveys,
  listSurveyQuestions: surveys.useSurveyQuestions,
  listSurveyAnswers: surveys.useSurveyAnswers,
  listSurveyRegistrations: surveys.useSurveyRegistrations,
  listDeliveryMethods: deliveryMethods.useDeliveryMethods,
  getDeliveryMethod: deliveryMethods.useDeliveryMethod,
  // Extensions (public)
  getPaymentOptions: deliveryMethods.usePaymentOptions,
  getLegalTexts: site.useLegalTexts,
  listVlogs: musicVideos.useVlogs,
  listFaqs: faqs.useFaqs,
  lookupPostalCode: postalCodes.usePostalCode,
  createInquiry: inquiries.useCreateInquiry,
  recordPageView: analytics.useRecordPageView,
  // Signed in
  listUserBlogs: blogs.useUserBlogs,
  getUserBlog: blogs.useUserBlog,
  getCart: cart.useCart,
  getUserProfile: profiles.useUserProfile,
  listOrders: orders.useOrders,
  getOrder: orders.useOrder,
  getOrderReceipt: orders.useOrderReceipt,
  listVotingPackagePurchases: votingPackages.useVotingPackagePurchases,
  getVotingPackagePurchase: votingPackages.useVotingPackagePurchase,
  getUserSurvey: surveys.useUserSurvey,
  listDrawEvents: drawEvents.useDrawEvents,
  getDrawEvent: drawEvents.useDrawEvent,
  listGiftPosts: giftPosts.useGiftPosts,
  getGiftPost: giftPosts.useGiftPost,
  getEmailByToken: auth.useEmailByToken,
  listVoteHistories: voting.useVoteHistories,
  listBirthdayGifts: birthdayGifts.useBirthdayGifts,
  getEventRewards: eventRewards.useEventRewards,
  getMembershipCard: membershipCard.useMembershipCard,
  verifyMembershipCard: membershipCard.useVerifyMembershipCard,
  getMembershipCardKey: membershipCard.useMembershipCardKey,
  // Auth and account
  signIn: auth.useSignIn,
  refreshToken: auth.useRefreshToken,
  signUp: auth.useSignUp,
  sendSignUpEmail: auth.useSendSignUpEmail,
  sendPasswordEmail: auth.useSendPasswordEmail,
  forgotPassword: auth.useForgotPassword,
  sendEmailChange: auth.useSendEmailChange,
  confirmEmailChange: auth.useConfirmEmailChange,
  undoEmailChange: auth.useUndoEmailChange,
  logout: auth.useLogout,
  updatePassword: auth.useUpdatePassword,
  updateProfile: auth.useUpdateProfile,
  getAnnouncementMail: auth.useAnnouncementMail,
  updateAnnouncementMail: auth.useUpdateAnnouncementMail,
  // Shop
  saveCartProducts: cart.useSaveCartProducts,
  deleteCartProduct: cart.useDeleteCartProduct,
  createOrder: orders.useCreateOrder,
  issueOrderReceipt: orders.useIssueOrderReceipt,
  startTdsOrder: orders.useStartTdsOrder,
  startTdsUpdateCardOrder: orders.useStartTdsUpdateCardOrder,
  confirmTdsOrder: orders.useConfirmTdsOrder,
  // Membership and cards
  purchaseMembership: membership.usePurchaseMembership,
  purchaseMembershipKonbini: membership.usePurchaseMembershipKonbini,
  startTdsSubscription: membership.useStartTdsSubscription,
  confirmTdsSubscription: membership.useConfirmTdsSubscription,
  startTdsUpdateCardSubscription: membership.useStartTdsUpdateCardSubscription,
  updatePlan: membership.useUpdatePlan,
  changeMembershipRenewal: membership.useChangeMembershipRenewal,
  unsubscribe: membership.useUnsubscribe,
  cancelSubscriptionRequest: membership.useCancelSubscriptionRequest,
  registerCreditCard: membership.useRegisterCreditCard,
  startTdsCardAuth: membership.useStartTdsCardAuth,
  confirmTdsCardAuth: membership.useConfirmTdsCardAuth,
  // Voting
  purchaseVotingPackageSavedCard: votingPackages.usePurchaseVotingPackageSavedCard,
  purchaseVotingPackage: votingPackages.usePurchaseVotingPackage,
  startTdsVotingPackagePurchase: votingPackages.useStartTdsVotingPackagePurchase,
  purchaseVotingPackageKonbini: votingPackages.usePurchaseVotingPackageKonbini,
  confirmTdsVotingPackagePurchase: votingPackages.useConfirmTdsVotingPackagePurchase,
  vote: voting.useVote,
  // Engagement
  answerSurvey: surveys.useAnswerSurvey,
  registerDrawEvent: drawEvents.useRegisterDrawEvent,
  earnEventReward: eventRewards.useEarnEventReward,
  receiveBirthdayGift: birthdayGifts.useReceiveBirthdayGift,
} satisfies Record<EndpointName, (...args: never[]) => unknown>;
