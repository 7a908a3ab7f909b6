/**
 * How an admin endpoint is declared: its area and the roles that may call it. Shared by every
 * module of the admin contract (`endpoints.ts`, `shop.ts`), so each area keeps its calls in its
 * own file and `adminEndpoints` gathers them.
 */
import type { z } from 'zod';
import { defineEndpoint, type EndpointDef, type ErrorStatus } from '../contract/endpoint.ts';
import { idParams, listOf, messageResponse } from '../contract/requests.ts';
import { rolesFor, type AdminArea, type OperatorRole } from './roles.ts';

export const ADMIN_PREFIX = '/api/admin/v1';

export interface AdminEndpointDef extends EndpointDef {
  readonly area: AdminArea;
  /** Who may call it; an empty list means any signed-in operator (their own session). */
  readonly roles: readonly OperatorRole[];
}

export const readAccess = (area: AdminArea) => ({ area, roles: rolesFor(area, 'read'), auth: true }) as const;
export const writeAccess = (area: AdminArea) =>
  ({ area, roles: rolesFor(area, 'write'), auth: true }) as const;
export const defineAdminEndpoint = <const E extends AdminEndpointDef>(endpoint: E): E =>
  defineEndpoint(endpoint);

type Parts = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Refusals beyond those of every admin call of its kind, e.g. 409 when the state forbids it. */
  errors?: readonly ErrorStatus[];
};
/** A call's own refusals, when it has any (`errorAnswersOf` adds the rest). */
const own = (errors?: readonly ErrorStatus[]) => (errors ? { errors } : {});

/**
 * One admin resource's calls, declared once: its key, its area and its address under the prefix.
 * `read` and `write` declare a call under that address; `remove` is the usual delete by `/:id`.
 */
export const adminResource = <const R extends string>(resource: R, area: AdminArea, base: string) => {
  const path = (sub: string) => `${ADMIN_PREFIX}/${base}${sub}`;
  const read = <const P extends Parts>(sub: string, summary: string, parts: P) =>
    defineAdminEndpoint({ method: 'GET', path: path(sub), resource, ...readAccess(area), summary, ...parts });
  const write = <const M extends 'POST' | 'PATCH' | 'DELETE', const P extends Parts>(
    method: M,
    sub: string,
    summary: string,
    parts: P,
  ) => defineAdminEndpoint({ method, path: path(sub), resource, ...writeAccess(area), summary, ...parts });
  const remove = (summary: string, errors?: readonly ErrorStatus[]) =>
    write('DELETE', '/:id', summary, { params: idParams, response: messageResponse, ...own(errors) });
  return { read, write, remove };
};

/**
 * An admin resource of records (`item` as read, `body` as written): besides `read`, `write` and
 * `remove`, the paged `list`, the `/:id` read `get`, `create` and the `/:id` edit `update`.
 */
export const adminRecord = <const R extends string, S extends z.ZodType, B extends z.ZodType = z.ZodNever>(
  resource: R,
  area: AdminArea,
  base: string,
  item: S,
  body?: B,
) => {
  const r = adminResource(resource, area, base);
  const written = body as B;
  return {
    ...r,
    list: <Q extends z.ZodType>(summary: string, query: Q) =>
      r.read('', summary, { query, response: listOf(item) }),
    get: (summary: string) => r.read('/:id', summary, { params: idParams, response: item }),
    create: (summary: string, errors?: readonly ErrorStatus[]) =>
      r.write('POST', '', summary, { body: written, response: item, ...own(errors) }),
    update: (summary: string, errors?: readonly ErrorStatus[]) =>
      r.write('PATCH', '/:id', summary, { params: idParams, body: written, response: item, ...own(errors) }),
  };
};
