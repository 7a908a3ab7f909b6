/**
 * @fanclub/mocks/admin: the admin API (`@fanclub/domain/admin`) on the fake backend, for the
 * console's stories and tests; an entry of its own, as the contract's, so the fans' side never
 * loads it.
 */
export { adminHandle, adminHandlers, adminHandlersByEndpoint, type AdminResolver } from './handlers.ts';
export { adminDb, demoOperators, inviteOperator, operatorToken, resetAdminDb } from './state.ts';
export { DEMO_TOTP_SECRET } from './staff.ts';
export { adminEmpty, adminServerError, adminSlow, asOperator, operatorSession } from './scenarios.ts';
export { demoDashboardCharts, demoDashboardMonth, mockThisMonth } from './dashboard.ts';
