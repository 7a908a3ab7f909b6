/**
 * How an admin endpoint is declared: its area and the roles that may call it. Shared by every
 * module of the admin contract (`endpoints.ts`, `shop.ts`), so each area keeps its calls in its
 * own file and `adminEndpoints` gathers them.
 */
import { defineEndpoint, type EndpointDef } from '../contract/endpoint.ts';
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
