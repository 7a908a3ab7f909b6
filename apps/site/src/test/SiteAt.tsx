import type { Session } from '@fanclub/domain';
import { ApiProvider } from '@fanclub/domain/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { apiClient, sessionStore } from '../app/api.ts';
import { siteRoutes } from '../app/router.tsx';

// A whole screen takes a few round trips before it shows (lazy screen, session exchange, data),
// longer than Testing Library's 1 s default wait; a screen whose lazy chunk is first transformed on a
// busy two-core machine (every story run beside the browser journeys) has taken more than 8 s.
configure({ asyncUtilTimeout: 15_000 });

// In the story tests every module is compiled the first time it is asked for. A screen's lazy
// chunk was compiled inside the first story that opened it, against that story's 15 s: on a loaded
// machine PointPurchase's first story (Cart Paid Member) timed out and /voting's story needed a
// 15 s wait, with nothing wrong. Loading every screen here, while the first page story file is
// imported, compiles them before any story's clock starts; the router's lazy imports then find
// them ready. (Storybook itself keeps loading screens on demand.)
if (import.meta.env.MODE === 'test') {
  const screens = import.meta.glob([
    '../pages/**/*.tsx',
    '!../pages/**/*.stories.tsx',
    '!../pages/**/*.test.tsx',
  ]);
  await Promise.all(Object.values(screens).map((load) => load()));
}

type SiteAtProps = {
  /** 表示するアドレス（例: /shop）。 */
  path: string;
  /** 誰として見るか: ゲスト（null）、無料会員、有料会員。 */
  session: Session | null;
};

/**
 * The whole site (shell, guard, the real router table) at one address, talking to the MSW fake
 * backend through the same API client the site uses. Stories pick the session and the scenario.
 * A new address or session (the Controls panel) starts the site afresh.
 */
export function SiteAt({ path, session }: SiteAtProps) {
  return <FreshSite key={`${path} ${session?.user.id ?? 'guest'}`} path={path} session={session} />;
}

function FreshSite({ path, session }: SiteAtProps) {
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    localStorage.clear();
    // Also drops an exchange a previous story left hanging (the loading stories never answer).
    sessionStore.clear();
    if (session) sessionStore.set(session);
    // The site's own data router, in memory: the same lazy routes and loaders as the browser's.
    return createMemoryRouter(siteRoutes({ queryClient, api: apiClient }), { initialEntries: [path] });
  });
  return (
    <ApiProvider client={apiClient}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
