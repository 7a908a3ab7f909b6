import { endpoints, type MembershipCard } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { createCardSigner } from '../auth/card-signature.ts';
import { ageOn, iso } from '../lib/dates.ts';
import { notFound } from '../lib/http-error.ts';
import { formatMemberNumber, isSubscriptionActive, usersRepository } from '../repositories/users.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

/** A free (or no longer paid) member's QR is signed for this long; the page signs a new one on every visit. */
export const FREE_CARD_QR_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const tokyoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(date);

/**
 * The digital membership card (会員証): the member's card with a QR payload the server signs, and
 * the venue's side, a verify call and the public key (docs in apps/api/README.md).
 */
export const membershipCardRoutes = async (app: FastifyInstance) => {
  const users = usersRepository(app.db);
  const signer = createCardSigner(app.config.jwtSecret);

  defineRoute(app, endpoints.getMembershipCard, async ({ userId }): Promise<MembershipCard> => {
    const row = await users.findById(userId);
    if (!row) throw notFound(answers.userNotFound);
    const subscription = await users.currentSubscription(userId);
    const now = new Date();
    const paid = subscription !== null && isSubscriptionActive(subscription, now);
    const rank = paid ? 'paid' : subscription ? 'expired' : 'free';
    // A paid card is good to the end of the paid period; any other for a month from today.
    const qrExpiresAt = paid ? subscription.end : new Date(now.getTime() + FREE_CARD_QR_DAYS * DAY_MS);
    const memberNumber = formatMemberNumber(row.memberNumber);
    return {
      memberNumber,
      nickName: row.nickName,
      rank,
      planName: subscription?.name ?? null,
      joinedAt: iso(row.createdAt),
      validUntil: subscription ? iso(subscription.end) : null,
      continuationYears: paid ? ageOn(tokyoDate(subscription.start), now) : null,
      issuedAt: iso(now),
      qr: await signer.sign({ memberNumber, rank, expiresAt: qrExpiresAt }, now),
      qrExpiresAt: iso(qrExpiresAt),
    };
  });

  defineRoute(app, endpoints.verifyMembershipCard, async ({ body }) => {
    const claims = await signer.verify(body.token.trim());
    if (!claims)
      return {
        valid: false,
        memberNumber: null,
        rank: null,
        expiresAt: null,
        message: memberAnswers.cardInvalid,
      };
    const member = await users.findByMemberNumber(Number(claims.memberNumber));
    const answer = { memberNumber: claims.memberNumber, rank: claims.rank, expiresAt: iso(claims.expiresAt) };
    return member
      ? { valid: true, ...answer, message: memberAnswers.cardValid[claims.rank] }
      : { valid: false, ...answer, message: memberAnswers.cardMemberGone };
  });

  defineRoute(app, endpoints.getMembershipCardKey, async () => signer.publicJwk);
};
