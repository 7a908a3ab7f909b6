import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminSurveysRepository } from '../../repositories/admin/surveys.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/** Surveys in the console: questions and choices, totals per choice, the answers as CSV. */
export const adminSurveyRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const surveys = adminSurveysRepository(db, config.companyId);
  const audit = auditedWrites(app, 'surveys');

  const found = async (id: number) =>
    (await surveys.get(id)) ?? Promise.reject(notFound(adminMessages.notFound));

  defineAdminRoute(app, adminEndpoints.listAdminSurveys, ({ query }) =>
    surveys.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminSurvey, ({ params }) => found(params.id));
  defineAdminRoute(app, adminEndpoints.createSurvey, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const id = await surveys.insert(body, tx);
      const after = await surveys.get(id, tx);
      await audit.record({ operator, action: 'create', resource: 'surveys', resourceId: id, after }, tx);
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateSurvey, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await surveys.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      await surveys.update(before, body, tx);
      const after = await surveys.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'surveys', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.exportSurveyAnswers, async ({ params }) => {
    const survey = await found(params.id);
    return { filename: `survey-answers-${survey.id}.csv`, csv: await surveys.answersCsv(survey) };
  });
};
