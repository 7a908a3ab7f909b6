/**
 * Sign-in, sign-up and account calls. The session (tokens and the member) belongs to the app:
 * these hooks hand back what the server answered and the app stores it in its `onSuccess`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import type { EndpointName } from '../contract/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { memberQueryKeys, queryKeys } from './query-keys.ts';

/** The email a mailed sign-up token was sent to. */
export const emailByTokenQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.auth.emailByToken(token),
    queryFn: ({ signal }) => client.request(endpoints.getEmailByToken, { query: { token } }, { signal }),
    // An expired token stays expired: show the message at once instead of retrying.
    retry: false,
  });

export const useEmailByToken = (token: string) =>
  useQuery({ ...emailByTokenQueryOptions(useApiClient(), token), enabled: token !== '' });

type BodyCall<N extends EndpointName> = MutationHookOptions<ResponseOf<N>, BodyOf<N>>;

export const useSignIn = (options?: BodyCall<'signIn'>) =>
  useApiMutation((client, body) => client.request(endpoints.signIn, { body }), options);
export const useRefreshToken = (options?: BodyCall<'refreshToken'>) =>
  useApiMutation((client, body) => client.request(endpoints.refreshToken, { body }), {
    retry: false,
    ...options,
  });
export const useSignUp = (options?: BodyCall<'signUp'>) =>
  useApiMutation((client, body) => client.request(endpoints.signUp, { body }), options);
export const useSendSignUpEmail = (options?: BodyCall<'sendSignUpEmail'>) =>
  useApiMutation((client, body) => client.request(endpoints.sendSignUpEmail, { body }), options);
export const useSendPasswordEmail = (options?: BodyCall<'sendPasswordEmail'>) =>
  useApiMutation((client, body) => client.request(endpoints.sendPasswordEmail, { body }), options);
export const useForgotPassword = (options?: BodyCall<'forgotPassword'>) =>
  useApiMutation((client, body) => client.request(endpoints.forgotPassword, { body }), options);
export const useSendEmailChange = (options?: BodyCall<'sendEmailChange'>) =>
  useApiMutation((client, body) => client.request(endpoints.sendEmailChange, { body }), options);
export const useConfirmEmailChange = (options?: BodyCall<'confirmEmailChange'>) =>
  useApiMutation((client, body) => client.request(endpoints.confirmEmailChange, { body }), options);
export const useUndoEmailChange = (options?: BodyCall<'undoEmailChange'>) =>
  useApiMutation((client, body) => client.request(endpoints.undoEmailChange, { body }), options);
export const useUpdatePassword = (options?: BodyCall<'updatePassword'>) =>
  useApiMutation((client, body) => client.request(endpoints.updatePassword, { body }), options);
/** Answers with the updated member for the app's session. */
export const useUpdateProfile = (options?: BodyCall<'updateProfile'>) =>
  useApiMutation((client, body) => client.request(endpoints.updateProfile, { body }), options);

/** お知らせメール: whether the member receives announcements. */
export const useAnnouncementMail = ({ enabled }: { enabled?: boolean } = {}) => {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.auth.announcementMail(),
    queryFn: ({ signal }) => client.request(endpoints.getAnnouncementMail, {}, { signal }),
    enabled,
  });
};
export const useUpdateAnnouncementMail = (options?: BodyCall<'updateAnnouncementMail'>) =>
  useApiMutation((client, body) => client.request(endpoints.updateAnnouncementMail, { body }), options);

const forgetMember = (queryClient: QueryClient) => {
  for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
};

/**
 * Revokes the refresh token. The member's cached data goes whether or not the server answered,
 * because the app drops its session either way and the next person must not see it.
 */
export const useLogout = (options: BodyCall<'logout'> = {}) =>
  useApiMutation((client, body) => client.request(endpoints.logout, { body }), {
    ...options,
    onSettled: async (...args) => {
      forgetMember(args[4].client);
      await options.onSettled?.(...args);
    },
  });
