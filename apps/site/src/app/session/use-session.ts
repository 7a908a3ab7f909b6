import { useSyncExternalStore } from 'react';
import { sessionStore } from '../api.ts';
import type { SessionSnapshot } from './session-store.ts';

/** The current session; re-renders on sign-in, exchange, profile change and logout. */
export const useSession = (): SessionSnapshot & { isSignedIn: boolean } => {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return { ...snapshot, isSignedIn: snapshot.user !== null };
};
