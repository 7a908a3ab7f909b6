import { errorMessage, isApiError } from '@fanclub/domain';
import type { ErrorMessageKey } from '@fanclub/domain';
import { useCallback, useId, useState } from 'react';

/**
 * Why a form was refused, kept with the form (FormAlert): `fail` takes the failed call's error and
 * words it as spec section 8 does; `fieldsInvalid` is true when the server refused what was typed
 * (4xx other than throttling), so the fields say so too (aria-invalid), but not for a network
 * failure, where nothing typed was wrong.
 */
export function useFormFailure(key?: ErrorMessageKey) {
  const alertId = useId();
  const [failure, setFailure] = useState<{ message: string; fieldsInvalid: boolean } | null>(null);
  const fail = useCallback(
    (error: unknown, message = errorMessage(error, key)) =>
      setFailure({
        message,
        fieldsInvalid: isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429,
      }),
    [key],
  );
  const clear = useCallback(() => setFailure(null), []);
  return {
    alertId,
    message: failure?.message ?? null,
    fieldsInvalid: failure?.fieldsInvalid ?? false,
    fail,
    clear,
  };
}
