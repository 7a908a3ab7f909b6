import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { membershipCardService } from '../services/membership-card-service.ts';
import { defineRoute } from './define.ts';
import { answers } from '@fanclub/domain/answers';

/**
 * The digital membership card (会員証): the member's card with its current code (a new one every
 * 30 s) and offline copy, and the venue's side, a check of a code against the member's standing
 * now and the public key (docs/membership-card.md).
 */
export const membershipCardRoutes = async (app: FastifyInstance) => {
  const cards = membershipCardService(app.db, app.config.jwtSecret);

  defineRoute(app, endpoints.getMembershipCard, async ({ userId }) => {
    const card = await cards.cardOf(userId);
    if (!card) throw notFound(answers.userNotFound);
    return card;
  });

  defineRoute(app, endpoints.verifyMembershipCard, ({ body }) => cards.check(body.token.trim()));

  defineRoute(app, endpoints.getMembershipCardKey, async () => cards.publicJwk);
};
