/** Queries, bodies and the answers of calls that return more than an entity (spec section 7). */
import { z } from 'zod';
import {
  drawBenefitSchema,
  paymentMethodSchema,
  cardPaymentMethodSchema,
  cycleTypeSchema,
  konbiniSlipSchema,
  konbiniStoreSchema,
  subscriptionSchema,
  userSchema,
  votingPackagePurchaseSchema,
  voteSchema,
  type DeliveryDetails,
} from './entities.ts';
import {
  emailField,
  emailConfirmed,
  filledText,
  fieldMessages,
  idField,
  INT4_MAX,
  int,
  optionalText,
  personFields,
  positiveIntField,
  queryInt as queryIntField,
  requiredText,
  text,
  textUpTo,
} from './fields.ts';
import {
  emailChangeFields,
  emailFields,
  forgotPasswordFields,
  inquiryFields,
  newPasswordConfirmed,
  passwordConfirmed,
  profileFields,
  receiptFields,
  sendEmailFields,
  signInFields,
  signUpFields,
  updatePasswordFields,
} from './form-bodies.ts';

const id = idField;
const queryInt = queryIntField();

export const idParams = z.object({ id: queryInt.positive() });
/**
 * An order by its number (`20261129-3F9A2C7B01DE`) or, for links mailed before numbers existed,
 * by its id.
 */
export const orderParams = z.object({
  id: text().check(
    z.regex(/^(\d{1,10}|\d{8}-[0-9A-Fa-f]{12})$/),
    // An old order id is a PostgreSQL integer: a larger one is no order at all.
    z.refine((v) => !/^\d+$/.test(v) || Number(v) <= INT4_MAX, fieldMessages.outOfRange),
  ),
});
/** The 領収書's addressee, entered once (a person's or a company's name). */
export const receiptBody = z.object(receiptFields);

/** limit/offset for every list; the server caps limit at 100. */
export const listQuery = z.object({
  limit: queryInt.min(1).max(100).optional(),
  offset: queryInt.min(0).optional(),
});
export type ListQuery = z.input<typeof listQuery>;
export const categoryListQuery = listQuery.extend({ categoryId: queryInt.positive().optional() });
export const sortedListQuery = listQuery.extend({
  sortBy: z.enum(['id', 'publishedAt', 'eventDate', 'entryStart', 'entryEnd']).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});
export const voteHistoryQuery = listQuery.extend({ votingEventId: queryInt.positive().optional() });
export const tokenQuery = z.object({ token: filledText() });
export const zipcodeQuery = z.object({ zipcode: z.optional(text()) });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().nonnegative() });

export const messageResponse = z.object({ message: z.string() });

/** What sign-in, refresh and sign-up answer. */
export const authResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponse>;

export const signInBody = z.object(signInFields);
export type SignInBody = z.input<typeof signInBody>;
export const refreshTokenBody = z.object({ refresh_token: text() });

export const sendEmailBody = z.object(sendEmailFields).check(emailConfirmed);
export const emailBody = z.object(emailFields);
export const emailChangeBody = z.object(emailChangeFields);
export const tokenBody = z.object({ token: filledText() });
export const getEmailResponse = z.object({ email: z.string() });

export const profileFieldsSchema = z.object(profileFields);
export type ProfileFields = z.input<typeof profileFieldsSchema>;

export const signUpBody = z.object(signUpFields).check(passwordConfirmed);
export type SignUpBody = z.input<typeof signUpBody>;

export const forgotPasswordBody = z.object(forgotPasswordFields).check(passwordConfirmed);

export const updatePasswordBody = z.object(updatePasswordFields).check(newPasswordConfirmed);

export const updateProfileBody = profileFieldsSchema;

/** お知らせメール: whether the member receives the club's announcements (一斉メール). */
export const announcementMailSetting = z.object({ receive: z.boolean() });
export type AnnouncementMailSetting = z.infer<typeof announcementMailSetting>;

export const cartProductsBody = z.object({
  cartProducts: z
    .array(
      z.object({
        productSkuID: id,
        /** The line's new count (0 removes the line). */
        count: int().min(0).max(99),
        purchaseNote: z.optional(optionalText(500)),
      }),
    )
    .min(1),
});

/** Card fields that come from the payment provider's token endpoint (never a card number). */
export const cardTokenFields = z.object({
  cardholderName: z.optional(text().check(z.maxLength(45))),
  cardToken: text().check(z.minLength(1)),
  tokenExpireDate: z.optional(text()),
  maskedCardNumber: z.optional(text()),
});

/** Either a fresh card token, or the saved card when `cardToken` is left out. */
const optionalCard = cardTokenFields.partial();

const idempotencyKey = z.optional(text().check(z.minLength(8), z.maxLength(100)));

export const orderBody = z
  .object({
    ...personFields,
    email: emailField,
    confirmEmail: emailField,
    companyName: z.optional(optionalText(100)),
    deliveryMethodId: id,
    deliveryCost: int().nonnegative(),
    orderProducts: z
      .array(z.object({ productSkuID: id, count: int().positive().max(99), price: int() }))
      .min(1),
    paymentMethod: paymentMethodSchema,
    /** The store chain of a konbini payment (required with `konbini`). */
    konbiniStore: z.optional(konbiniStoreSchema),
    /** The konbini fee as the final confirmation showed it (tax included; 0 or absent for cards). */
    paymentFee: z.optional(int().nonnegative()),
    totalProductPrice: int().nonnegative(),
    finalPrice: int().nonnegative(),
    redirectionUrl: z.optional(text()),
    idempotencyKey,
  })
  .extend(optionalCard.shape)
  .check(emailConfirmed);
export type OrderBody = z.input<typeof orderBody>;

/** What an order keeps of its checkout: the buyer's names, phone, email and delivery address. */
export const deliveryDetailsOf = (body: z.output<typeof orderBody>): DeliveryDetails => ({
  lastName: body.lastName,
  firstName: body.firstName,
  lastNameKana: body.lastNameKana,
  firstNameKana: body.firstNameKana,
  phone: body.phone,
  companyName: body.companyName ?? null,
  email: body.email,
  zipCode: body.zipCode,
  prefectureId: body.prefectureId,
  address1: body.address1,
  address2: body.address2,
  address3: body.address3 ?? null,
});

export const orderResponse = z.object({ miecruOrderId: z.string(), orderId: id, orderNumber: z.string() });
export const tdsStartResponse = z.object({ authStartUrl: z.string(), orderId: z.string() });
export const tdsConfirmBody = z.object({ orderId: text().check(z.minLength(1)) });
export const tdsOrderConfirmResponse = z.object({
  orderId: id,
  miecruOrderId: z.string(),
  orderNumber: z.string(),
});

export const membershipPurchaseBody = z
  .object({
    paymentMethod: cardPaymentMethodSchema,
    memberShipPlanId: id,
    redirectionUrl: z.optional(text()),
    idempotencyKey,
  })
  .extend(optionalCard.shape);
export const subscriptionResponse = z.object({ subscription: subscriptionSchema, user: userSchema });

/**
 * One prepaid period of a plan (one cycle: a month of the monthly plan, a year of the annual)
 * paid at a convenience store. It never renews by itself. `price` is what the site showed for the
 * period without the fee (the first period of a member with no live plan includes the plan's
 * initial fee); `paymentFee` the konbini fee it showed (both checked).
 */
export const membershipKonbiniBody = z.object({
  memberShipPlanId: id,
  price: int().nonnegative(),
  konbiniStore: konbiniStoreSchema,
  paymentFee: z.optional(int().nonnegative()),
  idempotencyKey,
});

/**
 * A prepaid period waiting for its konbini payment: the order number, the plan and the period it
 * adds once paid, the total with the fee (`price`), and the slip. A repeated request answers the
 * same order.
 */
export const membershipKonbiniResponse = z.object({
  orderNumber: z.string(),
  memberShipPlanId: id,
  planName: z.string(),
  cycleType: cycleTypeSchema,
  cycleValue: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  paymentFee: z.number().int().nonnegative(),
  konbini: konbiniSlipSchema,
});

export const cardRegistrationBody = cardTokenFields.extend({ redirectionUrl: z.optional(text()) });
export const cardResponse = z.object({ maskedCardNumber: z.string(), isValidCard: z.boolean() });

export const updatePlanBody = z.object({ membershipPlanId: id });
/**
 * How the next period is paid: `auto` charges the saved card at the end of the period already
 * paid (a prepaid member switching to the card), `prepaid` stops the card (the next period is
 * paid at a convenience store).
 */
export const renewalBody = z.object({ renewal: z.enum(['auto', 'prepaid']) });
export const unsubscribeBody = z.object({
  reason: requiredText(100),
  otherReason: z.optional(optionalText(1000)),
});

export const votingPackagePurchaseBody = z
  .object({
    paymentMethod: cardPaymentMethodSchema,
    votingPackageId: id,
    count: positiveIntField.pipe(z.number().max(99)),
    point: int().positive(),
    price: int().nonnegative(),
    redirectionUrl: z.optional(text()),
    idempotencyKey,
  })
  .extend(optionalCard.shape);

/**
 * Points paid at a convenience store: the package and count as on the card purchase, the store
 * chain, and the konbini fee as the final confirmation showed it (tax included). Nothing is granted
 * until the store payment is notified.
 */
export const votingPackageKonbiniBody = z.object({
  votingPackageId: id,
  count: positiveIntField.pipe(z.number().max(99)),
  point: int().positive(),
  price: int().nonnegative(),
  konbiniStore: konbiniStoreSchema,
  paymentFee: z.optional(int().nonnegative()),
  idempotencyKey,
});

/**
 * A point purchase waiting for its konbini payment: its order number, what it grants once paid,
 * the total with the fee (`price`), and the slip. A repeated request answers the same purchase.
 */
export const votingPackageKonbiniResponse = z.object({
  orderNumber: z.string(),
  votingPackageId: id,
  count: z.number().int().positive(),
  point: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  paymentFee: z.number().int().nonnegative(),
  konbini: konbiniSlipSchema,
});

/**
 * A point purchase and the member's point balance after it, like the vote's answer, so the site
 * shows the new balance at once (the balance counts only unexpired points, which the client cannot
 * work out from the purchase alone).
 */
export const votingPackagePurchaseResponse = votingPackagePurchaseSchema.extend({
  votingPoint: z.number().int().nonnegative(),
});

/**
 * A vote. `idempotencyKey`: one per vote the member means to cast (the site makes one when the
 * confirmation opens); a repeated request with the same key answers the vote it made and counts
 * nothing again, so a fan (or the site) can retry a vote whose answer was lost.
 */
export const voteBody = z.object({ votingEventProfileId: id, point: positiveIntField, idempotencyKey });
export const voteResponse = z.object({ vote: voteSchema, votingPoint: z.number().int().nonnegative() });

export const surveyAnswersBody = z.object({
  surveyAnswerIds: z.array(id).min(1, '回答を選択してください。'),
});

export const drawRegisterBody = z.object({
  drawBenefitId: id,
  option: z.optional(textUpTo(100)),
});
export const drawRegisterResponse = drawBenefitSchema;

export const earnRewardBody = z.object({ qRCodeValue: text().check(z.minLength(1), z.maxLength(200)) });

export const receivedGiftBody = z.object({ birthdayGiftId: id });

export const inquiryBody = z.object(inquiryFields);

export const pageViewBody = z.object({
  path: text().check(z.minLength(1), z.maxLength(500)),
  referrer: z.optional(text().check(z.maxLength(500))),
});

/** The payment provider's token endpoint (card data goes there, never to our API). */
export const cardTokenRequestSchema = z.object({
  card_number: text(),
  card_expire: text(),
  security_code: text(),
  lang: z.enum(['ja', 'en']),
  card_holder: z.optional(text()),
  token_api_key: text(),
});
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;
export const cardTokenResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.enum(['success', 'failure']),
  token: z.string().nullable(),
  token_expire_date: z.string().nullable(),
  req_card_number: z.string().nullable(),
});
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;
