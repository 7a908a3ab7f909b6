import { useSyncExternalStore } from 'react';
import { sessionStore } from '../api.ts';
import type { SessionSnapshot } from './session-store.ts';

/** What the server renders, and so what hydration starts from: a guest (no session is known there). */
const guest: SessionSnapshot = { accessToken: null, user: null };
const serverSnapshot = () => guest;

/**
 * The current session; re-renders on sign-in, exchange, profile change and logout. A server-rendered
 * page hydrates as a guest's; a member's parts come right after, in the space the header keeps.
 */
export const useSession = (): SessionSnapshot & { isSignedIn: boolean } => {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
  return { ...snapshot, isSignedIn: snapshot.user !== null };
};
