import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A mark that this browser holds a session, readable by the server on every page (the refresh
 * token's own cookie is sent to `/api/v1/users` only): without it, a visit to a members' route is
 * a guest's, and the server sends it to sign-in before any script loads (plugins/site.ts). It says
 * nothing about who is signed in and grants nothing: the value is `1`, the session itself is still
 * checked by the refresh exchange. HttpOnly, set with the refresh cookie and cleared at logout.
 */
export const SESSION_MARK_COOKIE = 'fc_session';

export const setSessionMark = (request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number) =>
  reply.setCookie(SESSION_MARK_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: maxAgeSeconds,
  });

export const clearSessionMark = (reply: FastifyReply) =>
  reply.clearCookie(SESSION_MARK_COOKIE, { path: '/' });
