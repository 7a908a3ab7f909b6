import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { MembershipCardKey, MembershipCardRank } from '@fanclub/domain/contract';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The membership card's QR payload is a compact JWS (EdDSA, Ed25519): the member number (`sub`),
 * the rank and the expiry (`exp`), issued by `fanclub-card`. A venue checks it with the verify call
 * or, offline, with the public key (`GET /api/v1/membership-card/public-key`, a JWK). The key pair
 * is derived from the server's JWT secret (HKDF-SHA256), so every API process signs with the same
 * key without another secret to keep, and a token of one kind is never accepted as the other.
 */
export const CARD_ISSUER = 'fanclub-card';

export interface CardClaims {
  memberNumber: string;
  rank: MembershipCardRank;
  expiresAt: Date;
}

export interface CardSigner {
  sign(claims: CardClaims, now?: Date): Promise<string>;
  /** The claims of a genuine, unexpired card token, or null. */
  verify(token: string, now?: Date): Promise<CardClaims | null>;
  publicJwk: MembershipCardKey;
}

// PKCS#8 prefix of an Ed25519 private key; the 32-byte seed follows.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const keyPairFrom = (secret: Uint8Array): { privateKey: KeyObject; publicKey: KeyObject } => {
  const seed = Buffer.from(hkdfSync('sha256', secret, 'fanclub', 'membership-card-ed25519', 32));
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey: createPublicKey(privateKey) };
};

const RANKS = new Set<string>(['paid', 'free', 'expired']);

export const createCardSigner = (secret: Uint8Array): CardSigner => {
  const { privateKey, publicKey } = keyPairFrom(secret);
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string };
  const kid = `card-${jwk.x.slice(0, 8)}`;
  return {
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, alg: 'EdDSA', kid },
    sign: ({ memberNumber, rank, expiresAt }, now = new Date()) =>
      new SignJWT({ rank })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setIssuer(CARD_ISSUER)
        .setSubject(memberNumber)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(privateKey),
    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: CARD_ISSUER,
          algorithms: ['EdDSA'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || !/^\d{8}$/.test(payload.sub)) return null;
        if (typeof payload.rank !== 'string' || !RANKS.has(payload.rank)) return null;
        if (typeof payload.exp !== 'number') return null;
        return {
          memberNumber: payload.sub,
          rank: payload.rank as MembershipCardRank,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
};
