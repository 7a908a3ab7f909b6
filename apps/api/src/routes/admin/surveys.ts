import { adminEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { paging } from '../../repositories/paging.ts';
import { adminSurveysRepository } from '../../repositories/admin/surveys.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/** Surveys in the console: questions and choices, totals per choice, the answers as CSV. */
export const adminSurveyRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const surveys = adminSurveysRepository(db, config.companyId);
  const records = auditedRecords(app, { resource: 'surveys', invalidates: ['surveys'], get: surveys.get });
  const { found } = records;

  defineAdminRoute(app, adminEndpoints.listAdminSurveys, ({ query }) =>
    surveys.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminSurvey, ({ params }) => found(params.id));
  defineAdminRoute(app, adminEndpoints.createSurvey, ({ body, operator }) =>
    records.create(operator, (tx) => surveys.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateSurvey, ({ params, body, operator }) =>
    records.update(operator, params.id, (before, tx) => surveys.update(before, body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.exportSurveyAnswers, async ({ params }) => {
    const survey = await found(params.id);
    return { filename: `survey-answers-${survey.id}.csv`, csv: await surveys.answersCsv(survey) };
  });
};
