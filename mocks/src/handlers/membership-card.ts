import { memberAnswers } from '@fanclub/domain/answers';
import { fixtureNow, membershipCardFor } from '@fanclub/fixtures';
import { db } from '../db.ts';
import { handle } from './handle.ts';

/** The mocks' cards carry `DEMO-CARD.<member number>.<rank>`; only a registered member's is valid. */
export const membershipCardHandlers = {
  getMembershipCard: handle('getMembershipCard', ({ user }) => membershipCardFor(user!)),
  verifyMembershipCard: handle('verifyMembershipCard', ({ body }) => {
    const [kind, memberNumber, rank] = body.token.split('.');
    const member = [...db.users.values()].find((entry) => entry.user.memberNumber === memberNumber);
    if (kind !== 'DEMO-CARD' || !member || (rank !== 'paid' && rank !== 'free' && rank !== 'expired'))
      return {
        valid: false,
        memberNumber: null,
        rank: null,
        expiresAt: null,
        message: memberAnswers.cardInvalid,
      };
    const card = membershipCardFor(member.user, fixtureNow);
    return {
      valid: true,
      memberNumber: card.memberNumber,
      rank,
      expiresAt: card.qrExpiresAt,
      message: memberAnswers.cardValid[rank],
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
