export {
  actionFailures,
  errorDisplay,
  fetchFailures,
  isErrorMessageKey,
  ja,
  uiText,
  validation,
} from './ja.ts';
export type { ErrorMessageKey } from './ja.ts';
export { errorMessage } from './error-message.ts';
