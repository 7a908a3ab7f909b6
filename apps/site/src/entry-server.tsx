import { createApiClient } from '@fanclub/domain';
import type { ApiClient } from '@fanclub/domain';
import type { PageHead, RenderRequest, RenderResult, RouteAccess } from '@fanclub/domain/contract';
import { preloadBrandIcons, RichTextServerContext } from '@fanclub/ui';
import { sanitizeHtmlToString } from '@fanclub/ui/rich-text-server';
import { noticeQueryOptions, productQueryOptions, topicsQueryOptions } from '@fanclub/domain/react';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';
import { createQueryClient, SiteProviders } from './app/App.tsx';
import { isDocumentPath, isKnownPath, isPublicPath } from './app/paths.ts';
import { siteRoutes } from './app/router.tsx';
import { serverStateScript } from './app/server-state.ts';
import { PageTitleContext } from './app/site/use-page-title.ts';
import { PublicHostContext } from './app/site/public-host.ts';
import { preloadFooter } from './shell/footer-part.tsx';

/**
 * The server's render of a page (issue 13): the API server (apps/api, src/plugins/site.ts) loads
 * this module from the Vite SSR build (`dist-server/entry-server.js`), never the site's source, and
 * calls `render` for every HTML address. The same route table as the browser's (src/app/router.tsx)
 * runs through react-router's static handler, its loaders waiting for the route's data, and React
 * renders the screen with it; the data goes along as React Query's dehydrated cache, so the
 * browser hydrates without asking the API again (src/main.tsx).
 */

/**
 * The islands client and the whole app's start, as the build's manifest names them, and the social
 * marks both wait for before hydrating (ui `preloadBrandIcons`).
 */
const ISLANDS_CLIENT = 'src/islands/client.tsx';
const APP_START = 'src/app/start.tsx';
const BRAND_ICONS = '../../packages/ui/src/SocialLinks/BrandIcon.tsx';
/** A document's form island (src/islands/client.tsx loads it), preloaded with the islands client. */
const FORM_ISLANDS: Readonly<Record<string, string>> = {
  '/sign-in': 'src/islands/forms/SignInForm.tsx',
  '/forgot-password': 'src/islands/forms/ForgotPasswordForm.tsx',
  '/contact': 'src/islands/forms/ContactForm.tsx',
};

/** Thrown (and the page sent client-rendered) when the server cannot render the route whole. */
export class NotRenderable extends Error {}

/**
 * Who may see `pathname`, by the same route table the guard reads (src/app/paths.ts): the API
 * server sends a guest on a members' route to sign-in itself and caches only public pages.
 */
export const routeAccess = (pathname: string): RouteAccess =>
  isPublicPath(pathname) ? 'public' : isKnownPath(pathname) ? 'members' : 'unknown';

export async function render({ url, fetch, companyId, signal }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  await Promise.all([preloadFooter(), preloadBrandIcons()]);
  const api = createApiClient({ baseUrl: new URL(url).origin, fetch, ...(companyId ? { companyId } : {}) });
  const routes = siteRoutes({ queryClient, api, awaitData: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, signal ? { signal } : {}));
  // A loader's redirect: the browser's router will follow it.
  if (context instanceof Response) throw new NotRenderable(`redirect ${context.status}`);
  if (context.errors) throw new NotRenderable('a route failed to load');
  // A screen's data that did not come would show its error view, and the browser, which does not
  // receive failures, its spinner: such a page is left to the browser.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) throw new NotRenderable(`query ${JSON.stringify(failed.queryKey)} failed`);

  let title: string | undefined;
  signal?.throwIfAborted();
  const html = await renderHtml(
    signal,
    <PageTitleContext value={(screenTitle) => (title = screenTitle)}>
      <PublicHostContext value={new URL(url).hostname}>
        <RichTextServerContext value={(html) => sanitizeHtmlToString(html, url)}>
          <SiteProviders queryClient={queryClient} api={api}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              // The router's own hydration script is inline; the CSP allows none: the data goes as JSON.
              hydrate={false}
            />
          </SiteProviders>
        </RichTextServerContext>
      </PublicHostContext>
    </PageTitleContext>,
  );
  const islands = isDocumentPath(context.location.pathname);
  const state = serverStateScript(
    {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
    { islands },
  );
  return {
    html,
    state,
    head: pageHead(context, queryClient, api, title),
    // What the page's script runs (src/main.tsx), for the server to preload: a guest's document
    // runs only the islands client; any other page the whole app, and its screens.
    modules: [
      islands ? ISLANDS_CLIENT : APP_START,
      BRAND_ICONS,
      ...(islands && FORM_ISLANDS[context.location.pathname]
        ? [FORM_ISLANDS[context.location.pathname]!]
        : []),
    ],
    islands,
  };
}

/**
 * React 19's streaming renderer, read to its end once every lazy part is in (`allReady`): the
 * route's data is in before rendering, so nothing waits for the network. Every part is written in
 * place (`progressiveChunkSize` without limit): streaming would otherwise send a large or late part
 * after its fallback with an inline script to swap them, and the CSP allows no inline script. The
 * API server answers with the page whole, as it sets a validator (ETag) on it and compresses it.
 */
const renderHtml = async (signal: AbortSignal | undefined, element: ReactNode): Promise<string> => {
  let failure: unknown;
  const stream = await renderToReadableStream(<StrictMode>{element}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a Suspense boundary would only be rendered again in the browser: not this page.
    onError(error) {
      failure ??= error;
    },
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
};

/** The item a detail page shows, read from the answers its loader fetched. */
const pageHead = (
  context: StaticHandlerContext,
  queryClient: QueryClient,
  api: ApiClient,
  title: string | undefined,
): PageHead => {
  const { pathname, search } = context.location;
  const page = new URLSearchParams(search).get('page');
  const path = page && /^\d+$/.test(page) && page !== '1' ? `${pathname}?page=${page}` : pathname;
  const base = { title, path, type: 'website' as const };
  if (!isPublicPath(pathname)) return base;
  const leaf = context.matches.at(-1);
  const id = leaf?.params.id;
  if (!id) return base;
  const pattern = leaf.route.path;
  if (pattern === '/notice/:id') {
    const notice = queryClient.getQueryData(noticeQueryOptions(api, id).queryKey);
    if (!notice) return base;
    return { ...base, type: 'article', description: summary(notice.subTitle ?? notice.content) };
  }
  if (pattern === '/products/:id') {
    const product = queryClient.getQueryData(productQueryOptions(api, id).queryKey);
    if (!product) return base;
    return {
      ...base,
      type: 'article',
      description: summary(product.description),
      image: product.imageURL ?? undefined,
    };
  }
  if (pattern === '/topic/:id') {
    const topic = queryClient
      .getQueryData(topicsQueryOptions(api).queryKey)
      ?.data.find((item) => String(item.id) === id);
    if (!topic) return base;
    return { ...base, type: 'article', image: topic.imageURL ?? undefined };
  }
  return base;
};

/** The first words of a text or a piece of CMS HTML, as plain text, for a description. */
const summary = (text: string | null | undefined, max = 120): string | undefined => {
  if (!text) return undefined;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
};
