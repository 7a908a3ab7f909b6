/**
 * Membership plans bought, changed and cancelled, and the saved card. These answer with the
 * subscription and the member for the app's session; nothing here is cached by itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '../contract/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';

type BodyCall<N extends EndpointName> = MutationHookOptions<ResponseOf<N>, BodyOf<N>>;

// A new or changed plan opens or closes paid content everywhere: refetch whatever is on screen.
const afterPlanChange = (queryClient: QueryClient) => queryClient.invalidateQueries();

export const usePurchaseMembership = (options?: BodyCall<'purchaseMembership'>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.purchaseMembership, { body }),
    options,
    afterPlanChange,
  );
/** A prepaid period paid at a convenience store: the slip; the plan changes only once it is paid. */
export const usePurchaseMembershipKonbini = (options?: BodyCall<'purchaseMembershipKonbini'>) =>
  useApiMutation((client, body) => client.request(endpoints.purchaseMembershipKonbini, { body }), options);
export const useStartTdsSubscription = (options?: BodyCall<'startTdsSubscription'>) =>
  useApiMutation((client, body) => client.request(endpoints.startTdsSubscription, { body }), options);
export const useConfirmTdsSubscription = (options?: BodyCall<'confirmTdsSubscription'>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.confirmTdsSubscription, { body }),
    options,
    afterPlanChange,
  );
export const useStartTdsUpdateCardSubscription = (options?: BodyCall<'startTdsUpdateCardSubscription'>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.startTdsUpdateCardSubscription, { body }),
    options,
  );
export const useUpdatePlan = (options?: BodyCall<'updatePlan'>) =>
  useApiMutation((client, body) => client.request(endpoints.updatePlan, { body }), options, afterPlanChange);

/** Card ↔ konbini from the next period: the session's subscription shows the new renewal. */
export const useChangeMembershipRenewal = (options?: BodyCall<'changeMembershipRenewal'>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.changeMembershipRenewal, { body }),
    options,
    afterPlanChange,
  );

// Cancelling takes effect at the end of the period, so nothing visible changes yet.
export const useUnsubscribe = (options?: BodyCall<'unsubscribe'>) =>
  useApiMutation((client, body) => client.request(endpoints.unsubscribe, { body }), options);
/** Withdraws a cancellation request; takes no input (`mutate()`). */
export const useCancelSubscriptionRequest = (
  options?: MutationHookOptions<ResponseOf<'cancelSubscriptionRequest'>, void>,
) => useApiMutation((client) => client.request(endpoints.cancelSubscriptionRequest, { body: {} }), options);

export const useRegisterCreditCard = (options?: BodyCall<'registerCreditCard'>) =>
  useApiMutation((client, body) => client.request(endpoints.registerCreditCard, { body }), options);
export const useStartTdsCardAuth = (options?: BodyCall<'startTdsCardAuth'>) =>
  useApiMutation((client, body) => client.request(endpoints.startTdsCardAuth, { body }), options);
export const useConfirmTdsCardAuth = (options?: BodyCall<'confirmTdsCardAuth'>) =>
  useApiMutation((client, body) => client.request(endpoints.confirmTdsCardAuth, { body }), options);
