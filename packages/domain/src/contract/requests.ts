/** Queries, bodies and the answers of calls that return more than an entity (spec section 7). */
import { z } from 'zod';
import {
  drawBenefitSchema,
  paymentMethodSchema,
  subscriptionSchema,
  userSchema,
  votingPackagePurchaseSchema,
  voteSchema,
  type DeliveryDetails,
} from './entities.ts';
import {
  dateField,
  emailField,
  fieldMessages,
  genderField,
  idField,
  int,
  optionalText,
  passwordField,
  personFields,
  positiveIntField,
  queryInt as queryIntField,
  requiredText,
  text,
} from './fields.ts';

const id = idField;
const queryInt = queryIntField();

export const idParams = z.object({ id: queryInt.positive() });

/** limit/offset for every list; the server caps limit at 100. */
export const listQuery = z.object({
  limit: queryInt.min(1).max(100).optional(),
  offset: queryInt.min(0).optional(),
});
export const categoryListQuery = listQuery.extend({ categoryId: queryInt.positive().optional() });
export const sortedListQuery = listQuery.extend({
  sortBy: z.enum(['id', 'publishedAt', 'eventDate', 'entryStart', 'entryEnd']).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});
export const voteHistoryQuery = listQuery.extend({ votingEventId: queryInt.positive().optional() });
export const tokenQuery = z.object({ token: text().min(1, fieldMessages.required) });
export const zipcodeQuery = z.object({ zipcode: text().optional() });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().nonnegative() });

export const messageResponse = z.object({ message: z.string() });

/** What sign-in, refresh and sign-up answer. */
export const authResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
});

export const signInBody = z.object({
  email: emailField,
  password: text().min(1, fieldMessages.required),
});
export const refreshTokenBody = z.object({ refresh_token: text() });

const confirmEmail = <T extends { email: string; confirmEmail: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.email !== value.confirmEmail) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: fieldMessages.emailMismatch });
  }
};
const confirmPassword =
  <K extends string, C extends string>(key: K, confirm: C) =>
  (value: Record<K | C, string>, ctx: z.RefinementCtx) => {
    if (value[key] !== value[confirm]) {
      ctx.addIssue({ code: 'custom', path: [confirm], message: fieldMessages.passwordMismatch });
    }
  };

export const sendEmailBody = z
  .object({ email: emailField, confirmEmail: emailField })
  .superRefine(confirmEmail);
export const emailBody = z.object({ email: emailField });
/** An email change needs the current password: a stolen access token alone cannot take the account. */
export const emailChangeBody = z.object({
  email: emailField,
  currentPassword: text().min(1, fieldMessages.required),
});
export const tokenBody = z.object({ token: text().min(1, fieldMessages.required) });
export const getEmailResponse = z.object({ email: z.string() });

export const profileFieldsSchema = z.object({
  ...personFields,
  nickName: optionalText(50),
  birthDate: dateField,
  gender: genderField,
});

export const signUpBody = profileFieldsSchema
  .extend({
    token: text().min(1, fieldMessages.required),
    email: emailField,
    password: passwordField,
    // Empty is flagged as empty, not only as different from the password.
    passwordConfirm: text().min(1, fieldMessages.required),
  })
  .superRefine(confirmPassword('password', 'passwordConfirm'));

export const forgotPasswordBody = z
  .object({
    password: passwordField,
    passwordConfirm: text().min(1, fieldMessages.required),
    token: text().min(1),
  })
  .superRefine(confirmPassword('password', 'passwordConfirm'));

export const updatePasswordBody = z
  .object({
    currentPassword: text().min(1, fieldMessages.required),
    newPassword: passwordField,
    confirmNewPassword: text().min(1, fieldMessages.required),
  })
  .superRefine(confirmPassword('newPassword', 'confirmNewPassword'));

export const updateProfileBody = profileFieldsSchema;

export const cartProductsBody = z.object({
  cartProducts: z
    .array(
      z.object({
        productSkuID: id,
        /** The line's new count (0 removes the line). */
        count: int().min(0).max(99),
        purchaseNote: optionalText(500).optional(),
      }),
    )
    .min(1),
});

/** Card fields that come from the payment provider's token endpoint (never a card number). */
export const cardTokenFields = z.object({
  cardholderName: text().max(45).optional(),
  cardToken: text().min(1),
  tokenExpireDate: text().optional(),
  maskedCardNumber: text().optional(),
});

/** Either a fresh card token, or the saved card when `cardToken` is left out. */
const optionalCard = cardTokenFields.partial();

const idempotencyKey = text().min(8).max(100).optional();

export const orderBody = z
  .object({
    ...personFields,
    email: emailField,
    confirmEmail: emailField,
    companyName: optionalText(100).optional(),
    deliveryMethodId: id,
    deliveryCost: int().nonnegative(),
    orderProducts: z
      .array(z.object({ productSkuID: id, count: int().positive().max(99), price: int() }))
      .min(1),
    paymentMethod: paymentMethodSchema,
    totalProductPrice: int().nonnegative(),
    finalPrice: int().nonnegative(),
    redirectionUrl: text().optional(),
    idempotencyKey,
  })
  .extend(optionalCard.shape)
  .superRefine(confirmEmail);

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

export const orderResponse = z.object({ miecruOrderId: z.string(), orderId: id });
export const tdsStartResponse = z.object({ authStartUrl: z.string(), orderId: z.string() });
export const tdsConfirmBody = z.object({ orderId: text().min(1) });
export const tdsOrderConfirmResponse = z.object({ orderId: id, miecruOrderId: z.string() });

export const membershipPurchaseBody = z
  .object({
    paymentMethod: paymentMethodSchema,
    memberShipPlanId: id,
    redirectionUrl: text().optional(),
    idempotencyKey,
  })
  .extend(optionalCard.shape);
export const subscriptionResponse = z.object({ subscription: subscriptionSchema, user: userSchema });

export const cardRegistrationBody = cardTokenFields.extend({ redirectionUrl: text().optional() });
export const cardResponse = z.object({ maskedCardNumber: z.string(), isValidCard: z.boolean() });

export const updatePlanBody = z.object({ membershipPlanId: id });
export const unsubscribeBody = z.object({
  reason: requiredText(100),
  otherReason: optionalText(1000).optional(),
});

export const votingPackagePurchaseBody = z
  .object({
    paymentMethod: paymentMethodSchema,
    votingPackageId: id,
    count: positiveIntField.pipe(z.number().max(99)),
    point: int().positive(),
    price: int().nonnegative(),
    redirectionUrl: text().optional(),
    idempotencyKey,
  })
  .extend(optionalCard.shape);

/**
 * A point purchase and the member's point balance after it, like the vote's answer, so the site
 * shows the new balance at once (the balance counts only unexpired points, which the client cannot
 * work out from the purchase alone).
 */
export const votingPackagePurchaseResponse = votingPackagePurchaseSchema.extend({
  votingPoint: z.number().int().nonnegative(),
});

export const voteBody = z.object({ votingEventProfileId: id, point: positiveIntField });
export const voteResponse = z.object({ vote: voteSchema, votingPoint: z.number().int().nonnegative() });

export const surveyAnswersBody = z.object({
  surveyAnswerIds: z.array(id).min(1, '回答を選択してください。'),
});

export const drawRegisterBody = z.object({
  drawBenefitId: id,
  option: text().max(100).optional(),
});
export const drawRegisterResponse = drawBenefitSchema;

export const earnRewardBody = z.object({ qRCodeValue: text().min(1).max(200) });

export const receivedGiftBody = z.object({ birthdayGiftId: id });

export const inquiryBody = z.object({
  name: requiredText(100),
  kana: text().optional(),
  email: emailField,
  zip: optionalText(8).optional(),
  address: optionalText(200).optional(),
  phone: optionalText(20).optional(),
  orderNumber: optionalText(50).optional(),
  contactNumber: optionalText(50).optional(),
  content: requiredText(4000),
});

export const pageViewBody = z.object({
  path: text().min(1).max(500),
  referrer: text().max(500).optional(),
});

/** The payment provider's token endpoint (card data goes there, never to our API). */
export const cardTokenRequestSchema = z.object({
  card_number: text(),
  card_expire: text(),
  security_code: text(),
  lang: z.enum(['ja', 'en']),
  card_holder: text().optional(),
  token_api_key: text(),
});
export const cardTokenResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.enum(['success', 'failure']),
  token: z.string().nullable(),
  token_expire_date: z.string().nullable(),
  req_card_number: z.string().nullable(),
});

export type ListQuery = z.input<typeof listQuery>;
export type SignInBody = z.input<typeof signInBody>;
export type SignUpBody = z.input<typeof signUpBody>;
export type ProfileFields = z.input<typeof profileFieldsSchema>;
export type OrderBody = z.input<typeof orderBody>;
export type AuthResponse = z.infer<typeof authResponse>;
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;
