import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'fanclub-api';

export interface AccessClaims {
  userId: number;
  companyId: number;
  /** The refresh-token family (session) the token was issued for. */
  sessionId: string;
}

export const signAccessToken = (secret: Uint8Array, claims: AccessClaims): Promise<string> =>
  new SignJWT({ cid: claims.companyId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);

/** The claims of a valid token, or null for any bad, foreign or expired token. */
export const verifyAccessToken = async (secret: Uint8Array, token: string): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.cid !== 'number' || typeof payload.sid !== 'string')
      return null;
    return { userId, companyId: payload.cid, sessionId: payload.sid };
  } catch {
    return null;
  }
};
