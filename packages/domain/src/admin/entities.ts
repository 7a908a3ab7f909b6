/** What the console reads: the records as operators see them (nothing withheld, with states). */
import { z } from 'zod';
import {
  deliveryDetailsSchema,
  drawBenefitSchema,
  entryStatusSchema,
  konbiniPaymentStateSchema,
  konbiniSlipSchema,
  newsCategorySchema,
  orderItemSchema,
  orderStatusSchema,
  orderTypeSchema,
  paymentMethodSchema,
  shippingCarrierSchema,
  subscriptionStatusSchema,
} from '../contract/entities.ts';
import { operatorRoles } from './roles.ts';
import { bankAccountTypes, newsStatuses } from './values.ts';

/** A record's id and a time as the API writes it (ISO 8601), as every admin schema reads them. */
export const id = z.number().int().positive();
export const dateTime = z.string();

export const operatorRoleSchema = z.enum(operatorRoles);

export const operatorSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  /** True once a TOTP second factor is set. */
  hasTotp: z.boolean(),
  /** Invited and not yet signed up: no password set through the invitation's link so far. */
  invited: z.boolean(),
  disabledAt: dateTime.nullable(),
  createdAt: dateTime,
  lastSignInAt: dateTime.nullable(),
});

export const adminSessionSchema = z.object({
  token: z.string(),
  expiresAt: dateTime,
  operator: operatorSchema,
  /** TOTP is required of everyone and this operator has none: the console sends them to enrol first. */
  totpRequired: z.boolean(),
});

/** A JSON value as it was stored (the record before or after a write). */
const recordValue = z.record(z.string(), z.unknown()).nullable();

export const auditLogSchema = z.object({
  id,
  operatorId: id.nullable(),
  operatorEmail: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: recordValue,
  after: recordValue,
  createdAt: dateTime,
});

export const newsStatusSchema = z.enum(newsStatuses);

export const adminNewsSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  imageURL: z.string().nullable(),
  isPaid: z.boolean(),
  isNew: z.boolean(),
  category: newsCategorySchema,
  publishAt: dateTime,
  status: newsStatusSchema,
  updatedAt: dateTime,
});

/** One refund of an order, paid back through the provider (card) or by bank transfer (konbini). */
export const refundSchema = z.object({
  id: id,
  amount: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  method: z.enum(['card', 'bank_transfer']),
  operatorName: z.string(),
  providerRefundId: z.string().nullable(),
  bankAccount: z
    .object({
      bankName: z.string(),
      bankBranch: z.string(),
      accountType: z.enum(bankAccountTypes),
      accountNumber: z.string(),
      accountHolderKana: z.string(),
    })
    .nullable(),
  /** Points of a point pack taken back with it. */
  pointsTaken: z.number().int().nonnegative(),
  /** Points its share would have taken back that the fan had already used (they stay used). */
  pointsSpent: z.number().int().nonnegative(),
  /** A membership payment's refund: the paid period's end before and after. */
  periodEndBefore: dateTime.nullable(),
  periodEndAfter: dateTime.nullable(),
  createdAt: dateTime,
});

export const adminOrderSchema = z.object({
  id,
  /** The number the fan and the carriers' CSVs know the order by. */
  orderNumber: z.string(),
  orderType: orderTypeSchema,
  status: orderStatusSchema,
  deliveryCost: z.number().int().nonnegative(),
  totalProductPrice: z.number().int().nonnegative(),
  finalPrice: z.number().int().nonnegative(),
  maskedCardNumber: z.string().nullable(),
  /** extension: card or konbini; a konbini order's fee (tax included, in `finalPrice`) and slip. */
  paymentMethod: paymentMethodSchema,
  paymentFee: z.number().int().nonnegative(),
  /** The slip of a konbini order: its numbers and its state (支払待ち, 入金済み, 期限切れ). */
  konbini: konbiniSlipSchema.nullable(),
  /** Paid back so far (succeeded refunds); `finalPrice` minus this is what may still be refunded. */
  refundedAmount: z.number().int().nonnegative(),
  /** The refunds of the order, oldest first. */
  refunds: z.array(refundSchema),
  items: z.array(orderItemSchema),
  deliveryMethod: z.object({ id, name: z.string() }).nullable(),
  delivery: deliveryDetailsSchema.nullable(),
  trackingNumber: z.string().nullable(),
  carrier: shippingCarrierSchema.nullable(),
  /** Who ordered: their account id, the member number as their card shows it, email and name. */
  member: z.object({ id, memberNumber: z.string(), email: z.string(), name: z.string() }),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const adminDrawBenefitSchema = drawBenefitSchema
  .omit({ isRegistered: true, entryStatus: true })
  .extend({
    winners: z.number().int().nonnegative(),
    /** Draws that chose winners: 0 before the draw, 1 after it, 2 after a second draw (二次抽選)… */
    drawRounds: z.number().int().nonnegative(),
    /** Entries not chosen, who a second draw picks from. */
    notChosen: z.number().int().nonnegative(),
  });

export const adminDrawEventSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  imageURL: z.string().nullable(),
  eventDate: dateTime,
  entryStart: dateTime,
  entryEnd: dateTime,
  eligiblePlanIds: z.array(id),
  oneEntryPerMember: z.boolean(),
  benefits: z.array(adminDrawBenefitSchema),
});

/** A plan a draw event may be opened to, as its editor offers it. */
export const drawPlanChoiceSchema = z.object({ id, name: z.string(), isDisplayed: z.boolean() });

export const drawEntrySchema = z.object({
  id,
  benefitId: id,
  benefitName: z.string(),
  /** Who ordered: their account id, the member number as their card shows it, email and name. */
  member: z.object({ id, memberNumber: z.string(), email: z.string(), name: z.string() }),
  option: z.string().nullable(),
  entryStatus: entryStatusSchema,
  /** The draw that chose it (1, or 2 for a second draw…); null unless it won. */
  wonRound: z.number().int().nullable(),
  createdAt: dateTime,
});

export const adminMemberSchema = z.object({
  id,
  /** The member number as the card shows it (`formatMemberNumber` of `users.member_number`). */
  memberNumber: z.string(),
  email: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  isPaidMember: z.boolean(),
  planName: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  /**
   * extension: how the newest subscription is paid: `auto` (the card, renews by itself) or
   * `prepaid` (a period paid at a convenience store, never renewed by itself); null for none.
   */
  renewal: z.enum(['auto', 'prepaid']).nullable(),
  /** The newest konbini slip of a membership period: its order, number and state; null for none. */
  membershipSlip: z
    .object({
      orderNumber: z.string(),
      receiptNumber: z.string(),
      state: konbiniPaymentStateSchema,
      deadline: dateTime,
    })
    .nullable(),
  bannedAt: dateTime.nullable(),
  bannedReason: z.string().nullable(),
  createdAt: dateTime,
});

/** One subscription of a member's history, newest first. */
export const adminSubscriptionSchema = z.object({
  id,
  name: z.string(),
  /** Tax excluded, as the plan stores it; the console shows it with `taxRate` as 税込. */
  price: z.number().int(),
  initialFee: z.number().int(),
  taxRate: z.number(),
  cycleType: z.enum(['month', 'year']),
  cycleValue: z.number().int(),
  status: subscriptionStatusSchema,
  /** extension: `auto` (card, renews by itself) or `prepaid` (konbini, ends at `end`). */
  renewal: z.enum(['auto', 'prepaid']),
  start: dateTime,
  end: dateTime,
  nextBillingDate: dateTime.nullable(),
  bannedAt: dateTime.nullable(),
  bannedReason: z.string().nullable(),
  unsubscribeReason: z.string().nullable(),
  createdAt: dateTime,
});

/** A member as support sees them: the list's row, their phone, and their subscriptions. */
export const adminMemberDetailSchema = adminMemberSchema.extend({
  phone: z.string().nullable(),
  /** The newest subscriptions (at most 20). */
  subscriptions: z.array(adminSubscriptionSchema),
});

/** One payment of a member (billing history): plan, order, points or a card check. */
export const adminTransactionSchema = z.object({
  id,
  transactionType: z.enum(['order', 'subscription', 'voting_package', 'card_authorisation']),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount: z.number().int(),
  paymentMethod: z.string(),
  errorMessage: z.string().nullable(),
  orderId: id.nullable(),
  createdAt: dateTime,
});

export const dashboardSchema = z.object({
  membersByPlan: z.array(z.object({ planId: id.nullable(), name: z.string(), count: z.number().int() })),
  newMembersThisMonth: z.number().int(),
  cancelledThisMonth: z.number().int(),
  salesToday: z.number().int(),
  salesThisMonth: z.number().int(),
  ordersToShip: z.number().int(),
  openVotingEvents: z.number().int(),
  openDrawEvents: z.number().int(),
});

export type Operator = z.infer<typeof operatorSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type AuditLog = z.infer<typeof auditLogSchema>;
export type AdminNews = z.infer<typeof adminNewsSchema>;
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type Refund = z.infer<typeof refundSchema>;
export type AdminDrawEvent = z.infer<typeof adminDrawEventSchema>;
export type DrawEntry = z.infer<typeof drawEntrySchema>;
export type AdminMember = z.infer<typeof adminMemberSchema>;
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
