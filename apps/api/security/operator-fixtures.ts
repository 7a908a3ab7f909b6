/** The demo operators' console sessions, as the API tests sign them in. */
export { operatorTokens } from '../test/helpers.ts';
