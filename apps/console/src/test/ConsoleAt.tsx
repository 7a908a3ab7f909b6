import type { OperatorRole } from '@fanclub/domain/admin';
import { operatorSession } from '@fanclub/mocks/admin';
import { ToastRoot } from '@fanclub/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configure } from 'storybook/test';
import '../console.css';
import { routes } from '../app/router.tsx';
import { clearSession, saveSession } from '../app/session.ts';

// A console screen takes a few round trips (lazy screen, data) before it shows.
configure({ asyncUtilTimeout: 15_000 });

// Compile every screen before the first story's clock starts (as the site's page stories do).
if (import.meta.env.MODE === 'test') {
  const screens = import.meta.glob([
    '../pages/**/*.tsx',
    '!../pages/**/*.stories.tsx',
    '../dashboard/DashboardCharts.tsx',
  ]);
  await Promise.all(Object.values(screens).map((load) => load()));
}

type ConsoleAtProps = {
  /** 表示するアドレス（/console を除いた部分。例: /orders）。 */
  path: string;
  /** 誰として見るか: 運営者の役割、またはログインしていない人（null）。 */
  role: OperatorRole | null;
};

/**
 * The whole console (frame, menu by role, the real route table) at one address, talking to the
 * admin API of the fake backend (`@fanclub/mocks/admin`) through the console's own client.
 */
export function ConsoleAt({ path, role }: ConsoleAtProps) {
  return <FreshConsole key={`${path} ${role ?? 'guest'}`} path={path} role={role} />;
}

function FreshConsole({ path, role }: ConsoleAtProps) {
  const [router] = useState(() => {
    clearSession();
    if (role) saveSession(operatorSession(role));
    return createMemoryRouter(routes, { initialEntries: [path] });
  });
  return (
    <>
      <RouterProvider router={router} />
      <ToastRoot />
    </>
  );
}
