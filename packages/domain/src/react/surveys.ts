import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type {
  BodyOf,
  Id,
  MutationHookOptions,
  QueryOf,
  ResponseOf,
  SignedInOptions,
} from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.surveys;

export const surveysQueryOptions = (client: ApiClient, query: QueryOf<'listSurveys'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listSurveys, { query });

export const surveyQuestionsQueryOptions = (client: ApiClient, query: QueryOf<'listSurveyQuestions'> = {}) =>
  endpointQuery(client, keys.questions(query), endpoints.listSurveyQuestions, { query });

/** Answer choices with their totals. */
export const surveyAnswersQueryOptions = (client: ApiClient, query: QueryOf<'listSurveyAnswers'> = {}) =>
  endpointQuery(client, keys.answers(query), endpoints.listSurveyAnswers, { query });

export const surveyRegistrationsQueryOptions = (
  client: ApiClient,
  query: QueryOf<'listSurveyRegistrations'> = {},
) => endpointQuery(client, keys.registrations(query), endpoints.listSurveyRegistrations, { query });

/** The survey with whether this member already answered. */
export const userSurveyQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.memberDetail(id), endpoints.getUserSurvey, { params: { id: toId(id) } });

export const useSurveys = (query?: QueryOf<'listSurveys'>) =>
  useQuery(surveysQueryOptions(useApiClient(), query));
export const useSurveyQuestions = (query?: QueryOf<'listSurveyQuestions'>) =>
  useQuery(surveyQuestionsQueryOptions(useApiClient(), query));
export const useSurveyAnswers = (query?: QueryOf<'listSurveyAnswers'>) =>
  useQuery(surveyAnswersQueryOptions(useApiClient(), query));
export const useSurveyRegistrations = (query?: QueryOf<'listSurveyRegistrations'>) =>
  useQuery(surveyRegistrationsQueryOptions(useApiClient(), query));
export const useUserSurvey = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userSurveyQueryOptions(useApiClient(), id), enabled });

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
