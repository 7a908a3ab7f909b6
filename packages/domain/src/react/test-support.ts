/** Shared by the hook tests: a fake fetch answering by `METHOD path`, and a render wrapper. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../client/index.ts';
import { ApiProvider } from './ApiProvider.tsx';

export type Answer = (request: Request) => Response;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers `routes["GET /api/v1/news"]`; an unknown route is a 599 so a wrong URL fails the test. */
export const fakeServer = (routes: Record<string, Answer>) => {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(new URL(String(input), 'http://site.test'), init);
    requests.push(request);
    const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
    return Promise.resolve(answer ? answer(request) : json({ message: `unexpected ${request.url}` }, 599));
  };
  /** Requests to one `METHOD path`, in order. */
  const calls = (route: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
  return { fetch, requests, calls };
};

export const createWrapper = (
  fetch: typeof globalThis.fetch,
  getAccessToken: () => string | null = () => 'token-1',
) => {
  // No retries: a failing request must fail the hook at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({ fetch, getAccessToken });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { client }, children),
    );
  return { queryClient, client, wrapper };
};
