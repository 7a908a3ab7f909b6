/**
 * @fanclub/mocks: MSW handlers for every endpoint of the contract, backed by a small in-memory
 * fake backend seeded from the demo fixtures (`@fanclub/fixtures`), plus scenarios.
 * `handlers` is what Storybook's preview starts the worker with.
 */
export { handlers, handlersByEndpoint, handlersByResource, type MockResource } from './handlers/index.ts';
export {
  handle,
  fail,
  MockHttpError,
  page,
  mswPath,
  type HandlerContext,
  type Resolver,
} from './handlers/index.ts';
export { SANDBOX_TOKEN_PATH, testCards } from './handlers/index.ts';
export { db as mockDb, resetMockDb, demoTokens, demoMailTokens } from './db.ts';
export { actAs } from './handlers/session.ts';
export {
  currentSession,
  DEMO_TDS_ORDER_ID,
  empty,
  freeMember,
  freeMemberBackFromPlanTds,
  freeMemberSession,
  type MemberOptions,
  paidMember,
  paidMemberBackFromOrderTds,
  paidMemberBackFromPointsTds,
  paidMemberSession,
  serverError,
  SERVER_ERROR_MESSAGE,
  signedOut,
  slow,
} from './scenarios.ts';
export { DEMO_PASSWORD } from '@fanclub/fixtures';
