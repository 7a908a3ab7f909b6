import { lazy, memo, Suspense } from 'react';

/**
 * The lock shown in place of paid content (PaidLockView), in a chunk of its own: a first load
 * comes server-rendered with the lock in it and the browser keeps that markup while the chunk
 * arrives, so a public page's first-load JavaScript does not carry it (issue 18, the 120 KiB
 * budget). Memoised: a render of the page before the chunk has come must not reach the
 * server-rendered boundary, or React would render it anew and show its empty fallback.
 */
const LazyPaidLock = lazy(async () => ({ default: (await import('./PaidLockView.tsx')).PaidLockView }));

export const PaidLock = memo(function PaidLock() {
  return (
    <Suspense fallback={null}>
      <LazyPaidLock />
    </Suspense>
  );
});
