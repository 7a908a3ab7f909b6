import { isCommonAssetRequest, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';

const unhandled: string[] = [];

// Vite modules, Storybook internals and assets pass through; anything else (the API above all)
// must be answered by a handler.
function isWorkshopRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.origin === location.origin && !url.pathname.startsWith('/api/')) return true;
  return isCommonAssetRequest(request);
}

/** Starts the worker once; the default handlers survive the addon's per-story reset. */
export async function startWorker(handlers: RequestHandler[]) {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isWorkshopRequest(request)) return;
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  return worker;
}

/** The unhandled requests since the last call (one story's worth). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
