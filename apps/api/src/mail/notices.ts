/**
 * The mails that follow a money or membership event, sent once the event's transaction has
 * committed. Each reads what it tells from the database (the order as stored, the subscription as
 * changed), so the mail says what happened, not what was asked for.
 */
import { findPrefectureById, formatZip, fullName, membershipFees } from '@fanclub/domain';
import type { Db } from '../db/client.ts';
import { drawsRepository } from '../repositories/draws.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { usersRepository } from '../repositories/users.ts';
import type { Post } from './post.ts';
import { mails, type Addressee, type PlanMail } from './templates.ts';

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

/** 注文確認メール: to the address the fan gave on the order (typed twice), else the member's. */
export const sendOrderPlaced = ({ db, post, publicUrl }: NoticeDeps, userId: number, orderId: number) =>
  post.notify(async () => {
    const order = await ordersRepository(db).get(userId, orderId);
    const member = await addresseeOf(db, userId);
    if (!order || !member) return null;
    const d = order.delivery;
    return mails.orderPlaced(
      { email: d?.email || member.email, name: d ? fullName(d) : member.name },
      {
        orderId: order.id,
        orderedAt: order.createdAt,
        items: order.items.map((item) => ({
          name: item.name,
          attributes: item.attributes.map((a) => a.label || a.value).join(' / '),
          count: item.count,
          price: item.price,
        })),
        totalProductPrice: order.totalProductPrice,
        deliveryCost: order.deliveryCost,
        finalPrice: order.finalPrice,
        deliveryMethod: order.deliveryMethod?.name ?? null,
        deliveryName: d ? fullName(d) : null,
        deliveryAddress: d
          ? `〒${formatZip(d.zipCode)} ${findPrefectureById(d.prefectureId)?.name ?? ''}${d.address1}${d.address2}${d.address3 ? ` ${d.address3}` : ''}`
          : null,
        maskedCardNumber: order.maskedCardNumber,
        detailUrl: `${publicUrl}/order/history/${order.id}`,
      },
    );
  });

const plainText = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** 当選・落選のお知らせ: every entrant of the benefits just drawn hears the result. */
export const sendDrawResults = ({ db, post, publicUrl }: NoticeDeps, benefitIds: readonly number[]) =>
  post.notify(async () => {
    if (benefitIds.length === 0) return null;
    const entries = await drawsRepository(db).entrantsOf(benefitIds);
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
