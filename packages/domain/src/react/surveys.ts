import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type { BodyOf, Id, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.surveys;

export const [surveysQueryOptions, useSurveys] = listQuery('listSurveys', keys.list);
export const [surveyQuestionsQueryOptions, useSurveyQuestions] = listQuery(
  'listSurveyQuestions',
  keys.questions,
);
/** Answer choices with their totals. */
export const [surveyAnswersQueryOptions, useSurveyAnswers] = listQuery('listSurveyAnswers', keys.answers);
export const [surveyRegistrationsQueryOptions, useSurveyRegistrations] = listQuery(
  'listSurveyRegistrations',
  keys.registrations,
);
/** The survey with whether this member already answered. */
export const [userSurveyQueryOptions, useUserSurvey] = itemQuery('getUserSurvey', keys.memberDetail);

/** Answers survey `id` once; totals, registrations and the answered flag all change. */
export const useAnswerSurvey = (
  id: Id,
  options?: MutationHookOptions<ResponseOf<'answerSurvey'>, BodyOf<'answerSurvey'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.answerSurvey, { params: { id: toId(id) }, body }),
    options,
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.all }),
  );
