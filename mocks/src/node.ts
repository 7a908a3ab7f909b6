/** The mocks as a Node request interceptor, for unit and contract tests (`server.listen()`). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

export const server = setupServer(...handlers);

export { resetMockDb } from './db.ts';
export * from './scenarios.ts';
