import { lazy, Suspense } from 'react';

/**
 * Toasts for the shell without react-toastify in the initial JavaScript: the container and the
 * `toast` function load on the first idle moment (or the first toast, whichever comes first).
 * react-toastify queues a toast raised before its container mounts and shows it once it does.
 */
const loadToasts = () => import('./toasts.tsx');

const LazyToastRoot = lazy(async () => ({ default: (await loadToasts()).ToastRoot }));

export function ShellToasts() {
  return (
    <Suspense fallback={null}>
      <LazyToastRoot />
    </Suspense>
  );
}

/** `toast.error` for the shell (session expiry, web specification failures). */
export const notifyError = (message: string, toastId: string): void => {
  void loadToasts().then(({ toast }) => toast.error(message, { toastId }));
};
