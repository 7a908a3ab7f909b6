import { memberAnswers } from '@fanclub/domain/answers';
import { db, mockNow, nextRowId } from '../db.ts';
import { byIdOr404, fail, handle, page } from './handle.ts';
import { surveyFor } from './views.ts';

const questions = () => db.content.surveys.flatMap((survey) => survey.questions);
const answers = () => questions().flatMap((question) => question.answers);

export const surveysHandlers = {
  listSurveys: handle('listSurveys', ({ query, user }) =>
    page(
      db.content.surveys.map((survey) => surveyFor(survey, user)),
      query,
    ),
  ),
  listSurveyQuestions: handle('listSurveyQuestions', ({ query }) =>
    page(
      questions().filter((question) => query?.surveyId === undefined || question.surveyId === query.surveyId),
      query,
    ),
  ),
  listSurveyAnswers: handle('listSurveyAnswers', ({ query }) =>
    page(
      answers().filter(
        (answer) =>
          query?.surveyQuestionId === undefined || answer.surveyQuestionId === query.surveyQuestionId,
      ),
      query,
    ),
  ),
  listSurveyRegistrations: handle('listSurveyRegistrations', ({ query }) =>
    page(
      db.surveyRegistrations
        .filter((row) => query?.surveyId === undefined || row.surveyId === query.surveyId)
        .map(({ userId: _anonymous, ...row }) => row),
      query,
    ),
  ),
  getUserSurvey: handle('getUserSurvey', ({ params, user }) =>
    surveyFor(byIdOr404(db.content.surveys, params.id), user),
  ),
  answerSurvey: handle('answerSurvey', ({ params, user, body }) => {
    const survey = byIdOr404(db.content.surveys, params.id);
    if (db.surveyRegistrations.some((row) => row.userId === user!.id && row.surveyId === survey.id))
      fail(400, memberAnswers.surveyAnswered);
    const chosen = new Set(body.surveyAnswerIds);
    const valid = new Set(
      survey.questions.flatMap((question) => question.answers.map((answer) => answer.id)),
    );
    if ([...chosen].some((id) => !valid.has(id))) fail(400, memberAnswers.surveyUnknownAnswer);
    for (const question of survey.questions) {
      const picked = question.answers.filter((answer) => chosen.has(answer.id));
      if (picked.length === 0) fail(400, memberAnswers.surveyAnswerEach(question.content));
      if (!question.isMultiple && picked.length > 1) fail(400, memberAnswers.surveyOneOnly(question.content));
    }
    for (const answer of survey.questions.flatMap((question) => question.answers))
      if (chosen.has(answer.id)) answer.count += 1;
    const registration = {
      id: nextRowId(db.surveyRegistrations),
      surveyId: survey.id,
      userId: user!.id,
      surveyAnswerIds: [...chosen],
      createdAt: mockNow(),
    };
    db.surveyRegistrations.push(registration);
    return registration;
  }),
};
