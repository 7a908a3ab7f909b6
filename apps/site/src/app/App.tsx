import { isApiError } from '@fanclub/domain';
import { ApiProvider } from '@fanclub/domain/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { apiClient } from './api.ts';

/** The site's query cache settings, the same in the browser and on the server. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; a network blip might.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });

/** What every screen sits in: the locale, the query cache and the API client (server and browser). */
export function SiteProviders({
  queryClient,
  api = apiClient,
  children,
}: {
  queryClient: QueryClient;
  api?: typeof apiClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale="ja-JP">
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>{children}</ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The site in the browser: the data router (src/app/router.tsx) inside the providers. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <SiteProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
