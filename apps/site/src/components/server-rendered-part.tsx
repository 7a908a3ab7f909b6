import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a page in a chunk of its own, for what is below the first view or only sometimes shown:
 * the server renders it with the page (it waits for every lazy part), the browser keeps that markup
 * while the chunk arrives, and the page's first load leaves its code out (the size budget of
 * apps/site/scripts/check-size.mjs). Memoised, so that a render of the page before the chunk has
 * come (the session read after hydration) does not make React render the server's markup anew.
 */
export function serverRenderedPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return memo(function ServerRenderedPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
