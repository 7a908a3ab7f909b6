import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client/index.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** Made by the app with `createApiClient({ getAccessToken })`: the session stays in the app. */
  readonly client: ApiClient;
  readonly children?: ReactNode;
}

/** Hands the API client to every hook below it; sits inside the app's `QueryClientProvider`. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  // Fail loudly: a missing provider would otherwise show up as requests that never start.
  if (client === null) throw new Error('useApiClient must be used inside <ApiProvider>.');
  return client;
}
