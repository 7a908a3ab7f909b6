import type { ErrorMessageKey } from '@fanclub/domain';
import { useState } from 'react';
import { notify } from '../site/notify.tsx';
import { paymentFailureMessage } from './payment-failure.ts';

/**
 * The order button of a 3-D Secure purchase (a shop order, a plan): `pay` runs the start call with
 * one idempotency key per confirmation screen, so a double press or a retry never charges twice,
 * then sends the browser to the provider's authStartUrl (the issuer's challenge, or straight back
 * to the return page, which confirms). A failure is told in a toast and frees the button.
 */
export function useTdsPayment(failureKey: ErrorMessageKey) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const pay = async (start: (idempotencyKey: string) => Promise<{ authStartUrl: string }>) => {
    setBusy(true);
    try {
      const { authStartUrl } = await start(idempotencyKey);
      window.location.assign(authStartUrl);
    } catch (error) {
      notify.error(paymentFailureMessage(error, failureKey));
      setBusy(false);
    }
  };
  return { busy, pay };
}
