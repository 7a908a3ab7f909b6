// @fanclub/domain/react: the API client in React context, query keys, queryOptions and hooks.
export { ApiProvider, useApiClient } from './ApiProvider.tsx';
export type { ApiProviderProps } from './ApiProvider.tsx';
export { queryKeys, memberQueryKeys } from './query-keys.ts';
export { hooksByEndpoint } from './hooks-by-endpoint.ts';
export type { Id, MutationHookOptions, SignedInOptions } from './hook-helpers.ts';
export { useRecordPageView } from './analytics.ts';
export {
  emailByTokenQueryOptions,
  useEmailByToken,
  useSignIn,
  useRefreshToken,
  useSignUp,
  useSendSignUpEmail,
  useSendPasswordEmail,
  useForgotPassword,
  useSendEmailChange,
  useConfirmEmailChange,
  useUndoEmailChange,
  useUpdatePassword,
  useUpdateProfile,
  useAnnouncementMail,
  useUpdateAnnouncementMail,
  useLogout,
} from './auth.ts';
export {
  biographiesQueryOptions,
  biographyQueryOptions,
  useBiographies,
  useBiography,
} from './biographies.ts';
export {
  membershipCardQueryOptions,
  useMembershipCard,
  useMembershipCardKey,
  useVerifyMembershipCard,
} from './membership-card.ts';
export { birthdayGiftsQueryOptions, useBirthdayGifts, useReceiveBirthdayGift } from './birthday-gifts.ts';
export {
  blogsQueryOptions,
  blogQueryOptions,
  nextBlogQueryOptions,
  previousBlogQueryOptions,
  userBlogsQueryOptions,
  userBlogQueryOptions,
  useBlogs,
  useBlog,
  useNextBlog,
  usePreviousBlog,
  useUserBlogs,
  useUserBlog,
} from './blogs.ts';
export { cartQueryOptions, useCart, useSaveCartProducts, useDeleteCartProduct } from './cart.ts';
export {
  deliveryMethodsQueryOptions,
  deliveryMethodQueryOptions,
  useDeliveryMethods,
  useDeliveryMethod,
  paymentOptionsQueryOptions,
  usePaymentOptions,
} from './delivery-methods.ts';
export {
  discographiesQueryOptions,
  discographyQueryOptions,
  discographyCategoriesQueryOptions,
  useDiscographies,
  useDiscography,
  useDiscographyCategories,
} from './discographies.ts';
export {
  drawEventsQueryOptions,
  drawEventQueryOptions,
  useDrawEvents,
  useDrawEvent,
  useRegisterDrawEvent,
} from './draw-events.ts';
export { eventRewardsQueryOptions, useEventRewards, useEarnEventReward } from './event-rewards.ts';
export { giftPostsQueryOptions, giftPostQueryOptions, useGiftPosts, useGiftPost } from './gift-posts.ts';
export {
  topicsQueryOptions,
  topComponentsQueryOptions,
  topImagesQueryOptions,
  adsQueryOptions,
  useTopics,
  useTopComponents,
  useTopImages,
  useAds,
} from './home.ts';
export { useCreateInquiry } from './inquiries.ts';
export {
  usePurchaseMembership,
  usePurchaseMembershipKonbini,
  useChangeMembershipRenewal,
  useStartTdsSubscription,
  useConfirmTdsSubscription,
  useStartTdsUpdateCardSubscription,
  useUpdatePlan,
  useUnsubscribe,
  useCancelSubscriptionRequest,
  useRegisterCreditCard,
  useStartTdsCardAuth,
  useConfirmTdsCardAuth,
} from './membership.ts';
export {
  membershipPlansQueryOptions,
  membershipPlanQueryOptions,
  useMembershipPlans,
  useMembershipPlan,
} from './membership-plans.ts';
export { faqsQueryOptions, useFaqs } from './faqs.ts';
export { musicVideosQueryOptions, vlogsQueryOptions, useMusicVideos, useVlogs } from './music-videos.ts';
export {
  newsListQueryOptions,
  newsQueryOptions,
  nextNewsQueryOptions,
  previousNewsQueryOptions,
  newsCategoriesQueryOptions,
  useNewsList,
  useNews,
  useNextNews,
  usePreviousNews,
  useNewsCategories,
} from './news.ts';
export {
  noticesQueryOptions,
  noticeQueryOptions,
  nextNoticeQueryOptions,
  previousNoticeQueryOptions,
  noticeCategoriesQueryOptions,
  useNotices,
  useNotice,
  useNextNotice,
  usePreviousNotice,
  useNoticeCategories,
} from './notices.ts';
export {
  ordersQueryOptions,
  orderQueryOptions,
  receiptQueryOptions,
  useOrderReceipt,
  useIssueOrderReceipt,
  useOrders,
  useOrder,
  useCreateOrder,
  useStartTdsOrder,
  useStartTdsUpdateCardOrder,
  useConfirmTdsOrder,
} from './orders.ts';
export { postalCodeQueryOptions, usePostalCode } from './postal-codes.ts';
export {
  productsQueryOptions,
  productQueryOptions,
  productCategoriesQueryOptions,
  useProducts,
  useProduct,
  useProductCategories,
} from './products.ts';
export { profilesQueryOptions, userProfileQueryOptions, useProfiles, useUserProfile } from './profiles.ts';
export {
  schedulesQueryOptions,
  scheduleQueryOptions,
  scheduleCategoriesQueryOptions,
  useSchedules,
  useSchedule,
  useScheduleCategories,
} from './schedules.ts';
export {
  webSpecificationQueryOptions,
  companyPagesQueryOptions,
  legalTextsQueryOptions,
  useWebSpecification,
  useCompanyPages,
  useLegalTexts,
} from './site.ts';
export {
  surveysQueryOptions,
  surveyQuestionsQueryOptions,
  surveyAnswersQueryOptions,
  surveyRegistrationsQueryOptions,
  userSurveyQueryOptions,
  useSurveys,
  useSurveyQuestions,
  useSurveyAnswers,
  useSurveyRegistrations,
  useUserSurvey,
  useAnswerSurvey,
} from './surveys.ts';
export {
  votingEventsQueryOptions,
  votingEventProfileQueryOptions,
  voteHistoriesQueryOptions,
  useVotingEvents,
  useVotingEventProfile,
  useVoteHistories,
  useVote,
} from './voting.ts';
export {
  votingPackagesQueryOptions,
  votingPackageQueryOptions,
  votingPackagePurchasesQueryOptions,
  votingPackagePurchaseQueryOptions,
  useVotingPackages,
  useVotingPackage,
  useVotingPackagePurchases,
  useVotingPackagePurchase,
  usePurchaseVotingPackageSavedCard,
  usePurchaseVotingPackage,
  useStartTdsVotingPackagePurchase,
  usePurchaseVotingPackageKonbini,
  useConfirmTdsVotingPackagePurchase,
} from './voting-packages.ts';
