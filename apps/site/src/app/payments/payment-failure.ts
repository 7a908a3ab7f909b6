import { errorMessage, isApiError, ja } from '@fanclub/domain';
import type { ErrorMessageKey } from '@fanclub/domain';
import { CardTokenError } from './card-token.ts';

/** Spec section 8's message for the call, then the server's or the card provider's reason. */
export const paymentFailureMessage = (error: unknown, key: ErrorMessageKey): string => {
  if (error instanceof CardTokenError)
    return error.detail ? ja.cardProcessingFailed(error.detail) : ja.cardGeneralError;
  const reason = isApiError(error) && error.serverMessage ? `（${error.serverMessage}）` : '';
  return errorMessage(error, key) + reason;
};
