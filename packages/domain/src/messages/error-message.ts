import { ApiError, ApiTypeError } from '../client/errors.ts';
import { ja } from './ja.ts';
import type { ErrorMessageKey } from './ja.ts';

/**
 * The text a toast shows for a failed call. With a catalogue key the spec's fixed message wins, and
 * keys that take a server message get the server's own `message` appended (spec section 8). Without
 * one, the server's message is passed on as is; otherwise a Japanese line for network, shape and
 * unknown errors, never the raw `network error` or a status code alone. A network failure is named
 * as such after the catalogue message too.
 */
export const errorMessage = (error: unknown, fallbackKey?: ErrorMessageKey): string => {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (fallbackKey) {
    const entry = ja[fallbackKey];
    const message = typeof entry === 'function' ? entry(serverMessage) : entry;
    // A network failure is named as such: the fan can fix it, unlike a refusal.
    return error instanceof ApiError && error.isNetworkError ? `${message}${ja.networkReason}` : message;
  }
  if (error instanceof ApiTypeError) return ja.typeError;
  if (error instanceof ApiError) {
    if (error.isNetworkError) return ja.networkError;
    return serverMessage ?? ja.httpError(error.status);
  }
  return ja.unknownError;
};
