import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.membershipPlans;

export const membershipPlansQueryOptions = (client: ApiClient, query: QueryOf<'listMembershipPlans'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listMembershipPlans, { query }, { signal }),
  });

export const membershipPlanQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getMembershipPlan, { params: { id: toId(id) } }, { signal }),
  });

export const useMembershipPlans = (query?: QueryOf<'listMembershipPlans'>) =>
  useQuery(membershipPlansQueryOptions(useApiClient(), query));
export const useMembershipPlan = (id: Id) => useQuery(membershipPlanQueryOptions(useApiClient(), id));
