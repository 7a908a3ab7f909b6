/**
 * Entities of spec section 3. Field names are kept exactly as the spec writes them, including its
 * mixed spellings (`imageURL` / `imageUrl`, `companyID` / `companyId`, `userID` / `userId`).
 * Where the spec lists a field only by meaning ("names and kana names", "three address lines",
 * "last billing date"), the chosen name is noted once here and used everywhere.
 *
 * Content that a guest or free member may not read keeps its title and image, and its `content`
 * (or media URL) is `null`: the server withholds it (see DESIGN.md "Paid content").
 */
import { z } from 'zod';
import {
  cycleTypes,
  konbiniPaymentStates,
  konbiniStores,
  orderStatuses,
  paymentMethods,
  sectionKeys,
  shippingCarriers,
  subscriptionStatuses,
} from './values.ts';

export { orderStatuses, sectionKeys, shippingCarriers, subscriptionStatuses };
export { konbiniPaymentStates, konbiniStores, paymentMethods };
export {
  konbiniPaymentStateLabels,
  konbiniStoreInfo,
  type KonbiniPaymentState,
  type KonbiniStore,
} from './values.ts';

const id = z.number().int().positive();
/** ISO 8601 date-time string (UTC offset included). */
const dateTime = z.string();
/** ISO date `YYYY-MM-DD`. */
const date = z.string();
const url = z.string();

export const orderStatusSchema = z.enum(orderStatuses);

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

export const cycleTypeSchema = z.enum(cycleTypes);
export const paymentMethodSchema = z.enum(paymentMethods);
/** What the card-only payments (plans, point packs) accept until konbini reaches them. */
export const cardPaymentMethodSchema = z.enum(['credit_card']);
export const shippingCarrierSchema = z.enum(shippingCarriers);
/** An order's number as fans and the club quote it: `20261129-3F9A2C7B01DE` (day, then random). */
export const ORDER_NUMBER_PATTERN = /^\d{8}-[0-9A-F]{12}$/;
export const konbiniStoreSchema = z.enum(konbiniStores);
export const konbiniPaymentStateSchema = z.enum(konbiniPaymentStates);

/** What checkout offers beside cards: konbini with its fee (tax included) and days to pay, or null when off. */
export const paymentOptionsSchema = z.object({
  konbini: z
    .object({
      fee: z.number().int().nonnegative(),
      deadlineDays: z.number().int().positive(),
      stores: z.array(konbiniStoreSchema),
    })
    .nullable(),
});

/**
 * What the fan needs to pay a konbini slip: the chain, its numbers (受付番号 or 払込票番号, and
 * 確認番号 where the chain uses one), the deadline and the gateway's slip page; and its state.
 */
export const konbiniSlipSchema = z.object({
  store: konbiniStoreSchema,
  receiptNumber: z.string(),
  confirmationNumber: z.string().nullable(),
  deadline: dateTime,
  slipUrl: url,
  state: konbiniPaymentStateSchema,
  paidAt: dateTime.nullable(),
});
/** 0: not stated, 1: male, 2: female, 9: other (ISO/IEC 5218 style, plus "other"). */
export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]);

export const categorySchema = z.object({ id, name: z.string() });
export const newsCategorySchema = z.object({ id, name: z.string(), companyId: id });
export const imageItemSchema = z.object({ id, url, displayOrder: z.number().int() });

export const subscriptionSchema = z.object({
  id,
  name: z.string(),
  price: z.number().int().nonnegative(),
  initialFee: z.number().int().nonnegative(),
  taxRate: z.number().nonnegative(),
  cycleType: cycleTypeSchema,
  cycleValue: z.number().int().positive(),
  billingCount: z.number().int().nonnegative(),
  retryBillingCount: z.number().int().nonnegative(),
  status: subscriptionStatusSchema,
  /**
   * extension: `auto` renews by charging the saved card; `prepaid` is a period paid in advance
   * (コンビニ払い) that ends at `end` unless another period is paid.
   */
  renewal: z.enum(['auto', 'prepaid']),
  isActive: z.boolean(),
  userId: id,
  planId: id,
  start: dateTime,
  end: dateTime.nullable(),
  lastBillingDate: dateTime.nullable(),
  nextBillingDate: dateTime.nullable(),
  bannedAt: dateTime.nullable(),
  bannedReason: z.string().nullable(),
});

/** A person's name as the member's profile and an order's delivery both hold it (spec field names). */
const personNameFields = {
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
};

/** A Japanese address: postal code, prefecture (1-47), city, street, and the optional building. */
const addressFields = {
  zipCode: z.string(),
  prefectureId: z.number().int().min(1).max(47),
  address1: z.string(),
  address2: z.string(),
  address3: z.string().nullable(),
};

/** The member number printed on the membership card: eight digits, given at sign-up, never reused. */
export const memberNumberSchema = z.string().regex(/^\d{8}$/);

export const userSchema = z.object({
  id,
  companyId: id,
  memberNumber: memberNumberSchema,
  email: z.string(),
  ...personNameFields,
  nickName: z.string().nullable(),
  phone: z.string(),
  ...addressFields,
  birthDate: date,
  gender: genderSchema,
  age: z.number().int().nonnegative(),
  isPaidMember: z.boolean(),
  isReceivedGift: z.boolean(),
  isTDS: z.boolean(),
  TDSMiecruId: z.string().nullable(),
  maskedCardNumber: z.string().nullable(),
  isValidCard: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  votingPoint: z.number().int().nonnegative(),
});

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});

export const membershipPlanSchema = z.object({
  id,
  name: z.string(),
  price: z.number().int().nonnegative(),
  taxRate: z.number().nonnegative(),
  initialFee: z.number().int().nonnegative(),
  isDisplayed: z.boolean(),
  cycleType: cycleTypeSchema,
  cycleValue: z.number().int().positive(),
  /** HTML describing what the plan lets a member see. */
  contentView: z.string(),
  images: z.array(imageItemSchema),
});

export const companyPageSchema = z.object({
  id,
  name: z.string(),
  key: z.string(),
  isVisible: z.boolean(),
  displayOrder: z.number().int(),
});

const sectionStyleSchema = z.object({ imageURL: url.nullable(), color: z.string().nullable() });

export const webSpecificationSchema = z.object({
  siteTitle: z.string(),
  siteDescription: z.string(),
  siteOGImage: url.nullable(),
  logos: z.object({ logoHeader: url.nullable(), logoFooter: url.nullable() }),
  favicon: url.nullable(),
  mainColor: z.string(),
  secondaryColor: z.string(),
  firstViewImagePC: url.nullable(),
  firstViewImageMobile: url.nullable(),
  tiktokLink: url.nullable(),
  instagramLink: url.nullable(),
  xLink: url.nullable(),
  youtubeLink: url.nullable(),
  sections: z.object(
    Object.fromEntries(sectionKeys.map((key) => [key, sectionStyleSchema])) as Record<
      (typeof sectionKeys)[number],
      typeof sectionStyleSchema
    >,
  ),
});

export const legalTextsSchema = z.object({
  termOfUse: z.string(),
  privacyPolicy: z.string(),
  specialCommercialLaw: z.string(),
  membershipPolicy: z.string(),
  /** 適格請求書発行事業者の登録番号 (`T` and 13 digits) printed on receipts; null when none. */
  invoiceRegistrationNumber: z.string().nullable(),
});

export const biographySchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  timeLine: z.array(z.object({ date: z.string(), content: z.string() })),
  imageUrl: url.nullable(),
  companyID: id,
});

export const profileSummarySchema = z.object({ id, name: z.string(), imageURL: url.nullable() });

export const blogSchema = z.object({
  id,
  title: z.string(),
  subTitle: z.string().nullable(),
  content: z.string().nullable(),
  isPaid: z.boolean(),
  imageURL: url.nullable(),
  publishedAt: dateTime,
  profile: profileSummarySchema.nullable(),
});

export const discographySchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  category: categorySchema,
  isShowPrice: z.boolean(),
  isPaid: z.boolean(),
  purchaseLink: url.nullable(),
  streamLink: url.nullable(),
  summary: z.string().nullable(),
  taxRate: z.number().nonnegative(),
  price: z.number().int().nonnegative(),
  imageURL: url.nullable(),
});

export const newsSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  imageURL: url.nullable(),
  isPaid: z.boolean(),
  category: newsCategorySchema,
  isNew: z.boolean(),
  publishAt: dateTime,
});

export const noticeSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  category: categorySchema,
  createdAt: dateTime,
  subTitle: z.string().nullable(),
  publishedAt: dateTime,
});

export const scheduleSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  imageURL: url.nullable(),
  link: url.nullable(),
  isPaid: z.boolean(),
  category: categorySchema,
  eventStart: dateTime,
  eventEnd: dateTime.nullable(),
});

export const topicSchema = z.object({
  id,
  title: z.string(),
  imageURL: url.nullable(),
  link: z.string().nullable(),
  displayOrder: z.number().int(),
});

export const topComponentSchema = z.object({
  id,
  displayOrder: z.number().int(),
  name: z.string(),
  key: z.string(),
  isDisplay: z.boolean(),
  fontStyle: z.string().nullable(),
});

export const topImageSchema = z.object({ id, url, displayOrder: z.number().int() });

export const adSchema = z.object({ id, title: z.string(), link: z.string().nullable(), imageURL: url });

export const musicVideoSchema = z.object({
  id,
  /** Not in the spec's field list; the list call is named `mv-titles`, so each video has a title. */
  title: z.string(),
  videoUrl: url.nullable(),
  isPaid: z.boolean(),
  displayOrder: z.number().int(),
});

export const vlogSchema = z.object({
  id,
  title: z.string(),
  videoUrl: url.nullable(),
  isPaid: z.boolean(),
});

/** One question of the Q&A page (/q&a): the answer is HTML the site sanitises like any body. */
export const faqSchema = z.object({
  id,
  question: z.string(),
  answer: z.string(),
  displayOrder: z.number().int(),
});

export const affiliateStoreSchema = z.object({
  id,
  name: z.string(),
  imageURL: url.nullable(),
  businessTime: z.string().nullable(),
  holiday: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
});

export const profileSchema = z.object({
  id,
  name: z.string(),
  isPaid: z.boolean(),
  displayOrder: z.number().int(),
  affiliateStore: affiliateStoreSchema.nullable(),
  affiliation: z.string().nullable(),
  birthday: z.string().nullable(),
  height: z.string().nullable(),
  hometown: z.string().nullable(),
  bloodType: z.string().nullable(),
  hobby: z.string().nullable(),
  skill: z.string().nullable(),
  aspiration: z.string().nullable(),
  imageURL: url.nullable(),
  bannerURL: url.nullable(),
  backgroundImageURL: url.nullable(),
  statement: z.string().nullable(),
  role: z.string().nullable(),
  profileImages: z.array(imageItemSchema),
});

export const skuAttributeSchema = z.object({ name: z.string(), value: z.string(), label: z.string() });

export const skuSchema = z.object({
  id,
  attributes: z.array(skuAttributeSchema),
  productID: id,
  imageUrl: url.nullable(),
  /** Units in stock. */
  quantity: z.number().int().nonnegative(),
  /** Price before tax, in yen. */
  price: z.number().int().nonnegative(),
  productName: z.string(),
});

export const productSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  imageURL: url.nullable(),
  productSkus: z.array(skuSchema),
  categories: z.array(categorySchema),
  taxRate: z.number().nonnegative(),
  isPaid: z.boolean(),
  isSale: z.boolean(),
  isRequiredPurchaseNote: z.boolean(),
  purchaseNoteHint: z.string().nullable(),
  isExternalIntegrated: z.boolean(),
  integrationConfig: z.record(z.string(), z.unknown()).nullable(),
  tag: z.string().nullable(),
});

export const cartProductSchema = z.object({
  id,
  productSkuID: id,
  productSku: skuSchema.extend({ taxRate: z.number().nonnegative() }),
  count: z.number().int().positive(),
  purchaseNote: z.string().nullable(),
});

export const cartSchema = z.object({
  id,
  userID: id,
  cartProducts: z.array(cartProductSchema),
});

export const orderTypeSchema = z.enum(['product', 'membership', 'voting_package']);

export const orderItemSchema = z.object({
  /** The SKU id; 0 for a plan's fee or points, and for a SKU since removed from the catalogue. */
  sku: z.number().int().nonnegative(),
  name: z.string(),
  /** Unit price including tax, in yen. */
  price: z.number().int().nonnegative(),
  attributes: z.array(skuAttributeSchema),
  count: z.number().int().positive(),
  note: z.string().nullable(),
  /** Consumption tax rate in percent that `price` includes (for the receipt's per-rate totals). */
  taxRate: z.number().nonnegative(),
});

/** Customer and delivery details shared by the order payload and the stored order. */
export const deliveryDetailsSchema = z.object({
  ...personNameFields,
  phone: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  ...addressFields,
});

export const orderSchema = z.object({
  id,
  /** The number shown to the fan (`ORDER_NUMBER_PATTERN`); `id` stays internal. */
  orderNumber: z.string(),
  companyID: id,
  userID: id,
  orderType: orderTypeSchema,
  status: orderStatusSchema,
  deliveryCost: z.number().int().nonnegative(),
  finalPrice: z.number().int().nonnegative(),
  totalProductPrice: z.number().int().nonnegative(),
  paymentMethod: paymentMethodSchema,
  maskedCardNumber: z.string().nullable(),
  /** The konbini fee (tax included), part of `finalPrice`; 0 for cards. */
  paymentFee: z.number().int().nonnegative(),
  /** The slip of a konbini order (null for cards). */
  konbini: konbiniSlipSchema.nullable(),
  items: z.array(orderItemSchema),
  subscriptionId: id.nullable(),
  deliveryMethod: z.object({ id, name: z.string() }).nullable(),
  delivery: deliveryDetailsSchema.nullable(),
  /** Set by the shop when the parcel leaves; with `trackingNumber` they make the tracking link. */
  carrier: shippingCarrierSchema.nullable(),
  trackingNumber: z.string().nullable(),
  /** When the 領収書 was first issued (null: never); every later issue is marked 再発行. */
  receiptIssuedAt: dateTime.nullable(),
  /** Yen paid back so far (0: none); all of `finalPrice` is 返金済み, less is 一部返金. */
  refundedAmount: z.number().int().nonnegative(),
  createdAt: dateTime,
});

/** One tax rate's share of a receipt: the amount including tax and the tax it contains. */
export const receiptRateSchema = z.object({
  taxRate: z.number().nonnegative(),
  amount: z.number().int().nonnegative(),
  tax: z.number().int().nonnegative(),
});

/**
 * A 領収書 as a qualified invoice (適格簡易請求書): the addressee entered once, the 但し書き, the
 * issuer from the 特定商取引法 page with its registration number, the totals per tax rate, the day
 * it was first issued and whether this is a 再発行.
 */
export const receiptSchema = z.object({
  orderNumber: z.string(),
  addressee: z.string(),
  /** 但し書き: what the money was for (「グッズ代として」). */
  purpose: z.string(),
  issuedAt: dateTime,
  isReissue: z.boolean(),
  paidAt: dateTime,
  issuer: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  /** 適格請求書発行事業者の登録番号 (`T` and 13 digits); null when the club has none. */
  registrationNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      count: z.number().int().positive(),
      price: z.number().int(),
      taxRate: z.number(),
    }),
  ),
  deliveryCost: z.number().int().nonnegative(),
  rates: z.array(receiptRateSchema),
  total: z.number().int().nonnegative(),
});

export const deliveryMethodSchema = z.object({
  id,
  name: z.string(),
  cost: z.number().int().nonnegative(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});

export const voteSchema = z.object({
  votingEventProfileId: id,
  userId: id,
  point: z.number().int().positive(),
});

export const votingEventProfileSchema = z.object({
  id,
  profileId: id,
  votingEventId: id,
  /** The profile's name, carried so a card can be labelled without a second call. */
  name: z.string(),
  imageUrl: url.nullable(),
  /** Points received so far. */
  point: z.number().int().nonnegative(),
  content: z.string().nullable(),
});

export const votingEventSchema = z.object({
  id,
  startedDate: dateTime,
  closedDate: dateTime,
  name: z.string(),
  introduction: z.string().nullable(),
  profiles: z.array(votingEventProfileSchema),
  /** The signed-in member's own votes in this event (empty for guests). */
  votes: z.array(voteSchema),
});

export const votingPackageSchema = z.object({
  id,
  price: z.number().int().nonnegative(),
  taxRate: z.number().nonnegative(),
  point: z.number().int().positive(),
  expireDate: dateTime,
});

export const votingPackagePurchaseSchema = z.object({
  id,
  transactionId: id,
  votingPackageId: id,
  count: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  point: z.number().int().positive(),
  expireDate: dateTime,
  createdAt: dateTime,
});

export const transactionSchema = z.object({
  id,
  paymentMethod: paymentMethodSchema,
  transactionType: z.enum(['order', 'subscription', 'voting_package', 'card_authorisation']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  errorMessage: z.string().nullable(),
  amount: z.number().int().nonnegative(),
});

export const voteHistorySchema = z.object({
  id,
  votingEventId: id,
  votingEventName: z.string(),
  votingEventProfileId: id,
  profileName: z.string(),
  point: z.number().int().positive(),
  createdAt: dateTime,
});

export const surveyAnswerSchema = z.object({
  id,
  surveyQuestionId: id,
  content: z.string(),
  /** Number of members who chose this answer (survey totals). */
  count: z.number().int().nonnegative(),
});

export const surveyQuestionSchema = z.object({
  id,
  surveyId: id,
  content: z.string(),
  /** Whether several answers may be chosen. */
  isMultiple: z.boolean(),
  answers: z.array(surveyAnswerSchema),
});

export const surveySchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(surveyQuestionSchema),
  isAnswered: z.boolean(),
});

export const surveyRegistrationSchema = z.object({
  id,
  surveyId: id,
  userId: id,
  surveyAnswerIds: z.array(id),
  createdAt: dateTime,
});

export const entryStatusSchema = z.enum(['pending', 'won', 'not_won']);

export const drawBenefitSchema = z.object({
  id,
  name: z.string(),
  capacity: z.number().int().positive(),
  winnersCount: z.number().int().nonnegative(),
  countParticipants: z.number().int().nonnegative(),
  isDisplayWinner: z.boolean(),
  isOptionRequired: z.boolean(),
  option: z.object({ label: z.string(), values: z.array(z.string()) }).nullable(),
  isRegistered: z.boolean(),
  entryStatus: entryStatusSchema.nullable(),
  /** Shown only to a winner. */
  congratulationContent: z.string().nullable(),
  drawnAt: dateTime.nullable(),
  imageURL: url.nullable(),
});

export const drawEventSchema = z.object({
  id,
  companyId: id,
  name: z.string(),
  description: z.string().nullable(),
  eventDate: dateTime,
  entryStart: dateTime,
  entryEnd: dateTime,
  benefits: z.array(drawBenefitSchema),
});

export const giftPostSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  videoUrl: url.nullable(),
  giftPostImages: z.array(imageItemSchema),
  publishedAt: dateTime,
});

export const birthdayGiftSchema = z.object({
  id,
  month: z.number().int().min(1).max(12),
  title: z.string(),
  content: z.string().nullable(),
  imageUrl: url.nullable(),
  videoUrl: url.nullable(),
  productSkuId: id.nullable(),
  isMail: z.boolean(),
});

export const stampRewardSchema = z.object({
  id,
  name: z.string(),
  /** Withheld (null) until acquired, so a stamp is earned only by scanning its code. */
  qRCodeValue: z.string().nullable(),
  order: z.number().int(),
  iconURLLocked: url,
  iconURLUnlocked: url,
  eventId: id,
  isAcquired: z.boolean(),
});

export const contentRewardSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  membershipType: z.enum(['all', 'free', 'paid']),
  imageURL: url.nullable(),
  videoURL: url.nullable(),
  isAcquired: z.boolean(),
});

export const eventRewardsSchema = z.object({
  eventId: id,
  name: z.string(),
  stamps: z.array(stampRewardSchema),
  contents: z.array(contentRewardSchema),
});

export const prefectureSchema = z.object({
  id: z.number().int().min(1).max(47),
  name: z.string(),
  nameEn: z.string(),
});

export const inquirySchema = z.object({
  name: z.string(),
  kana: z.string(),
  email: z.string(),
  zip: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  orderNumber: z.string().nullable(),
  contactNumber: z.string().nullable(),
  content: z.string(),
});

export const postalCodeResultSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  kana1: z.string(),
  kana2: z.string(),
  kana3: z.string(),
  prefcode: z.string(),
  zipcode: z.string(),
});

/** The zipcloud response shape. */
export const postalCodeResponseSchema = z.object({
  status: z.number().int(),
  message: z.string().nullable(),
  results: z.array(postalCodeResultSchema).nullable(),
});

/**
 * The digital membership card (会員証). `rank` is what a venue checks: `paid` while the paid period
 * lasts, `free` for a member who never paid, `expired` once a paid period has ended. `qr` is the
 * card's signed token (EdDSA JWS: member number, rank and expiry), the payload of its QR code; a
 * venue checks it with the verify call or the public key.
 */
export const membershipCardRanks = ['paid', 'free', 'expired'] as const;
export const membershipCardSchema = z.object({
  memberNumber: memberNumberSchema,
  nickName: z.string().nullable(),
  rank: z.enum(membershipCardRanks),
  /** The plan's name while paid or of the ended plan; null for a member who never paid. */
  planName: z.string().nullable(),
  /** 入会日: when the member registered. */
  joinedAt: dateTime,
  /** End of the paid period (past when expired); null for a free member. */
  validUntil: dateTime.nullable(),
  /** Whole years of the current paid membership; null unless paid. */
  continuationYears: z.number().int().nonnegative().nullable(),
  issuedAt: dateTime,
  /**
   * The current code: signed for this member and this time step, accepted for 30-60 s (the card
   * page fetches a new one every step while it is open).
   */
  qr: z.string(),
  /** When the current code stops being accepted. */
  qrExpiresAt: dateTime,
  /**
   * The offline copy: signed when the card was loaded, shown when no current code can be fetched
   * (no signal at the venue); the verifier says it is an offline copy and when it was loaded.
   */
  offlineQr: z.string(),
  offlineQrExpiresAt: dateTime,
});

/** Whether a code was the current one or the offline copy the card page keeps. */
export const membershipCardCopies = ['live', 'offline'] as const;

/**
 * What the check of a code concluded, for the person at the door: `valid` (a current code of a
 * member in good standing), `offline_copy` (genuine and in good standing, but the copy kept for
 * offline use: check the person), `replayed` (this code was already checked), `stale` (genuine,
 * but shown too long ago: a screenshot), `invalid` (not our signature), `member_gone`, and the
 * member's standing: `banned`, `cancelled` (their paid plan ended after they cancelled it),
 * `expired` (their paid plan ended).
 */
export const membershipCardCheckStatuses = [
  'valid',
  'offline_copy',
  'replayed',
  'stale',
  'invalid',
  'member_gone',
  'banned',
  'cancelled',
  'expired',
] as const;

/** What a venue learns from a card's QR: whether it is genuine and current, and whose it is. */
export const membershipCardCheckSchema = z.object({
  /** True only for a genuine code of a member in good standing (`valid`, `offline_copy`). */
  valid: z.boolean(),
  memberNumber: memberNumberSchema.nullable(),
  /** The member's rank now (from their standing, not from the code). */
  rank: z.enum(membershipCardRanks).nullable(),
  /** When the code stops being accepted. */
  expiresAt: dateTime.nullable(),
  /** The answer in Japanese, for the person at the door. */
  message: z.string(),
  status: z.enum(membershipCardCheckStatuses),
  /** A current code or the offline copy; null when the code is not genuine. */
  copy: z.enum(membershipCardCopies).nullable(),
  /** When the code was signed: for an offline copy, when the member's card was last loaded. */
  issuedAt: dateTime.nullable(),
  /** When this same code was first checked (`replayed`). */
  firstCheckedAt: dateTime.nullable(),
});

/** The card signature's public key (JWK, Ed25519), for venues that check QR codes offline. */
export const membershipCardKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  alg: z.literal('EdDSA'),
  kid: z.string(),
});

export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type User = z.infer<typeof userSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
export type CompanyPage = z.infer<typeof companyPageSchema>;
export type WebSpecification = z.infer<typeof webSpecificationSchema>;
export type LegalTexts = z.infer<typeof legalTextsSchema>;
export type Biography = z.infer<typeof biographySchema>;
export type Blog = z.infer<typeof blogSchema>;
export type Discography = z.infer<typeof discographySchema>;
export type News = z.infer<typeof newsSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type Topic = z.infer<typeof topicSchema>;
export type TopComponent = z.infer<typeof topComponentSchema>;
export type TopImage = z.infer<typeof topImageSchema>;
export type Ad = z.infer<typeof adSchema>;
export type MusicVideo = z.infer<typeof musicVideoSchema>;
export type Vlog = z.infer<typeof vlogSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type SkuAttribute = z.infer<typeof skuAttributeSchema>;
export type Sku = z.infer<typeof skuSchema>;
export type Product = z.infer<typeof productSchema>;
export type CartProduct = z.infer<typeof cartProductSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type ShippingCarrier = z.infer<typeof shippingCarrierSchema>;
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
export type KonbiniSlip = z.infer<typeof konbiniSlipSchema>;
export type Vote = z.infer<typeof voteSchema>;
export type VotingEventProfile = z.infer<typeof votingEventProfileSchema>;
export type VotingEvent = z.infer<typeof votingEventSchema>;
export type VotingPackage = z.infer<typeof votingPackageSchema>;
export type VotingPackagePurchase = z.infer<typeof votingPackagePurchaseSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type VoteHistory = z.infer<typeof voteHistorySchema>;
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export type Survey = z.infer<typeof surveySchema>;
export type SurveyRegistration = z.infer<typeof surveyRegistrationSchema>;
export type DrawBenefit = z.infer<typeof drawBenefitSchema>;
export type DrawEvent = z.infer<typeof drawEventSchema>;
export type GiftPost = z.infer<typeof giftPostSchema>;
export type BirthdayGift = z.infer<typeof birthdayGiftSchema>;
export type StampReward = z.infer<typeof stampRewardSchema>;
export type ContentReward = z.infer<typeof contentRewardSchema>;
export type EventRewards = z.infer<typeof eventRewardsSchema>;
export type Prefecture = z.infer<typeof prefectureSchema>;
export type Inquiry = z.infer<typeof inquirySchema>;
export type PostalCodeResponse = z.infer<typeof postalCodeResponseSchema>;
export type MembershipCardRank = (typeof membershipCardRanks)[number];
export type MembershipCard = z.infer<typeof membershipCardSchema>;
export type MembershipCardCheck = z.infer<typeof membershipCardCheckSchema>;
export type MembershipCardCheckStatus = (typeof membershipCardCheckStatuses)[number];
export type MembershipCardCopy = (typeof membershipCardCopies)[number];
export type MembershipCardKey = z.infer<typeof membershipCardKeySchema>;
