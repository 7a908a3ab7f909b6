import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastRoot } from '@fanclub/ui';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });

export function App() {
  return (
    <I18nProvider locale="ja-JP">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastRoot />
      </QueryClientProvider>
    </I18nProvider>
  );
}
