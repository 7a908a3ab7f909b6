/**
 * The mails that follow a money or membership event, sent once the event's transaction has
 * committed (the order mails through the outbox, jobs/mail-outbox.ts). Each reads what it tells from the database (the order as stored, the subscription as
 * changed), so the mail says what happened, not what was asked for.
 */
import { findPrefectureById, formatZip, fullName, konbiniStoreInfo, membershipFees } from '@fanclub/domain';
import { bankAccountTypeLabels } from '@fanclub/domain/admin';
import { SHIPPING_CARRIER_LABELS, trackingUrl } from '@fanclub/domain/format';
import type { Db } from '../db/client.ts';
import { refundsRepository } from '../repositories/admin/refunds.ts';
import { drawsRepository } from '../repositories/draws.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { usersRepository } from '../repositories/users.ts';
import type { Post } from './post.ts';
import {
  mails,
  type Addressee,
  type KonbiniPurpose,
  type KonbiniSlipMail,
  type OrderMail,
  type PlanMail,
} from './templates.ts';
import { konbiniRepository } from '../repositories/konbini.ts';

export interface NoticeDeps {
  db: Db;
  post: Post;
  publicUrl: string;
}

/** The member's address and name, for the greeting. */
export const addresseeOf = async (db: Db, userId: number): Promise<Addressee | null> => {
  const row = await usersRepository(db).findById(userId);
  return row ? { email: row.email, name: fullName(row) } : null;
};

/** A plan or subscription row as the mails name it: tax-included fee and its cycle. */
export const planMail = (plan: {
  name: string;
  price: number;
  taxRate: number;
  initialFee: number;
  cycleType: 'month' | 'year';
  cycleValue: number;
}): PlanMail => ({
  planName: plan.name,
  recurring: membershipFees(plan).recurring,
  cycleType: plan.cycleType,
  cycleValue: plan.cycleValue,
});

type StoredOrder = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepository>['get']>>>;

/** An order as the order mails tell it, and to whom: the address given on the order, else the member's. */
const orderMailOf = (order: StoredOrder, member: Addressee, publicUrl: string) => {
  const d = order.delivery;
  const to = { email: d?.email || member.email, name: d ? fullName(d) : member.name };
  const mail: OrderMail = {
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt,
    items: order.items.map((item) => ({
      name: item.name,
      attributes: item.attributes.map((a) => a.label || a.value).join(' / '),
      count: item.count,
      price: item.price,
    })),
    totalProductPrice: order.totalProductPrice,
    deliveryCost: order.deliveryCost,
    paymentFee: order.paymentFee,
    finalPrice: order.finalPrice,
    deliveryMethod: order.deliveryMethod?.name ?? null,
    deliveryName: d ? fullName(d) : null,
    deliveryAddress: d
      ? `〒${formatZip(d.zipCode)} ${findPrefectureById(d.prefectureId)?.name ?? ''}${d.address1}${d.address2}${d.address3 ? ` ${d.address3}` : ''}`
      : null,
    maskedCardNumber: order.maskedCardNumber,
    detailUrl: `${publicUrl}/order/history/${order.orderNumber}`,
  };
  return { to, mail };
};

/** 注文確認メール: to the address the fan gave on the order (typed twice), else the member's. */
export const orderPlacedLetter = async (
  { db, publicUrl }: Pick<NoticeDeps, 'db' | 'publicUrl'>,
  userId: number,
  orderId: number,
) => {
  const order = await ordersRepository(db).get(userId, orderId);
  const member = await addresseeOf(db, userId);
  if (!order || !member) return null;
  const { to, mail } = orderMailOf(order, member, publicUrl);
  return mails.orderPlaced(to, mail);
};

/**
 * 発送のお知らせ, once per order that has just become shipped (the caller sends it only for the
 * change to 発送済み, so a later save never sends it again): the carrier and its tracking link.
 */
export const sendOrderShipped = (
  { db, post, publicUrl }: NoticeDeps,
  shipped: readonly { userId: number; orderId: number }[],
) =>
  post.notify(async () => {
    const letters = [];
    for (const { userId, orderId } of shipped) {
      const order = await ordersRepository(db).get(userId, orderId);
      const member = await addresseeOf(db, userId);
      if (!order?.trackingNumber || !member) continue;
      const { to, mail } = orderMailOf(order, member, publicUrl);
      letters.push(
        mails.orderShipped(to, mail, {
          carrierName: order.carrier ? SHIPPING_CARRIER_LABELS[order.carrier] : null,
          trackingNumber: order.trackingNumber,
          trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
        }),
      );
    }
    return letters;
  });

/**
 * The mails of a konbini order: the slip when it is made, the reminder the day before its
 * deadline, the confirmation when the store payment arrives, the cancellation when it expires.
 */
export const konbiniLetter = async (
  { db, publicUrl }: Pick<NoticeDeps, 'db' | 'publicUrl'>,
  which: 'slip' | 'reminder' | 'paid' | 'expired',
  userId: number,
  orderId: number,
) => {
  const order = await ordersRepository(db).get(userId, orderId);
  const member = await addresseeOf(db, userId);
  if (!order?.konbini || !member) return null;
  const { to, mail } = orderMailOf(order, member, publicUrl);
  const info = konbiniStoreInfo[order.konbini.store];
  const slip: KonbiniSlipMail = {
    storeName: info.name,
    receiptLabel: info.receiptLabel,
    receiptNumber: order.konbini.receiptNumber,
    confirmationLabel: info.confirmationLabel,
    confirmationNumber: order.konbini.confirmationNumber,
    deadline: order.konbini.deadline,
    slipUrl: order.konbini.slipUrl,
  };
  const purpose = await konbiniPurposeOf(db, publicUrl, order);
  if (which === 'slip') return mails.konbiniSlip(to, mail, slip, purpose);
  if (which === 'reminder') return mails.konbiniReminder(to, mail, slip);
  if (which === 'expired') return mails.konbiniExpired(to, mail, slip, purpose);
  return mails.konbiniPaid(to, mail, { ...slip, paidAt: order.konbini.paidAt ?? new Date() }, purpose);
};

/**
 * What a konbini order's payment brings, read from its slip: the plan and period of a membership
 * order (with the subscription's end once the payment added it), the points of a point purchase,
 * else goods.
 */
const konbiniPurposeOf = async (db: Db, publicUrl: string, order: StoredOrder): Promise<KonbiniPurpose> => {
  if (order.orderType === 'product') return { kind: 'goods' };
  const slip = await konbiniRepository(db).slipOf(order.id);
  if (slip?.points != null) return { kind: 'points', points: slip.points };
  if (slip?.membershipPlanId != null && slip.cycleType && slip.cycleValue) {
    const { planName, subscription } = await konbiniRepository(db).membershipOf(
      slip.membershipPlanId,
      order.subscriptionId,
    );
    return {
      kind: 'membership',
      planName: subscription?.name ?? planName ?? '',
      cycleType: slip.cycleType,
      cycleValue: slip.cycleValue,
      validUntil: slip.status === 'paid' ? (subscription?.end ?? null) : null,
      myPageUrl: `${publicUrl}/my-account`,
    };
  }
  return { kind: 'goods' };
};

/** 返金のお知らせ of one refund, from the outbox once the refund has committed. */
export const refundLetter = async (
  { db, publicUrl }: Pick<NoticeDeps, 'db' | 'publicUrl'>,
  userId: number,
  orderId: number,
  refundId: number,
) => {
  const order = await ordersRepository(db).get(userId, orderId);
  const member = await addresseeOf(db, userId);
  const rows = await refundsRepository(db).ofOrders([orderId]);
  const refund = rows.find((r) => r.id === refundId && r.status === 'succeeded');
  if (!order || !member || !refund) return null;
  const { to, mail } = orderMailOf(order, member, publicUrl);
  const refundedTotal = rows
    .filter((r) => r.status === 'succeeded' && r.id <= refund.id)
    .reduce((total, r) => total + r.amount, 0);
  return mails.refunded(to, mail, {
    amount: refund.amount,
    refundedTotal,
    fullyRefunded: refundedTotal >= order.finalPrice,
    bankAccount:
      refund.method === 'bank_transfer'
        ? `${refund.bankName} ${refund.bankBranch} ${bankAccountTypeLabels[refund.bankAccountType!]} ***${refund.bankAccountNumber!.slice(-4)}`
        : null,
    pointsTaken: refund.pointsTaken,
    pointsSpent: refund.pointsSpent,
    periodEndAfter: refund.periodEndAfter,
  });
};

const plainText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * 当選・落選のお知らせ: every entrant of the benefits just drawn hears the result. After a second
 * draw (`round` 2…), only the entrants it chose hear, with the same 当選 mail.
 */
export const sendDrawResults = (
  { db, post, publicUrl }: NoticeDeps,
  benefitIds: readonly number[],
  round?: number,
) =>
  post.notify(async () => {
    if (benefitIds.length === 0) return null;
    const all = await drawsRepository(db).entrantsOf(benefitIds);
    const entries = round === undefined ? all : all.filter((entry) => entry.wonRound === round);
    return entries.flatMap((entry) => {
      const to = { email: entry.member.email, name: fullName(entry.member) };
      const draw = {
        eventName: entry.eventName,
        benefitName: entry.benefitName || entry.eventName,
        eventDate: entry.eventDate,
        detailUrl: `${publicUrl}/draw-event/${entry.eventId}`,
        congratulation: entry.congratulation ? plainText(entry.congratulation) : null,
      };
      if (entry.status === 'won') return [mails.drawWon(to, draw)];
      if (entry.status === 'not_won') return [mails.drawLost(to, draw)];
      return [];
    });
  });
