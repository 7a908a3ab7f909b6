/**
 * Ready-made states of the operators' console for stories and tests: `msw.use(...asOperator('editor'))`
 * starts from the demo data and answers the admin API as the real one does; the story puts
 * `operatorSession('editor')` where the console keeps its session.
 */
import {
  adminEndpoints,
  type AdminEndpointName,
  type AdminSession,
  type OperatorRole,
} from '@fanclub/domain/admin';
import { delay, type HttpHandler } from 'msw';
import { resetMockDb } from '../db.ts';
import { isListEndpoint, onEndpoints, serverErrorAnswer } from '../scenarios.ts';
import { adminHandle, adminHandlers } from './handlers.ts';
import { demoOperators, operatorToken, resetAdminDb } from './state.ts';

/** The console session of the demo operator of `role` (the fake backend knows its token). */
export const operatorSession = (role: OperatorRole): AdminSession => ({
  token: operatorToken(role),
  expiresAt: '2099-01-01T00:00:00+09:00',
  operator: demoOperators[role],
  totpRequired: false,
});

/** The admin API on the demo data (fans' side reset too), for any operator's token. */
export function asOperator(): HttpHandler[] {
  resetMockDb();
  resetAdminDb();
  return adminHandlers;
}

const names = Object.keys(adminEndpoints) as AdminEndpointName[];

/** Every admin list answers `{ data: [], total: 0 }`: the console's empty states. */
export function adminEmpty(): HttpHandler[] {
  return [
    ...names
      .filter((name) => isListEndpoint(adminEndpoints[name]))
      .map((name) => adminHandle(name, () => ({ data: [], total: 0 }) as never)),
    ...asOperator(),
  ];
}

/** The named admin calls never answer (`'infinite'`) or answer after `ms`: loading states. */
export const adminSlow = (ms: number | 'infinite', only: AdminEndpointName[]): HttpHandler[] =>
  onEndpoints(
    only.map((name) => adminEndpoints[name]),
    async () => {
      await delay(ms);
    },
  );

/** The named admin calls answer 500 with the Japanese message of `serverError`. */
export const adminServerError = (only: AdminEndpointName[]): HttpHandler[] =>
  onEndpoints(
    only.map((name) => adminEndpoints[name]),
    serverErrorAnswer,
  );
