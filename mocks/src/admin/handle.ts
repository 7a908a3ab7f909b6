/**
 * The handler of one admin endpoint on the fake backend: the operator from the bearer token, then
 * the role check, then the contract's own validation (`endpointHandler`). Every admin mock module
 * (handlers.ts, engagement.ts) builds its handlers with it.
 */
import {
  adminEndpoints,
  adminMessages,
  type AdminEndpointName,
  type AdminEndpoints,
  type Operator,
} from '@fanclub/domain/admin';
import type { EndpointResponse } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { endpointHandler } from '../handlers/handle.ts';
import { operatorForToken } from './state.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type E<N extends AdminEndpointName> = AdminEndpoints[N];

export interface AdminHandlerContext<N extends AdminEndpointName> {
  readonly request: Request;
  readonly params: Out<E<N> extends { params: z.ZodType } ? E<N>['params'] : undefined>;
  readonly query: Out<E<N> extends { query: z.ZodType } ? E<N>['query'] : undefined>;
  readonly body: Out<E<N> extends { body: z.ZodType } ? E<N>['body'] : undefined>;
  /** The signed-in operator (always set but on sign-in). */
  readonly operator: Operator;
}

export type AdminResolver<N extends AdminEndpointName> = (
  context: AdminHandlerContext<N>,
) => EndpointResponse<E<N>> | Response | Promise<EndpointResponse<E<N>> | Response>;

/** The handler of one admin endpoint: the operator from the bearer token, then the role check. */
export function adminHandle<N extends AdminEndpointName>(name: N, resolver: AdminResolver<N>): HttpHandler {
  const endpoint = adminEndpoints[name];
  return endpointHandler<Operator>(
    name,
    endpoint,
    ({ request }) => {
      const token = request.headers.get('Authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
      const operator = token ? operatorForToken(token) : undefined;
      if (!operator)
        return { caller: null, refusal: token ? adminMessages.sessionExpired : adminMessages.unauthorized };
      const roles: readonly string[] = endpoint.roles;
      const allowed = roles.length === 0 || roles.includes(operator.role);
      return { caller: operator, refusal: null, forbidden: allowed ? null : adminMessages.forbidden };
    },
    (context) => resolver({ ...context, operator: context.caller } as AdminHandlerContext<N>),
  );
}
