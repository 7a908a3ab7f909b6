import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.membershipPlans;

export const membershipPlansQueryOptions = (client: ApiClient, query: QueryOf<'listMembershipPlans'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listMembershipPlans, { query });

export const membershipPlanQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getMembershipPlan, { params: { id: toId(id) } });

export const useMembershipPlans = (query?: QueryOf<'listMembershipPlans'>) =>
  useQuery(membershipPlansQueryOptions(useApiClient(), query));
export const useMembershipPlan = (id: Id) => useQuery(membershipPlanQueryOptions(useApiClient(), id));
