import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { drawEventsRepository } from '../repositories/draw-events.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

const refusals = {
  outside_period: memberAnswers.drawOutsidePeriod,
  full: memberAnswers.drawFull,
  already: memberAnswers.drawRegistered,
  closed: memberAnswers.drawFull,
  not_eligible: memberAnswers.drawPlanNotEligible,
  one_entry: memberAnswers.drawOneEntry,
} as const;

/** Draw events with the member's own entries, and entering a benefit. */
export const drawEventRoutes = async (app: FastifyInstance) => {
  const draws = drawEventsRepository(app.db, app.config.companyId);

  defineRoute(app, endpoints.listDrawEvents, ({ query, userId }) =>
    draws.list(paging(query), userId, query.sortBy, query.sortDir),
  );
  defineRoute(app, endpoints.getDrawEvent, async ({ params, userId }) => {
    const event = await draws.get(params.id, userId);
    if (!event) throw notFound(answers.notFound);
    return event;
  });

  defineRoute(app, endpoints.registerDrawEvent, async ({ params, userId, body }) => {
    if (!(await draws.get(params.id, userId))) throw notFound(answers.notFound);
    const benefit = await draws.benefit(params.id, body.drawBenefitId);
    if (!benefit) throw badRequest(memberAnswers.drawBenefitNotFound);
    if (benefit.drawnAt) throw badRequest(memberAnswers.drawFull);
    const option = body.option?.trim() || null;
    if (benefit.isOptionRequired && (!option || !benefit.option?.values.includes(option))) {
      throw badRequest(memberAnswers.drawOption(benefit.option?.label ?? 'オプション'));
    }
    // An option the benefit does not offer is not stored either.
    if (option && !benefit.option?.values.includes(option))
      throw badRequest(memberAnswers.drawOption(benefit.option?.label ?? 'オプション'));
    const outcome = await draws.register(userId, params.id, benefit.id, option, new Date());
    if (outcome !== 'registered') throw badRequest(refusals[outcome]);
    const event = await draws.get(params.id, userId);
    return event!.benefits.find((b) => b.id === benefit.id)!;
  });
};
