import type { ErrorMessageKey } from '@fanclub/domain';
import { useState } from 'react';
import { notify } from '../site/notify.tsx';
import { paymentFailureMessage } from './payment-failure.ts';

/**
 * The order button of a 3-D Secure purchase (a shop order, a plan): `pay` runs the start call with
 * one idempotency key per confirmation screen, so a double press or a retry never charges twice,
 * then sends the browser to the provider's authStartUrl (the issuer's challenge, or straight back
 * to the return page, which confirms). A failure is kept as `failure` for the confirmation to show
 * (and told in a toast too) and frees the button.
 */
export function useTdsPayment(failureKey: ErrorMessageKey) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** `authStartUrl: null`: a payment without a challenge (konbini) that has already moved on. */
  const pay = async (start: (idempotencyKey: string) => Promise<{ authStartUrl: string | null }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const { authStartUrl } = await start(idempotencyKey);
      if (authStartUrl) window.location.assign(authStartUrl);
    } catch (error) {
      const message = paymentFailureMessage(error, failureKey);
      // The reason stays on the confirmation (FormAlert); the toast is only an extra.
      setFailure(message);
      notify.error(message);
      setBusy(false);
    }
  };
  return { busy, pay, failure };
}
