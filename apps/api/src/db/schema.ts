/**
 * The one database schema (spec section 3), shared by PGlite and PostgreSQL.
 * Column names are derived in snake_case (`casing: 'snake_case'` in the client and drizzle-kit).
 * Money is whole yen; taxRate is a percentage (10 = 10 %). Invariants that must hold across
 * concurrent requests and processes (stock, points, draw capacity, one answer per user, one charge
 * per idempotency key) are enforced by CHECK and UNIQUE constraints, not by application code.
 */
import { shippingCarriers, type DeliveryDetails } from '@fanclub/domain/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const at = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => at().notNull().defaultNow();
const companyId = () => integer().notNull();
const isPaid = () => boolean().notNull().default(false);
const displayOrder = () => integer().notNull().default(0);
/** A reference to the row this one belongs to: deleting that row deletes this one. */
const cascadeFrom = (parent: () => AnyPgColumn) =>
  integer().notNull().references(parent, { onDelete: 'cascade' });
/** The first columns of content filed in a category: its id, company, category and title. */
const categorised = (category: () => AnyPgColumn) => ({
  id: id(),
  companyId: companyId(),
  categoryId: integer().notNull().references(category),
  title: text().notNull(),
});
/** Content the console edits: a draft is seen only there. */
const publishStatus = () =>
  text({ enum: ['draft', 'published'] })
    .notNull()
    .default('published');

// ---------------------------------------------------------------- accounts

/** Member numbers (会員番号): eight digits from 10000001, one per member, never reused. */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 10000001, minValue: 10000001 });

export const users = pgTable('users', {
  id: id(),
  companyId: companyId(),
  /** Given at sign-up in order of registration; printed on the membership card. */
  memberNumber: integer()
    .notNull()
    .unique()
    .default(sql`nextval('member_number_seq')`),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  firstNameKana: text().notNull().default(''),
  lastNameKana: text().notNull().default(''),
  nickName: text(),
  phone: text().notNull(),
  zipCode: text().notNull(),
  prefectureId: integer().notNull(),
  address1: text().notNull(),
  address2: text().notNull(),
  address3: text(),
  birthDate: date({ mode: 'string' }).notNull(),
  /** 0 not stated, 1 male, 2 female, 9 other. */
  gender: integer().notNull().default(0),
  isReceivedGift: boolean().notNull().default(false),
  isTDS: boolean().notNull().default(false),
  tdsMiecruId: text(),
  /** Reference of the card kept at the payment provider; card data never reaches us. */
  cardReference: text(),
  maskedCardNumber: text(),
  isValidCard: boolean().notNull().default(false),
  /** お知らせメール: the club's announcements (一斉メール); transactional mail ignores it. */
  announcementMail: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    /** All tokens descending from one sign-in; reuse of a rotated one revokes the family. */
    familyId: uuid().notNull(),
    createdAt: createdAt(),
    /** Absolute expiry of the family, carried to every rotated token. */
    expiresAt: at().notNull(),
    rotatedAt: at(),
    revokedAt: at(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    purpose: text({ enum: ['sign-up', 'password-reset', 'email-change', 'email-undo'] }).notNull(),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for an email change: it stays signed in when the change ends the others. */
    familyId: uuid(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email)],
);

/**
 * Each membership-card code checked at a venue, kept until the code expires, so a code shown
 * twice (a screenshot passed on) is told apart; the primary key makes the first check win across
 * every API process. `code` names the code: `live:<member>:<step>` or `offline:<member>:<iat>`.
 */
export const membershipCardChecks = pgTable(
  'membership_card_checks',
  {
    code: text().primaryKey(),
    memberNumber: integer().notNull(),
    checkedAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Sliding-window throttle hits (sign-in, mail sending), shared by every API process. */
export const throttleHits = pgTable(
  'throttle_hits',
  { id: id(), key: text().notNull(), at: createdAt() },
  (t) => [index().on(t.key, t.at)],
);

// ---------------------------------------------------------------- membership

export const membershipPlans = pgTable('membership_plans', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  price: integer().notNull(),
  taxRate: doublePrecision().notNull().default(10),
  initialFee: integer().notNull().default(0),
  isDisplayed: boolean().notNull().default(true),
  cycleType: text({ enum: ['month', 'year'] }).notNull(),
  cycleValue: integer().notNull().default(1),
  contentView: text(),
  images: jsonb().$type<unknown[]>().notNull().default([]),
  displayOrder: displayOrder(),
  /** Voting points granted per month of the cycle, at the first payment and at each renewal. */
  monthlyPoint: integer().notNull().default(0),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    planId: integer()
      .notNull()
      .references(() => membershipPlans.id),
    name: text().notNull(),
    price: integer().notNull(),
    initialFee: integer().notNull().default(0),
    taxRate: doublePrecision().notNull(),
    cycleType: text({ enum: ['month', 'year'] }).notNull(),
    cycleValue: integer().notNull(),
    billingCount: integer().notNull().default(0),
    retryBillingCount: integer().notNull().default(0),
    status: text({ enum: ['active', 'cancel_requested', 'past_due', 'expired', 'banned'] }).notNull(),
    /**
     * `auto`: the saved card is charged at each `nextBillingDate`. `prepaid`: a period paid in
     * advance (コンビニ払い) that never renews by itself; it ends at `end` unless another period is
     * paid, and `nextBillingDate` stays null.
     */
    renewal: text({ enum: ['auto', 'prepaid'] })
      .notNull()
      .default('auto'),
    start: at().notNull(),
    end: at().notNull(),
    lastBillingDate: at(),
    nextBillingDate: at(),
    bannedAt: at(),
    bannedReason: text(),
    unsubscribeReason: text(),
    otherReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId),
    // At most one live subscription per user, whatever the number of concurrent purchases.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status in ('active', 'cancel_requested', 'past_due')`),
    check('subscriptions_retry_nonnegative', sql`${t.retryBillingCount} >= 0`),
  ],
);

/**
 * The end-of-period reminders of prepaid subscriptions, one row per subscription, period end and
 * reminder (days before the end): the unique key lets each go out once, even when two job runs
 * overlap; a period extended gets its own reminders for its new end.
 */
export const prepaidReminders = pgTable(
  'prepaid_reminders',
  {
    id: id(),
    subscriptionId: cascadeFrom(() => subscriptions.id),
    periodEnd: at().notNull(),
    daysBefore: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.subscriptionId, t.periodEnd, t.daysBefore)],
);

// ---------------------------------------------------------------- site configuration

export const companyPages = pgTable(
  'company_pages',
  {
    id: id(),
    companyId: companyId(),
    name: text().notNull(),
    key: text().notNull(),
    isVisible: boolean().notNull().default(true),
    displayOrder: displayOrder(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.key)],
);

/** The whole web specification as the CMS delivers it (many optional per-section fields). */
export const webSpecifications = pgTable('web_specifications', {
  companyId: integer().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: createdAt(),
});

export const legalTexts = pgTable('legal_texts', {
  companyId: integer().primaryKey(),
  termOfUse: text().notNull().default(''),
  privacyPolicy: text().notNull().default(''),
  specialCommercialLaw: text().notNull().default(''),
  membershipPolicy: text().notNull().default(''),
  /** 適格請求書発行事業者の登録番号 (T and 13 digits) printed on receipts; null if not registered. */
  invoiceRegistrationNumber: text(),
});

// ---------------------------------------------------------------- content

export const biographies = pgTable('biographies', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  content: text().notNull().default(''),
  timeLine: jsonb().$type<{ date: string; content: string }[]>().notNull().default([]),
  imageUrl: text(),
  displayOrder: displayOrder(),
  createdAt: createdAt(),
});

export const profiles = pgTable('profiles', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  isPaid: isPaid(),
  displayOrder: displayOrder(),
  affiliateStore: jsonb().$type<Record<string, unknown> | null>(),
  affiliation: text(),
  birthday: text(),
  height: text(),
  hometown: text(),
  bloodType: text(),
  hobby: text(),
  skill: text(),
  aspiration: text(),
  imageUrl: text(),
  bannerUrl: text(),
  backgroundImageUrl: text(),
  statement: text(),
  role: text(),
  profileImages: jsonb().$type<unknown[]>().notNull().default([]),
});

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    companyId: companyId(),
    title: text().notNull(),
    subTitle: text(),
    content: text().notNull().default(''),
    isPaid: isPaid(),
    imageUrl: text(),
    publishedAt: at().notNull().defaultNow(),
    /** A draft is seen only in the console; a published post shows once `publishedAt` has come. */
    status: publishStatus(),
    profileId: integer().references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.companyId, t.publishedAt)],
);

const categoryTable = (name: string) =>
  pgTable(name, { id: id(), companyId: companyId(), name: text().notNull(), displayOrder: displayOrder() });

export const discographyCategories = categoryTable('discography_categories');
export const newsCategories = categoryTable('news_categories');
export const noticeCategories = categoryTable('notice_categories');
export const scheduleCategories = categoryTable('schedule_categories');
export const productCategories = categoryTable('product_categories');

export const discographies = pgTable('discographies', {
  ...categorised(() => discographyCategories.id),
  content: text().notNull().default(''),
  summary: text(),
  isShowPrice: boolean().notNull().default(false),
  isPaid: isPaid(),
  purchaseLink: text(),
  streamLink: text(),
  taxRate: doublePrecision().notNull().default(10),
  price: integer().notNull().default(0),
  imageUrl: text(),
  releasedAt: at(),
  displayOrder: displayOrder(),
});

export const news = pgTable(
  'news',
  {
    ...categorised(() => newsCategories.id),
    content: text().notNull().default(''),
    imageUrl: text(),
    isPaid: isPaid(),
    isNew: boolean().notNull().default(false),
    publishAt: at().notNull().defaultNow(),
    /** A draft is seen only in the console; a published item shows once `publishAt` has come. */
    status: publishStatus(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.publishAt)],
);

export const notices = pgTable(
  'notices',
  {
    ...categorised(() => noticeCategories.id),
    subTitle: text(),
    content: text().notNull().default(''),
    isPaid: isPaid(),
    publishedAt: at().notNull().defaultNow(),
    /** As for blogs: drafts stay in the console, a published notice shows from `publishedAt`. */
    status: publishStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.publishedAt)],
);

export const schedules = pgTable(
  'schedules',
  {
    ...categorised(() => scheduleCategories.id),
    content: text().notNull().default(''),
    imageUrl: text(),
    link: text(),
    isPaid: isPaid(),
    eventStart: at().notNull(),
    eventEnd: at(),
  },
  (t) => [index().on(t.companyId, t.eventStart)],
);

export const topics = pgTable('topics', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  imageUrl: text(),
  link: text(),
  displayOrder: displayOrder(),
});

export const topComponents = pgTable('top_components', {
  id: id(),
  companyId: companyId(),
  displayOrder: displayOrder(),
  name: text().notNull(),
  key: text().notNull(),
  isDisplay: boolean().notNull().default(true),
  fontStyle: text(),
});

export const topImages = pgTable('top_images', {
  id: id(),
  companyId: companyId(),
  url: text().notNull(),
  displayOrder: displayOrder(),
});

export const ads = pgTable('ads', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  link: text(),
  imageUrl: text().notNull(),
  displayOrder: displayOrder(),
});

export const musicVideos = pgTable('music_videos', {
  id: id(),
  companyId: companyId(),
  title: text().notNull().default(''),
  videoUrl: text().notNull(),
  isPaid: isPaid(),
  displayOrder: displayOrder(),
});

export const vlogs = pgTable('vlogs', {
  id: id(),
  companyId: companyId(),
  title: text().notNull().default(''),
  videoUrl: text().notNull(),
  isPaid: isPaid(),
  createdAt: createdAt(),
});

/** The Q&A page (/q&a): a question, its answer (HTML, sanitised by the site) and its place. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    companyId: companyId(),
    question: text().notNull(),
    answer: text().notNull().default(''),
    displayOrder: displayOrder(),
    /** A draft is seen only in the console. */
    status: publishStatus(),
    createdAt: createdAt(),
    updatedAt: createdAt().$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.companyId, t.displayOrder)],
);

// ---------------------------------------------------------------- shop

export const products = pgTable('products', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  taxRate: doublePrecision().notNull().default(10),
  isPaid: isPaid(),
  isSale: boolean().notNull().default(true),
  isRequiredPurchaseNote: boolean().notNull().default(false),
  purchaseNoteHint: text(),
  isExternalIntegrated: boolean().notNull().default(false),
  integrationConfig: jsonb().$type<Record<string, unknown> | null>(),
  tag: text(),
  displayOrder: displayOrder(),
  createdAt: createdAt(),
});

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: cascadeFrom(() => products.id),
    categoryId: cascadeFrom(() => productCategories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: id(),
    productId: cascadeFrom(() => products.id),
    attributes: jsonb().$type<{ name: string; value: string; label: string }[]>().notNull().default([]),
    imageUrl: text(),
    quantity: integer().notNull().default(0),
    /** Unit price before tax, in yen (the product's taxRate applies). */
    price: integer().notNull(),
    displayOrder: displayOrder(),
  },
  (t) => [
    index().on(t.productId),
    // Stock can never go below zero, so concurrent orders cannot oversell.
    check('product_skus_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('product_skus_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const carts = pgTable('carts', {
  id: id(),
  userId: cascadeFrom(() => users.id).unique(),
  createdAt: createdAt(),
});

export const cartProducts = pgTable(
  'cart_products',
  {
    id: id(),
    cartId: cascadeFrom(() => carts.id),
    productSkuId: cascadeFrom(() => productSkus.id),
    count: integer().notNull(),
    purchaseNote: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.cartId), check('cart_products_count_positive', sql`${t.count} > 0`)],
);

export const deliveryMethods = pgTable('delivery_methods', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  cost: integer().notNull().default(0),
  displayOrder: displayOrder(),
  isActive: boolean().notNull().default(true),
});

export const orderStatuses = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;

/** Delivery details as entered at checkout, kept with the order as it was then. */
export type OrderDelivery = DeliveryDetails;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    userId: cascadeFrom(() => users.id),
    orderType: text({ enum: ['product', 'membership', 'voting_package'] }).notNull(),
    status: text({ enum: orderStatuses }).notNull(),
    deliveryCost: integer().notNull().default(0),
    totalProductPrice: integer().notNull(),
    finalPrice: integer().notNull(),
    paymentMethod: text({ enum: ['credit_card', 'konbini'] }).notNull(),
    maskedCardNumber: text(),
    /** The konbini fee, tax included, counted in `finalPrice` (0 for cards). */
    paymentFee: integer().notNull().default(0),
    deliveryMethodId: integer().references(() => deliveryMethods.id),
    delivery: jsonb().$type<OrderDelivery>(),
    subscriptionId: integer().references(() => subscriptions.id),
    /** Order number at the payment provider. */
    miecruOrderId: text().unique(),
    /** Client-chosen key; a retried request finds the first order instead of making another. */
    idempotencyKey: text().unique(),
    /** The carrier's tracking number, given when the order is marked shipped. */
    trackingNumber: text(),
    /** Who carries the parcel (`shippingCarriers`); with the number it makes the tracking link. */
    carrier: text({ enum: shippingCarriers }),
    /**
     * The number a fan and the club speak of: the day (Japan time) and 12 random hex digits, so it
     * is neither guessable nor a count of sales. Orders from before it was introduced keep being
     * found by their id as well.
     */
    orderNumber: text()
      .notNull()
      .unique()
      .default(
        sql`to_char(now() AT TIME ZONE 'Asia/Tokyo', 'YYYYMMDD') || '-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`,
      ),
    /** The 領収書's addressee, entered once by the fan; fixed from then on. */
    receiptAddressee: text(),
    /** When the 領収書 was first issued; every later issue is a 再発行. */
    receiptIssuedAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.companyId, t.status, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id),
    productSkuId: integer().references(() => productSkus.id, { onDelete: 'set null' }),
    name: text().notNull(),
    price: integer().notNull(),
    attributes: jsonb().$type<{ name: string; value: string; label: string }[]>().notNull().default([]),
    count: integer().notNull(),
    note: text(),
    /** Consumption tax rate in percent the price includes (10, or 8 for reduced-rate goods). */
    taxRate: doublePrecision().notNull().default(10),
  },
  (t) => [index().on(t.orderId), check('order_items_count_positive', sql`${t.count} > 0`)],
);

// ---------------------------------------------------------------- payments

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentMethod: text().notNull(),
    transactionType: text({
      enum: ['order', 'subscription', 'voting_package', 'card_authorisation'],
    }).notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    errorMessage: text(),
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const charges = pgTable('charges', {
  id: id(),
  transactionId: integer().references(() => transactions.id, { onDelete: 'set null' }),
  /** Unique: a retried request can never charge the same card twice. */
  idempotencyKey: text().notNull().unique(),
  provider: text().notNull(),
  providerChargeId: text(),
  amount: integer().notNull(),
  status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  errorCode: text(),
  createdAt: createdAt(),
});

/**
 * Money paid back on an order (goods, a point pack or a membership payment), full or in part: one
 * row per refund. A card refund goes through the payment provider (`providerRefundId`); a konbini
 * payment can't be reversed by the gateway, so it is paid back by bank transfer and the row keeps
 * the account it went to. `pending` holds the amount while the provider is asked (so two refunds
 * at once can never pay back more than was paid), then `succeeded` in the transaction that takes
 * back the points or shortens the membership period, or `failed` (the amount is free again).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** The operator's name as it was, so the history still names someone removed later. */
    operatorName: text().notNull(),
    /** `card`: through the provider; `bank_transfer`: a konbini payment returned to an account. */
    method: text({ enum: ['card', 'bank_transfer'] }).notNull(),
    provider: text(),
    providerRefundId: text(),
    errorCode: text(),
    bankName: text(),
    bankBranch: text(),
    bankAccountType: text({ enum: ['ordinary', 'checking', 'savings'] }),
    bankAccountNumber: text(),
    bankAccountHolderKana: text(),
    /** Points of a point pack taken back with this refund (never more than were left unspent). */
    pointsTaken: integer().notNull().default(0),
    /** Points its share would have taken back but the fan had already used (they stay used). */
    pointsSpent: integer().notNull().default(0),
    /** A membership payment's refund: the subscription's end before and after it. */
    periodEndBefore: at(),
    periodEndAfter: at(),
    createdAt: createdAt(),
    settledAt: at(),
  },
  (t) => [
    index().on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_points_nonnegative', sql`${t.pointsTaken} >= 0`),
    check(
      'refunds_bank_account_whole',
      sql`${t.method} <> 'bank_transfer' or (${t.bankName} is not null and ${t.bankBranch} is not null and ${t.bankAccountType} is not null and ${t.bankAccountNumber} is not null and ${t.bankAccountHolderKana} is not null)`,
    ),
  ],
);

/** A payment waiting for 3-D Secure: what to complete once the challenge returns. */
export const paymentAttempts = pgTable('payment_attempts', {
  id: id(),
  userId: cascadeFrom(() => users.id),
  purpose: text({
    enum: ['order', 'subscription', 'credit_card', 'update_card', 'voting_package'],
  }).notNull(),
  providerOrderId: text().notNull().unique(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  /** `expired`: an order's challenge was abandoned past the timeout and the order cancelled. */
  status: text({ enum: ['pending', 'completed', 'failed', 'expired'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
});

/**
 * A konbini slip of an order: what the gateway answered (its payment id, the chain and numbers,
 * the deadline, the slip page) and where it stands. `pending` moves to `paid` or `expired` once,
 * by a conditional update in the same transaction as the order's own change, so a notification,
 * a second notification and the expiry job can never settle one slip twice.
 */
export const konbiniPayments = pgTable(
  'konbini_payments',
  {
    id: id(),
    orderId: cascadeFrom(() => orders.id).unique(),
    provider: text().notNull(),
    providerPaymentId: text().notNull().unique(),
    store: text().notNull(),
    receiptNumber: text().notNull(),
    confirmationNumber: text(),
    slipUrl: text().notNull(),
    deadline: at().notNull(),
    amount: integer().notNull(),
    status: text({ enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    paidAt: at(),
    expiredAt: at(),
    /** When the day-before reminder went out (once). */
    remindedAt: at(),
    /**
     * A point purchase's slip: the package and how many, and the points its payment grants (in the
     * transaction that marks it paid, never before). Null for goods.
     */
    votingPackageId: integer().references(() => votingPackages.id),
    packageCount: integer(),
    points: integer(),
    /**
     * A membership period's slip: the plan and the period (one cycle of it) its payment adds to
     * the member's subscription, from its current end (in the transaction that marks it paid).
     */
    membershipPlanId: integer().references(() => membershipPlans.id),
    cycleType: text({ enum: ['month', 'year'] }),
    cycleValue: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.receiptNumber),
    check(
      'konbini_payments_period_whole',
      sql`(${t.membershipPlanId} is null) = (${t.cycleType} is null) and (${t.membershipPlanId} is null) = (${t.cycleValue} is null)`,
    ),
    index().on(t.status, t.deadline),
    check(
      'konbini_payments_points_whole',
      sql`(${t.votingPackageId} is null) = (${t.packageCount} is null) and (${t.votingPackageId} is null) = (${t.points} is null)`,
    ),
  ],
);

/**
 * Every notification the konbini gateway sent, kept whether it was applied or refused (a bad
 * signature, an unknown payment, a replay), so support can see what arrived and why it was turned
 * away. An event id is accepted once (the partial unique index): a replay of it is refused.
 */
export const konbiniNotifications = pgTable(
  'konbini_notifications',
  {
    id: id(),
    eventId: text(),
    eventType: text(),
    providerPaymentId: text(),
    outcome: text({
      enum: ['applied', 'unchanged', 'bad_signature', 'malformed', 'unknown_payment', 'replayed', 'stale'],
    }).notNull(),
    accepted: boolean().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('konbini_notifications_accepted_event')
      .on(t.eventId)
      .where(sql`${t.accepted}`),
    index().on(t.providerPaymentId),
  ],
);

/**
 * The order mails waiting to leave (a transactional outbox): a row is written in the same
 * transaction as the change it tells of (an order paid, a konbini slip made, paid or expired), so
 * the mail exists exactly when the change does, and the mail job (jobs/mail-outbox.ts) sends it
 * after the answer. One row per mail and order (the unique index): a change replayed twice still
 * mails once. `attempts` counts sends tried; a failed send waits `next_attempt_at` (backoff) and
 * the row becomes `failed` after the last try.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text({
      enum: ['order_placed', 'konbini_slip', 'konbini_reminder', 'konbini_paid', 'konbini_expired', 'refund'],
    }).notNull(),
    userId: cascadeFrom(() => users.id),
    orderId: cascadeFrom(() => orders.id),
    /** The refund a 返金のお知らせ tells of (an order may have several); null for other kinds. */
    refundId: integer().references((): AnyPgColumn => refunds.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastError: text(),
    sentAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_order_id_kind_index')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} is null`),
    uniqueIndex().on(t.refundId),
    index().on(t.status, t.nextAttemptAt),
  ],
);

/** The sandbox konbini gateway's own ledger (it stands in for an external service). */
export const sandboxKonbiniPayments = pgTable('sandbox_konbini_payments', {
  id: text().primaryKey(),
  /** The merchant's order reference: a repeated create answers the first payment. */
  externalOrderNum: text().notNull().unique(),
  amount: integer().notNull(),
  store: text().notNull(),
  receipt: text().notNull(),
  confirmationCode: text(),
  email: text().notNull(),
  expiresAt: at().notNull(),
  status: text({ enum: ['pending', 'captured', 'expired'] }).notNull(),
  createdAt: createdAt(),
});

/** State of the sandbox card provider (it stands in for an external service). */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  maskedCardNumber: text().notNull(),
  outcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  expiresAt: at().notNull(),
  usedAt: at(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  reference: text().primaryKey(),
  maskedCardNumber: text().notNull(),
  outcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * Every charge the sandbox provider made, as a real provider's ledger shows them: one per provider
 * order id (a repeat of the same id answers the first charge), so what was charged can be compared
 * with the orders and asked about afterwards (`findCharge`).
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  chargeId: text().primaryKey(),
  orderId: text().notNull().unique(),
  amount: integer().notNull(),
  maskedCardNumber: text().notNull(),
  createdAt: createdAt(),
  refundedAt: at(),
});

/**
 * The sandbox's refunds, full or in part, of a charge in `sandbox_charges`: a refund key is paid
 * back once (a repeat answers the first), and the refunds of a charge never add up to more than it.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundId: text().primaryKey(),
    chargeId: text()
      .notNull()
      .references(() => sandboxCharges.chargeId),
    refundKey: text().notNull().unique(),
    amount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.chargeId), check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`)],
);

export const sandboxTdsSessions = pgTable('sandbox_tds_sessions', {
  orderId: text().primaryKey(),
  cardOutcome: text({ enum: ['success', 'decline', 'tds'] }).notNull(),
  maskedCardNumber: text().notNull(),
  amount: integer().notNull(),
  redirectionUrl: text().notNull(),
  status: text({ enum: ['started', 'authenticated', 'rejected', 'completed'] }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- voting

export const votingEvents = pgTable('voting_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  introduction: text().notNull().default(''),
  imageUrl: text(),
  startedDate: at().notNull(),
  closedDate: at().notNull(),
});

export const votingEventProfiles = pgTable(
  'voting_event_profiles',
  {
    id: id(),
    votingEventId: cascadeFrom(() => votingEvents.id),
    profileId: cascadeFrom(() => profiles.id),
    imageUrl: text(),
    content: text(),
    /**
     * Points received before the tally moved to `voting_tally_shards` (and what the demo content
     * starts with). A candidate's total is this plus its shards (`candidatePoint` in
     * repositories/voting.ts); votes never update this row.
     */
    point: integer().notNull().default(0),
  },
  (t) => [index().on(t.votingEventId)],
);

/**
 * A candidate's running total, spread over a few rows so that simultaneous votes for one favourite
 * do not queue on one row lock: each vote adds to the shard of its voter (`user_id % shards`), as
 * the last statement of the vote's database function (`fanclub_vote`, migration 0009).
 */
export const votingTallyShards = pgTable(
  'voting_tally_shards',
  {
    votingEventProfileId: cascadeFrom(() => votingEventProfiles.id),
    shard: integer().notNull(),
    point: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.votingEventProfileId, t.shard] })],
);

export const votes = pgTable(
  'votes',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    votingEventProfileId: cascadeFrom(() => votingEventProfiles.id),
    point: integer().notNull(),
    /** The client's key for this vote: a retried request answers the vote it made (one per member). */
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('votes_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('votes_point_positive', sql`${t.point} > 0`),
  ],
);

export const votingPackages = pgTable('voting_packages', {
  id: id(),
  companyId: companyId(),
  name: text(),
  price: integer().notNull(),
  taxRate: doublePrecision().notNull().default(10),
  point: integer().notNull(),
  expireDate: at().notNull(),
  displayOrder: displayOrder(),
});

export const votingPackagePurchases = pgTable(
  'voting_package_purchases',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    transactionId: integer().references(() => transactions.id, { onDelete: 'set null' }),
    /** The package bought; null for points a paid membership granted. */
    votingPackageId: integer().references(() => votingPackages.id),
    /** `purchase`: bought with a package; `membership`: granted with a plan's payment. */
    source: text({ enum: ['purchase', 'membership'] })
      .notNull()
      .default('purchase'),
    /** The subscription whose payment granted these points. */
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    count: integer().notNull(),
    price: integer().notNull(),
    point: integer().notNull(),
    /** Points of this purchase not yet spent; never negative, so votes cannot overspend. */
    remainingPoint: integer().notNull(),
    expireDate: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.expireDate),
    check('voting_package_purchases_remaining_nonnegative', sql`${t.remainingPoint} >= 0`),
  ],
);

/** Every change of a user's points, for history and audit. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    delta: integer().notNull(),
    reason: text({ enum: ['purchase', 'membership', 'vote', 'expire', 'refund'] }).notNull(),
    purchaseId: integer().references(() => votingPackagePurchases.id, { onDelete: 'set null' }),
    voteId: integer().references(() => votes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

// ---------------------------------------------------------------- surveys and draws

export const surveys = pgTable('surveys', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  description: text(),
  isPaid: isPaid(),
  startAt: at(),
  endAt: at(),
});

export const surveyQuestions = pgTable('survey_questions', {
  id: id(),
  surveyId: cascadeFrom(() => surveys.id),
  content: text().notNull(),
  isMultiple: boolean().notNull().default(false),
  displayOrder: displayOrder(),
});

export const surveyAnswers = pgTable('survey_answers', {
  id: id(),
  questionId: cascadeFrom(() => surveyQuestions.id),
  content: text().notNull(),
  displayOrder: displayOrder(),
});

export const surveyRegistrations = pgTable(
  'survey_registrations',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    surveyId: cascadeFrom(() => surveys.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.surveyId)],
);

export const surveyRegistrationAnswers = pgTable(
  'survey_registration_answers',
  {
    registrationId: cascadeFrom(() => surveyRegistrations.id),
    answerId: cascadeFrom(() => surveyAnswers.id),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.answerId] })],
);

export const drawEvents = pgTable('draw_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  eventDate: at().notNull(),
  entryStart: at().notNull(),
  entryEnd: at().notNull(),
  /** The plans whose live members may enter; empty: every signed-in member. */
  eligiblePlanIds: jsonb().$type<number[]>().notNull().default([]),
  /** A member may enter one benefit of the event only. */
  oneEntryPerMember: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const drawBenefits = pgTable(
  'draw_benefits',
  {
    id: id(),
    drawEventId: cascadeFrom(() => drawEvents.id),
    name: text().notNull().default(''),
    imageUrl: text(),
    capacity: integer().notNull(),
    winnersCount: integer().notNull(),
    /** Kept in step with registrations inside the same transaction; the CHECK caps entries. */
    countParticipants: integer().notNull().default(0),
    isDisplayWinner: boolean().notNull().default(false),
    isOptionRequired: boolean().notNull().default(false),
    option: jsonb().$type<{ label: string; values: string[] } | null>(),
    congratulationContent: text(),
    drawnAt: at(),
    /** How many draws have chosen winners: 1 after the draw, 2 after a second draw (二次抽選)… */
    drawRounds: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.drawEventId),
    check('draw_benefits_within_capacity', sql`${t.countParticipants} <= ${t.capacity}`),
  ],
);

export const drawRegistrations = pgTable(
  'draw_registrations',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    benefitId: cascadeFrom(() => drawBenefits.id),
    option: text(),
    entryStatus: text({ enum: ['pending', 'won', 'not_won'] })
      .notNull()
      .default('pending'),
    /** The draw that chose this entry (1 the draw, 2 the second draw…); null until it won. */
    wonRound: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.benefitId)],
);

// ---------------------------------------------------------------- gifts and rewards

export const giftPosts = pgTable('gift_posts', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  content: text().notNull().default(''),
  videoUrl: text(),
  publishedAt: at().notNull().defaultNow(),
});

export const giftPostImages = pgTable('gift_post_images', {
  id: id(),
  giftPostId: cascadeFrom(() => giftPosts.id),
  url: text().notNull(),
  displayOrder: displayOrder(),
});

export const birthdayGifts = pgTable('birthday_gifts', {
  id: id(),
  companyId: companyId(),
  month: integer().notNull(),
  title: text().notNull(),
  content: text().notNull().default(''),
  imageUrl: text(),
  videoUrl: text(),
  productSkuId: integer().references(() => productSkus.id, { onDelete: 'set null' }),
  isMail: boolean().notNull().default(false),
});

export const receivedGifts = pgTable(
  'received_gifts',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    birthdayGiftId: cascadeFrom(() => birthdayGifts.id),
    year: integer().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.birthdayGiftId, t.year)],
);

export const rewardEvents = pgTable('reward_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text(),
});

export const eventRewards = pgTable(
  'event_rewards',
  {
    id: id(),
    eventId: cascadeFrom(() => rewardEvents.id),
    type: text({ enum: ['stamp', 'content'] }).notNull(),
    name: text().notNull(),
    description: text(),
    qrCodeValue: text(),
    order: integer().notNull().default(0),
    iconUrlLocked: text(),
    iconUrlUnlocked: text(),
    membershipType: text({ enum: ['all', 'free', 'paid'] })
      .notNull()
      .default('all'),
    imageUrl: text(),
    videoUrl: text(),
  },
  (t) => [index().on(t.eventId), uniqueIndex().on(t.qrCodeValue)],
);

export const earnedRewards = pgTable(
  'earned_rewards',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    rewardId: cascadeFrom(() => eventRewards.id),
    earnedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.rewardId)],
);

// ---------------------------------------------------------------- contact and analytics

export const inquiries = pgTable('inquiries', {
  id: id(),
  companyId: companyId(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  kana: text(),
  email: text().notNull(),
  zip: text(),
  address: text(),
  phone: text(),
  orderNumber: text(),
  contactNumber: text(),
  content: text().notNull(),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    companyId: companyId(),
    path: text().notNull(),
    referrer: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.path, t.createdAt)],
);

// ---------------------------------------------------------------- operators (the console)

export const operatorRoles = ['owner', 'editor', 'shop', 'support'] as const;

/** The agency's staff who run the club in the console; never members, never in `users`. */
export const operators = pgTable('operators', {
  id: id(),
  companyId: companyId(),
  email: text().notNull().unique(),
  name: text().notNull(),
  role: text({ enum: operatorRoles }).notNull(),
  /** Null while invited: the invitation's link sets it (the account cannot sign in before). */
  passwordHash: text(),
  /** Base32 TOTP secret once the second factor is on; null without one. */
  totpSecret: text(),
  /** The secret of an enrolment under way, on (moved to totpSecret) once a code from it is confirmed. */
  totpPendingSecret: text(),
  /** The last accepted TOTP time step: a code is good once (RFC 6238 section 5.2). */
  totpLastStep: integer(),
  disabledAt: at(),
  createdAt: createdAt(),
  lastSignInAt: at(),
});

/** One console sign-in; its id is the token's `sid`, checked on every call so sign-out ends it. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid().primaryKey(),
    operatorId: cascadeFrom(() => operators.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [index().on(t.operatorId)],
);

/** An operator's invitation: its link (the token, kept only as a hash) sets their password once. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: id(),
    operatorId: cascadeFrom(() => operators.id),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.operatorId)],
);

/** The recovery codes of an operator's TOTP (hashed): each signs in once instead of a code. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: id(),
    operatorId: cascadeFrom(() => operators.id),
    codeHash: text().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.operatorId, t.codeHash)],
);

/** The console's own settings, one row per company (none: the defaults). */
export const consoleSettings = pgTable('console_settings', {
  companyId: integer().primaryKey(),
  /** Every operator signs in with TOTP; one without it enrols before anything else. */
  requireTotp: boolean().notNull().default(false),
  updatedAt: at().notNull().defaultNow(),
});

/** Operators' internal notes on a member (never shown to the member); written once, kept. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** The author's name as it was, so a note still names someone whose account was removed. */
    operatorName: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** Every write made in the console: who, when, what, and the record before and after it. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    companyId: companyId(),
    operatorId: integer().references(() => operators.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still names someone whose account was removed. */
    operatorEmail: text().notNull(),
    action: text().notNull(),
    resource: text().notNull(),
    resourceId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.resource, t.resourceId)],
);

export const announcementStates = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;

/**
 * 一斉メール: an announcement written in the console to one member or to a segment of the members
 * list (its filters, as JSON). A scheduled one is expanded once, when its time has come, into
 * `announcement_recipients`; the job (jobs/announcements.ts) sends those at the configured rate.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    companyId: companyId(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The members list's filters (plan, state, join month, birth month, prefecture); null with a member. */
    segment: jsonb().$type<Record<string, string | number>>(),
    /** One member instead of a segment. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: at(),
    state: text({ enum: announcementStates }).notNull().default('draft'),
    createdBy: integer().references(() => operators.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    /** When the recipients were written (the segment read once). */
    expandedAt: at(),
    sentAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.state, t.scheduledAt)],
);

/** One recipient of an announcement: one row per mail and member, so nobody gets it twice. */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    id: id(),
    announcementId: cascadeFrom(() => announcements.id),
    userId: cascadeFrom(() => users.id),
    status: text({ enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text(),
    sentAt: at(),
  },
  (t) => [uniqueIndex().on(t.announcementId, t.userId), index().on(t.announcementId, t.status)],
);
