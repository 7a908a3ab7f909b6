import { adminMessages, staffMessages, type OperatorRole } from '@fanclub/domain/admin';
import type { FastifyRequest } from 'fastify';
import { verifyOperatorToken } from '../auth/operator-token.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { operatorsRepository } from '../repositories/admin/operators.ts';

const bearer = (request: FastifyRequest): string | null => {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * Every admin call but sign-in: an operator's token (a member's never verifies: another issuer and
 * key), its session still open, the account not suspended, and a role the endpoint lists. The
 * session is read on every call, so signing out or suspending an operator takes effect at once.
 * While the owner requires TOTP, an operator without it is refused everything but their own
 * session's calls (sign-out, me, password, TOTP enrolment).
 */
export const requireOperator = (roles: readonly OperatorRole[]) => async (request: FastifyRequest) => {
  const token = bearer(request);
  if (!token) throw unauthorized(adminMessages.unauthorized);
  const { config, db } = request.server;
  const claims = await verifyOperatorToken(config.jwtSecret, token);
  if (!claims || claims.companyId !== config.companyId) throw unauthorized(adminMessages.sessionExpired);
  const operator = await operatorsRepository(db, config.companyId).bySession(
    claims.sessionId,
    claims.operatorId,
  );
  if (!operator) throw unauthorized(adminMessages.sessionExpired);
  if (roles.length > 0 && !roles.includes(operator.role)) throw forbidden(adminMessages.forbidden);
  // TOTP required of everyone: one without it may only use their own session's calls (enrol).
  if (roles.length > 0 && operator.requireTotp && !operator.totpSecret)
    throw forbidden(staffMessages.totpRequired);
  request.operator = {
    id: operator.id,
    email: operator.email,
    role: operator.role,
    sessionId: claims.sessionId,
  };
};
