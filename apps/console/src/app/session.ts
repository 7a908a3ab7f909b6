import type { AdminSession, Operator } from '@fanclub/domain/admin';

/**
 * The console's session lives in this tab only (sessionStorage): it survives a reload and ends
 * with the tab. The token is short-lived (a working day) and the server ends it on sign-out.
 */
const KEY = 'fanclub-console-session';

export const readSession = (): AdminSession | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    const session = raw ? (JSON.parse(raw) as AdminSession) : null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
};

export const saveSession = (session: AdminSession) => sessionStorage.setItem(KEY, JSON.stringify(session));
export const clearSession = () => sessionStorage.removeItem(KEY);
export const currentOperator = (): Operator | null => readSession()?.operator ?? null;
