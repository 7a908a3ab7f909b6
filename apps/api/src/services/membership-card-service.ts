import { CARD_OFFLINE_COPY_HOURS } from '@fanclub/domain';
import { memberAnswers } from '@fanclub/domain/answers';
import type { MembershipCard, MembershipCardCheck, MembershipCardRank } from '@fanclub/domain/contract';
import { createCardSigner, type CardClaims } from '../auth/card-signature.ts';
import type { Db } from '../db/client.ts';
import { ageOn, iso } from '../lib/dates.ts';
import { cardChecksRepository } from '../repositories/card-checks.ts';
import type { SubscriptionRow } from '../repositories/memberships.ts';
import { formatMemberNumber, isSubscriptionActive, usersRepository } from '../repositories/users.ts';

const HOUR_MS = 60 * 60 * 1000;

const tokyoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(date);

/**
 * A member's standing as a venue sees it, from their newest subscription: paid while it is live
 * (active, cancellation requested or past due, within the period), banned once support banned it,
 * cancelled when it ended after the member cancelled it, expired when it ended otherwise, free
 * when there never was one.
 */
export type CardStanding = 'paid' | 'free' | 'banned' | 'cancelled' | 'expired';

export const cardStandingOf = (subscription: SubscriptionRow | null, now = new Date()): CardStanding => {
  if (!subscription) return 'free';
  if (subscription.status === 'banned') return 'banned';
  if (isSubscriptionActive(subscription, now)) return 'paid';
  return subscription.unsubscribeReason !== null ? 'cancelled' : 'expired';
};

const rankOf = (standing: CardStanding): MembershipCardRank =>
  standing === 'paid' ? 'paid' : standing === 'free' ? 'free' : 'expired';

/** The name a code is remembered by when checked: one per member and step, or per offline copy. */
const codeKey = (claims: CardClaims) =>
  claims.copy === 'live'
    ? `live:${claims.memberNumber}:${claims.step}`
    : `offline:${claims.memberNumber}:${claims.issuedAt.getTime() / 1000}`;

const refused = (status: 'invalid', message: string): MembershipCardCheck => ({
  valid: false,
  memberNumber: null,
  rank: null,
  expiresAt: null,
  message,
  status,
  copy: null,
  issuedAt: null,
  firstCheckedAt: null,
});

/**
 * The digital membership card (会員証, docs/membership-card.md): the member's card with its
 * current code and offline copy, and the venue's check of a code against the member's standing
 * now, with replays told apart.
 */
export const membershipCardService = (db: Db, jwtSecret: Uint8Array) => {
  const users = usersRepository(db);
  const checks = cardChecksRepository(db);
  const signer = createCardSigner(jwtSecret);

  return {
    publicJwk: signer.publicJwk,

    cardOf: async (userId: number, now = new Date()): Promise<MembershipCard | null> => {
      const row = await users.findById(userId);
      if (!row) return null;
      const subscription = await users.currentSubscription(userId);
      const paid = subscription !== null && isSubscriptionActive(subscription, now);
      const rank = paid ? 'paid' : subscription ? 'expired' : 'free';
      const memberNumber = formatMemberNumber(row.memberNumber);
      // The offline copy lasts a few days, never past the paid period it vouches for.
      const offlineUntil = new Date(now.getTime() + CARD_OFFLINE_COPY_HOURS * HOUR_MS);
      const live = await signer.signLive({ memberNumber, rank }, now);
      const offline = await signer.signOffline(
        {
          memberNumber,
          rank,
          expiresAt: paid && subscription.end < offlineUntil ? subscription.end : offlineUntil,
        },
        now,
      );
      return {
        memberNumber,
        nickName: row.nickName,
        rank,
        planName: subscription?.name ?? null,
        joinedAt: iso(row.createdAt),
        validUntil: subscription ? iso(subscription.end) : null,
        continuationYears: paid ? ageOn(tokyoDate(subscription.start), now) : null,
        issuedAt: iso(now),
        qr: live.token,
        qrExpiresAt: iso(live.expiresAt),
        offlineQr: offline.token,
        offlineQrExpiresAt: iso(offline.expiresAt),
      };
    },

    check: async (token: string, now = new Date()): Promise<MembershipCardCheck> => {
      const checked = await signer.check(token, now);
      if (!checked) return refused('invalid', memberAnswers.cardInvalid);
      const { claims } = checked;
      const code = {
        memberNumber: claims.memberNumber,
        expiresAt: iso(claims.expiresAt),
        copy: claims.copy,
        issuedAt: iso(claims.issuedAt),
        firstCheckedAt: null,
      };
      if (checked.expired)
        return claims.copy === 'live'
          ? { ...code, valid: false, rank: null, status: 'stale', message: memberAnswers.cardStale }
          : { ...code, valid: false, rank: null, status: 'invalid', message: memberAnswers.cardInvalid };
      const member = await users.findByMemberNumber(Number(claims.memberNumber));
      if (!member)
        return {
          ...code,
          valid: false,
          rank: null,
          status: 'member_gone',
          message: memberAnswers.cardMemberGone,
        };
      const seen = await checks.record(codeKey(claims), Number(claims.memberNumber), claims.expiresAt, now);
      const subscription = await users.currentSubscription(member.id);
      const standing = cardStandingOf(subscription, now);
      const rank = rankOf(standing);
      // The standing first: a banned member's code is refused however fresh it is.
      if (standing === 'banned')
        return { ...code, valid: false, rank, status: 'banned', message: memberAnswers.cardBanned };
      if (standing === 'cancelled' || standing === 'expired') {
        const endedAt = iso(subscription!.end);
        const message =
          standing === 'cancelled'
            ? memberAnswers.cardCancelled(endedAt)
            : memberAnswers.cardExpired(endedAt);
        return { ...code, valid: false, rank, status: standing, message };
      }
      if (!seen.first) {
        const firstCheckedAt = iso(seen.checkedAt);
        return {
          ...code,
          valid: false,
          rank,
          status: 'replayed',
          firstCheckedAt,
          message: memberAnswers.cardReplayed(firstCheckedAt),
        };
      }
      if (claims.copy === 'offline')
        return {
          ...code,
          valid: true,
          rank,
          status: 'offline_copy',
          message: memberAnswers.cardOfflineCopy(rank, code.issuedAt),
        };
      return { ...code, valid: true, rank, status: 'valid', message: memberAnswers.cardValid[rank] };
    },
  };
};
