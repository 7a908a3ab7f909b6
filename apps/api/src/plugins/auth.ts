import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token.ts';
import { unauthorized } from '../lib/http-error.ts';
import { refreshTokensRepository } from '../repositories/refresh-tokens.ts';
import { answers } from '@fanclub/domain/answers';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * Public calls accept an optional token (a paid member reads paid news through the public path);
 * a missing or bad token there simply means "guest". A token is good only while its session
 * stands: logout, refresh-token reuse, a password reset or an email change end it at once, not
 * 15 minutes later (one indexed lookup per signed-in call).
 */
export const identify = async (request: FastifyRequest) => {
  const token = bearer(request);
  if (!token) return;
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  if (
    claims &&
    claims.companyId === request.server.config.companyId &&
    (await refreshTokensRepository(request.server.db).isLive(claims.sessionId))
  ) {
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
  }
};

/** Calls under /users need a valid token; 401 lets the client refresh and retry. */
export const requireUser = async (request: FastifyRequest) => {
  const token = bearer(request);
  if (!token) throw unauthorized(answers.unauthorized);
  await identify(request);
  if (request.userId === null) throw unauthorized(answers.tokenExpired);
};

/**
 * The claims of a token this club signed, read without the database (its session is not checked
 * yet): who asks, for a check that answers before any connection is taken (the stock gate).
 */
export const signedClaims = async (request: FastifyRequest) => {
  const token = bearer(request);
  if (!token) return null;
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  return claims && claims.companyId === request.server.config.companyId ? claims : null;
};

/** A member's call with a precheck: refused as `requireUser` would, except for the session lookup. */
export const requireSignedToken = async (request: FastifyRequest) => {
  if (!bearer(request)) throw unauthorized(answers.unauthorized);
  if (!(await signedClaims(request))) throw unauthorized(answers.tokenExpired);
};

/**
 * A member's call whose handler checks the session itself, in the same statement as its write
 * (the vote, `fanclub_vote`): the token must be this club's and signed, and its claims become
 * `userId`/`sessionId` without a lookup. The handler MUST pass `sessionId` to that statement and
 * answer 401 when the session has ended, so an ended session is refused as by `requireUser`.
 */
export const requireClaimedUser = async (request: FastifyRequest) => {
  if (!bearer(request)) throw unauthorized(answers.unauthorized);
  const claims = await signedClaims(request);
  if (!claims) throw unauthorized(answers.tokenExpired);
  request.userId = claims.userId;
  request.sessionId = claims.sessionId;
};

/** The signed-in user's id inside a handler of an `auth: true` endpoint. */
export const userIdOf = (request: FastifyRequest): number => {
  if (request.userId === null) throw unauthorized(answers.unauthorized);
  return request.userId;
};
