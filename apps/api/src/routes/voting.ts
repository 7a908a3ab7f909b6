import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unauthorized } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { toPurchase, votingRepository } from '../repositories/voting.ts';
import { votingService } from '../services/voting-service.ts';
import { konbiniOrdersFor } from '../shop/konbini-orders.ts';
import { defineRoute, write, writeCheckingSession } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

/** Voting events, point purchases and votes (package list/detail are served with the site lists). */
export const votingRoutes = async (app: FastifyInstance) => {
  const voting = votingRepository(app.db, app.config.companyId);
  const service = votingService({
    db: app.db,
    payments: app.payments,
    companyId: app.config.companyId,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    konbini: app.konbini
      ? {
          orders: konbiniOrdersFor({
            db: app.db,
            companyId: app.config.companyId,
            konbini: app.konbini,
            config: app.config.konbini,
            payments: app.payments,
            mails: app.mailOutbox,
          }).konbini,
          provider: app.konbini.name,
          fee: app.config.konbini.fee,
        }
      : null,
  });

  defineRoute(app, endpoints.listVotingEvents, ({ query, userId }) => voting.events(paging(query), userId));
  defineRoute(app, endpoints.getVotingEventProfile, async ({ params }) => {
    const profile = await voting.eventProfile(params.id);
    if (!profile) throw notFound(answers.notFound);
    return profile;
  });

  defineRoute(app, endpoints.listVotingPackagePurchases, ({ userId, query }) =>
    voting.purchases(userId, paging(query)),
  );
  defineRoute(app, endpoints.getVotingPackagePurchase, async ({ userId, params }) => {
    const row = await voting.purchase(userId, params.id);
    if (!row) throw notFound(answers.notFound);
    return toPurchase(row);
  });
  defineRoute(
    app,
    endpoints.purchaseVotingPackageSavedCard,
    ({ userId, body }) => service.purchase(userId, body, 'saved'),
    write,
  );
  defineRoute(
    app,
    endpoints.purchaseVotingPackage,
    ({ userId, body }) => service.purchase(userId, body, 'new'),
    write,
  );

  defineRoute(
    app,
    endpoints.purchaseVotingPackageKonbini,
    ({ userId, body }) => service.purchaseKonbini(userId, body),
    write,
  );

  defineRoute(app, endpoints.startTdsVotingPackagePurchase, ({ userId, body }) =>
    service.startTdsPurchase(userId, body),
  );
  defineRoute(
    app,
    endpoints.confirmTdsVotingPackagePurchase,
    ({ userId, body }) => service.confirmTdsPurchase(userId, body.orderId),
    write,
  );

  defineRoute(
    app,
    endpoints.vote,
    // One statement: the session check, the candidate lookup and the vote (`fanclub_vote`).
    async ({ userId, body, request }) => {
      const result = await voting.vote(
        userId,
        body.votingEventProfileId,
        body.point,
        new Date(),
        body.idempotencyKey ?? null,
        request.sessionId,
      );
      if (result.kind === 'signed-out') throw unauthorized(answers.tokenExpired);
      if (result.kind === 'missing') throw notFound(answers.notFound);
      if (result.kind !== 'voted')
        throw badRequest(
          result.kind === 'closed' ? memberAnswers.votingClosed : memberAnswers.notEnoughPoints(result.left),
        );
      return {
        vote: { votingEventProfileId: result.vote.votingEventProfileId, userId, point: result.vote.point },
        votingPoint: result.left,
      };
    },
    writeCheckingSession,
  );
  defineRoute(app, endpoints.listVoteHistories, ({ userId, query }) =>
    voting.histories(userId, paging(query), query.votingEventId),
  );
};
