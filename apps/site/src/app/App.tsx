import { isApiError } from '@fanclub/domain';
import { ApiProvider } from '@fanclub/domain/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components';
import { BrowserRouter } from 'react-router-dom';
import { apiClient } from './api.ts';
import { SiteRoutes } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx will not get better by asking again; a network blip might.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <I18nProvider locale="ja-JP">
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={apiClient}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </ApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
