import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** A console session lasts a working day; signing out or suspending the operator ends it sooner. */
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = 'fanclub-console';
const AUDIENCE = 'admin';

/**
 * Operators' tokens are signed with a key of their own, derived from the JWT secret: a member's
 * access token (another issuer, another key) can never pass as an operator's, nor the reverse.
 */
const keys = new WeakMap<Uint8Array, Uint8Array>();
const operatorKey = (secret: Uint8Array) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('console-operators').digest()));
  return key;
};

export interface OperatorClaims {
  operatorId: number;
  companyId: number;
  sessionId: string;
}

export const signOperatorToken = (secret: Uint8Array, claims: OperatorClaims, expiresAt: Date) =>
  new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.operatorId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(operatorKey(secret));

/** The claims of a valid operator token, or null for anything else (a member's token included). */
export const verifyOperatorToken = async (
  secret: Uint8Array,
  token: string,
): Promise<OperatorClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, operatorKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const operatorId = Number(payload.sub);
    if (!Number.isInteger(operatorId) || typeof payload.cid !== 'number' || typeof payload.sid !== 'string')
      return null;
    return { operatorId, companyId: payload.cid, sessionId: payload.sid };
  } catch {
    return null;
  }
};
