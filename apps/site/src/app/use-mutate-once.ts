import { useEffect, useRef } from 'react';

/**
 * Sends a call once, when the screen first shows, if the address carried what it needs (a mailed
 * link's token, the order id a 3-D Secure return brings back); `null`: nothing to send. A render
 * again (React's strict double effects, a session change) does not send it twice.
 */
export function useMutateOnce<V>(mutation: { readonly mutate: (variables: V) => void }, variables: V | null) {
  const started = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (variables === null || started.current) return;
    started.current = true;
    mutate(variables);
  }, [variables, mutate]);
}
