import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { iso } from '../lib/dates.ts';
import { surveysRepository } from '../repositories/surveys.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

/** Surveys with their totals, and a member's one answer per survey. */
export const surveyRoutes = async (app: FastifyInstance) => {
  const surveys = surveysRepository(app.db, app.config.companyId);

  defineRoute(app, endpoints.listSurveys, ({ query, userId }) => surveys.list(paging(query), userId));
  defineRoute(app, endpoints.listSurveyQuestions, ({ query }) =>
    surveys.questions(paging(query), query.surveyId),
  );
  defineRoute(app, endpoints.listSurveyAnswers, ({ query }) =>
    surveys.answers(paging(query), query.surveyQuestionId),
  );
  defineRoute(app, endpoints.listSurveyRegistrations, ({ query }) =>
    surveys.registrations(paging(query), query.surveyId),
  );
  defineRoute(app, endpoints.getUserSurvey, async ({ params, userId }) => {
    const survey = await surveys.get(params.id, userId);
    if (!survey) throw notFound(answers.notFound);
    return survey;
  });

  defineRoute(app, endpoints.answerSurvey, async ({ params, userId, body }) => {
    const row = await surveys.row(params.id);
    const survey = await surveys.get(params.id, userId);
    if (!row || !survey) throw notFound(answers.notFound);
    const now = new Date();
    if ((row.startAt && row.startAt > now) || (row.endAt && row.endAt <= now))
      throw badRequest(memberAnswers.surveyClosed);
    if (survey.isAnswered) throw badRequest(memberAnswers.surveyAnswered);
    const chosen = new Set(body.surveyAnswerIds);
    const valid = new Set(survey.questions.flatMap((q) => q.answers.map((a) => a.id)));
    if ([...chosen].some((id) => !valid.has(id))) throw badRequest(memberAnswers.surveyUnknownAnswer);
    for (const question of survey.questions) {
      const picked = question.answers.filter((a) => chosen.has(a.id)).length;
      if (picked === 0) throw badRequest(memberAnswers.surveyAnswerEach(question.content));
      if (!question.isMultiple && picked > 1) throw badRequest(memberAnswers.surveyOneOnly(question.content));
    }
    try {
      const registration = await surveys.answer(userId, survey.id, [...chosen]);
      return {
        id: registration.id,
        surveyId: survey.id,
        userId,
        surveyAnswerIds: [...chosen],
        createdAt: iso(registration.createdAt),
      };
    } catch (error) {
      // A second answer sent at the same moment loses on the unique index.
      if (isUniqueViolation(error)) throw badRequest(memberAnswers.surveyAnswered);
      throw error;
    }
  });
};
