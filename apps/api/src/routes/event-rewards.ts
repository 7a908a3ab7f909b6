import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, tooManyRequests } from '../lib/http-error.ts';
import { eventRewardsRepository } from '../repositories/event-rewards.ts';
import { minutesOf, throttleRepository, throttleRules } from '../repositories/throttle.ts';
import { usersRepository } from '../repositories/users.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

/** Stamp rallies: the rewards of an event, and earning a stamp by scanning its QR code. */
export const eventRewardRoutes = async (app: FastifyInstance) => {
  const rewards = eventRewardsRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const throttle = throttleRepository(app.db, app.shared);
  const eventOr404 = async (id: number) => {
    const event = await rewards.event(id);
    if (!event) throw notFound(answers.notFound);
    return event;
  };

  defineRoute(app, endpoints.getEventRewards, async ({ params, userId }) =>
    rewards.view(await eventOr404(params.id), userId, await users.isPaidMember(userId)),
  );
  defineRoute(app, endpoints.earnEventReward, async ({ params, userId, body }) => {
    const event = await eventOr404(params.id);
    // Scans are counted per member: guessing codes is slower than visiting the venues.
    if (!(await throttle.hit(`stamp:user:${userId}`, throttleRules.stampGuesses)))
      throw tooManyRequests(memberAnswers.rewardTooManyTries(minutesOf(throttleRules.stampGuesses)));
    const stamp = await rewards.stampByCode(event.id, body.qRCodeValue.trim());
    if (!stamp) throw badRequest(memberAnswers.rewardUnknownCode);
    if (!(await rewards.earn(userId, stamp.id))) throw badRequest(memberAnswers.rewardAcquired);
    return rewards.view(event, userId, await users.isPaidMember(userId));
  });
};
