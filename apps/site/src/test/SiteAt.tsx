import type { Session } from '@fanclub/domain';
import { ApiProvider } from '@fanclub/domain/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { apiClient, sessionStore } from '../app/api.ts';
import { SiteRoutes } from '../app/router.tsx';

// A whole screen takes a few round trips before it shows (lazy screen, session exchange, data),
// longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 8000 });

/**
 * The whole site (shell, guard, the real router table) at one address, talking to the MSW fake
 * backend through the same API client the site uses. Stories pick the session and the scenario.
 */
export function SiteAt({ path, session }: { path: string; session: Session | null }) {
  const [initialEntries] = useState(() => {
    localStorage.clear();
    // Also drops an exchange a previous story left hanging (the loading stories never answer).
    sessionStore.clear();
    if (session) sessionStore.set(session);
    return [path];
  });
  return (
    <ApiProvider client={apiClient}>
      <MemoryRouter initialEntries={initialEntries}>
        <SiteRoutes />
      </MemoryRouter>
    </ApiProvider>
  );
}
