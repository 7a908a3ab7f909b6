import { memberAnswers } from '@fanclub/domain/answers';
import type { MembershipCardCheck } from '@fanclub/domain/contract';
import { fixtureNow, membershipCardFor } from '@fanclub/fixtures';
import { db, mockNow } from '../db.ts';
import { handle } from './handle.ts';

const invalid: MembershipCardCheck = {
  valid: false,
  memberNumber: null,
  rank: null,
  expiresAt: null,
  message: memberAnswers.cardInvalid,
  status: 'invalid',
  copy: null,
  issuedAt: null,
  firstCheckedAt: null,
};

/**
 * The mocks' cards carry `DEMO-CARD.<member number>.<rank>` (the current code) and
 * `DEMO-CARD.<member number>.<rank>.offline` (the offline copy). The check answers as the API
 * does: from the member's standing now, a second check of one code as a replay.
 */
export const membershipCardHandlers = {
  getMembershipCard: handle('getMembershipCard', ({ user }) => membershipCardFor(user!)),
  verifyMembershipCard: handle('verifyMembershipCard', ({ body }): MembershipCardCheck => {
    const [kind, memberNumber, rank, copy, extra] = body.token.trim().split('.');
    if (kind !== 'DEMO-CARD' || !['paid', 'free', 'expired'].includes(rank ?? '') || extra !== undefined)
      return invalid;
    if (copy !== undefined && copy !== 'offline') return invalid;
    const member = [...db.users.values()].find((entry) => entry.user.memberNumber === memberNumber);
    const card = member ? membershipCardFor(member.user, fixtureNow) : null;
    const code = {
      memberNumber: memberNumber!,
      expiresAt: card ? (copy ? card.offlineQrExpiresAt : card.qrExpiresAt) : null,
      copy: copy ? ('offline' as const) : ('live' as const),
      issuedAt: mockNow(),
      firstCheckedAt: null,
    };
    if (!member || !card)
      return {
        ...code,
        valid: false,
        rank: null,
        status: 'member_gone',
        message: memberAnswers.cardMemberGone,
      };
    const subscription = member.user.subscription;
    const firstCheckedAt = db.cardChecks.get(body.token.trim()) ?? null;
    if (!firstCheckedAt) db.cardChecks.set(body.token.trim(), mockNow());
    if (subscription?.status === 'banned')
      return { ...code, valid: false, rank: 'expired', status: 'banned', message: memberAnswers.cardBanned };
    if (card.rank === 'expired') {
      const endedAt = subscription?.end ?? mockNow();
      const cancelled = subscription?.status === 'cancel_requested';
      return {
        ...code,
        valid: false,
        rank: 'expired',
        status: cancelled ? 'cancelled' : 'expired',
        message: cancelled ? memberAnswers.cardCancelled(endedAt) : memberAnswers.cardExpired(endedAt),
      };
    }
    if (firstCheckedAt)
      return {
        ...code,
        valid: false,
        rank: card.rank,
        status: 'replayed',
        firstCheckedAt,
        message: memberAnswers.cardReplayed(firstCheckedAt),
      };
    if (copy)
      return {
        ...code,
        valid: true,
        rank: card.rank,
        status: 'offline_copy',
        message: memberAnswers.cardOfflineCopy(card.rank, code.issuedAt),
      };
    return {
      ...code,
      valid: true,
      rank: card.rank,
      status: 'valid',
      message: memberAnswers.cardValid[card.rank],
    };
  }),
  getMembershipCardKey: handle('getMembershipCardKey', () => ({
    kty: 'OKP' as const,
    crv: 'Ed25519' as const,
    x: 'ZGVtby1tZW1iZXJzaGlwLWNhcmQta2V5LW5vdC1yZWFs',
    alg: 'EdDSA' as const,
    kid: 'card-demo',
  })),
};
