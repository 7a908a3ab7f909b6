import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionMark, setSessionMark } from '../auth/session-mark.ts';
import { authService } from '../services/auth-service.ts';
import { callerOf } from '../lib/admission.ts';
import { REFRESH_FAMILY_TTL_MS } from '../repositories/refresh-tokens.ts';
import { usersRepository } from '../repositories/users.ts';
import { defineRoute } from './define.ts';

/** The site keeps the refresh token in an HttpOnly cookie; the body field stays for other clients. */
const COOKIE = 'refresh_token';
const cookiePath = '/api/v1/users';

const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) => {
  reply.setCookie(COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.config.publicUrl.startsWith('https://'),
    path: cookiePath,
    maxAge: REFRESH_FAMILY_TTL_MS / 1000,
  });
  // The pages' server learns from it that this browser is a member's (auth/session-mark.ts).
  setSessionMark(request, reply, REFRESH_FAMILY_TTL_MS / 1000);
};

const refreshTokenOf = (request: FastifyRequest, bodyToken: string) =>
  bodyToken || request.cookies[COOKIE] || '';

/**
 * Sign-in and the mailed-link calls are limited per IP by the rate limiter as well as per account in
 * the service. The refresh exchange is not among them (the global per-address limit still counts
 * it): its token cannot be guessed, and a member exchanges at every page of the members' area, so a
 * fan tapping fast, or two tabs, or a venue's shared address would run into 30 a minute and be told
 * to wait at each page.
 */
const strict = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const authRoutes = async (app: FastifyInstance) => {
  const auth = authService(app);
  const withCookie = async <T extends { refresh_token: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Promise<T>,
  ) => {
    const result = await answer;
    setRefreshCookie(request, reply, result.refresh_token);
    // The 30-day token travels only in its HttpOnly cookie: no script on a page can read it. The
    // spec's field stays, empty (as a refresh request sends it when there is none).
    return { ...result, refresh_token: '' };
  };

  app.register(async (limited) => {
    limited.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), ...strict };
    });
    defineRoute(limited, endpoints.signIn, ({ body, request, reply }) =>
      withCookie(
        request,
        reply,
        auth.signIn(body.email, body.password, request.ip, callerOf(request, reply)),
      ),
    );
    defineRoute(limited, endpoints.sendSignUpEmail, ({ body, request }) =>
      auth.sendSignUpEmail(body.email, request.ip),
    );
    defineRoute(limited, endpoints.sendPasswordEmail, ({ body, request }) =>
      auth.sendPasswordEmail(body.email, request.ip),
    );
    defineRoute(limited, endpoints.getEmailByToken, ({ query }) => auth.emailOfToken(query.token));
  });

  defineRoute(app, endpoints.refreshToken, ({ body, request, reply }) =>
    withCookie(
      request,
      reply,
      auth.refresh(refreshTokenOf(request, body.refresh_token), new Date(Date.now() - reply.elapsedTime)),
    ),
  );
  defineRoute(app, endpoints.signUp, ({ body, request, reply }) =>
    withCookie(request, reply, auth.signUp(body)),
  );
  defineRoute(app, endpoints.forgotPassword, ({ body }) => auth.resetPassword(body.token, body.password));
  defineRoute(app, endpoints.sendEmailChange, ({ body, userId, request }) =>
    auth.sendEmailChange(userId, request.sessionId, body, request.ip),
  );
  defineRoute(app, endpoints.confirmEmailChange, ({ body }) => auth.confirmEmailChange(body.token));
  defineRoute(app, endpoints.undoEmailChange, ({ body }) => auth.undoEmailChange(body.token));
  defineRoute(app, endpoints.logout, async ({ body, request, reply }) => {
    const answer = await auth.logout(refreshTokenOf(request, body.refresh_token));
    reply.clearCookie(COOKIE, { path: cookiePath });
    clearSessionMark(reply);
    return answer;
  });
  defineRoute(app, endpoints.updatePassword, ({ body, userId, request }) =>
    auth.updatePassword(userId, request.sessionId, body.currentPassword, body.newPassword),
  );
  defineRoute(app, endpoints.updateProfile, ({ body, userId }) => auth.updateProfile(userId, body));
  // お知らせメール: announcements only; transactional mail never reads it.
  const members = usersRepository(app.db);
  defineRoute(app, endpoints.getAnnouncementMail, async ({ userId }) => ({
    receive: await members.announcementMailOf(userId),
  }));
  defineRoute(app, endpoints.updateAnnouncementMail, async ({ body, userId }) => {
    await members.setAnnouncementMail(userId, body.receive);
    return { receive: body.receive };
  });
};
