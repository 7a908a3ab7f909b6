import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import { CARD_CODE_STEP_SECONDS, CARD_CODE_STEPS_VALID } from '@fanclub/domain';
import type { MembershipCardCopy, MembershipCardKey, MembershipCardRank } from '@fanclub/domain/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The membership card's QR payload is a compact JWS (EdDSA, Ed25519): the member number (`sub`),
 * the rank, which copy it is (`copy`) and the expiry (`exp`), issued by `fanclub-card`. A venue
 * checks it with the verify call or, offline, with the public key (`GET
 * /api/v1/membership-card/public-key`, a JWK). The key pair is derived from the server's JWT secret
 * (HKDF-SHA256), so every API process signs with the same key without another secret to keep, and
 * a token of one kind is never accepted as the other.
 *
 * Two copies (docs/membership-card.md):
 * - `live`: the code the open card page shows, bound to a time step of CARD_CODE_STEP_SECONDS
 *   (`step`; `iat` is the step's start) and accepted for CARD_CODE_STEPS_VALID steps. Signing is
 *   deterministic (Ed25519), so one member's code of one step is one string, whoever fetches it.
 * - `offline`: the copy the page keeps for a venue without signal, signed when the card is loaded
 *   (`iat`) and accepted for a few days; the verifier says it is an offline copy.
 * Tokens signed before the copies existed carry no `copy` and are read as offline copies.
 */
export const CARD_ISSUER = 'fanclub-card';

export interface CardClaims {
  memberNumber: string;
  rank: MembershipCardRank;
  copy: MembershipCardCopy;
  /** When it was signed (a live code: the start of its step). */
  issuedAt: Date;
  expiresAt: Date;
  /** The time step of a live code. */
  step: number | null;
}

/** A genuine token: its claims, and whether it is past its expiry at the time it was checked. */
export interface CheckedCard {
  claims: CardClaims;
  expired: boolean;
}

export interface CardSigner {
  /** The live code of the step `now` falls in. */
  signLive(card: { memberNumber: string; rank: MembershipCardRank }, now?: Date): Promise<SignedCode>;
  /** The offline copy, signed at `now`, good until `expiresAt`. */
  signOffline(
    card: { memberNumber: string; rank: MembershipCardRank; expiresAt: Date },
    now?: Date,
  ): Promise<SignedCode>;
  /** The claims of a genuine token (our signature), expired or not; null for anything else. */
  check(token: string, now?: Date): Promise<CheckedCard | null>;
  publicJwk: MembershipCardKey;
}

export interface SignedCode {
  token: string;
  expiresAt: Date;
}

/** The time step a moment falls in. */
export const cardStepOf = (at: Date) => Math.floor(at.getTime() / 1000 / CARD_CODE_STEP_SECONDS);

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
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export const createCardSigner = (secret: Uint8Array): CardSigner => {
  const { privateKey, publicKey } = keyPairFrom(secret);
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string };
  const kid = `card-${jwk.x.slice(0, 8)}`;
  const sign = (claims: Record<string, unknown>, memberNumber: string, issuedAt: number, expiresAt: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setIssuer(CARD_ISSUER)
      .setSubject(memberNumber)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);

  return {
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, alg: 'EdDSA', kid },
    async signLive({ memberNumber, rank }, now = new Date()) {
      const step = cardStepOf(now);
      const from = step * CARD_CODE_STEP_SECONDS;
      const until = from + CARD_CODE_STEPS_VALID * CARD_CODE_STEP_SECONDS;
      return {
        token: await sign({ rank, copy: 'live', step }, memberNumber, from, until),
        expiresAt: new Date(until * 1000),
      };
    },
    async signOffline({ memberNumber, rank, expiresAt }, now = new Date()) {
      return {
        token: await sign({ rank, copy: 'offline' }, memberNumber, seconds(now), seconds(expiresAt)),
        expiresAt: new Date(seconds(expiresAt) * 1000),
      };
    },
    async check(token, now = new Date()) {
      let expired = false;
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, publicKey, {
          issuer: CARD_ISSUER,
          algorithms: ['EdDSA'],
          currentDate: now,
        }));
      } catch (error) {
        // Our signature, but past its time: said apart from a forgery (a screenshot, most likely).
        if (!(error instanceof errors.JWTExpired)) return null;
        expired = true;
        payload = error.payload;
      }
      const { iss, sub, rank, exp, iat, copy, step } = payload;
      if (iss !== CARD_ISSUER) return null;
      if (typeof sub !== 'string' || !/^\d{8}$/.test(sub)) return null;
      if (typeof rank !== 'string' || !RANKS.has(rank)) return null;
      if (typeof exp !== 'number' || typeof iat !== 'number') return null;
      const live = copy === 'live';
      if (live && (typeof step !== 'number' || step * CARD_CODE_STEP_SECONDS !== iat)) return null;
      return {
        expired,
        claims: {
          memberNumber: sub,
          rank: rank as MembershipCardRank,
          copy: live ? 'live' : 'offline',
          issuedAt: new Date(iat * 1000),
          expiresAt: new Date(exp * 1000),
          step: live ? (step as number) : null,
        },
      };
    },
  };
};
