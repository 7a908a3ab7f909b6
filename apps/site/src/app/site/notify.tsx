import type { ErrorMessageKey } from '@fanclub/domain';
import { lazyPart } from '../../components/route-failure/lazy-screen.tsx';

/**
 * Toasts without react-toastify (or the message catalogue) in any route's initial JavaScript: the
 * container, the `toast` function and `errorMessage` load in their own chunk as soon as the shell
 * has rendered, or with the first toast, whichever comes first. react-toastify queues a toast
 * raised before its container mounts and shows it once it does.
 */
const loadToasts = () => import('./toasts.tsx');

/** Optional like the drawer: without its chunk the page works on, only without toasts. */
export const ShellToasts = lazyPart(loadToasts, (m) => m.ToastRoot);

/** The screens' toasts: `toast.success` / `toast.error` of @fanclub/ui, loaded on demand. */
export const notify = {
  success(message: string): void {
    void loadToasts().then(({ toast }) => toast.success(message));
  },
  error(message: string, toastId?: string): void {
    void loadToasts().then(({ toast }) => toast.error(message, toastId ? { toastId } : undefined));
  },
  /**
   * A failed call's toast: `errorMessage(error, key)` (spec section 8), worked out in the toast
   * chunk so the catalogue loads with it.
   */
  failure(error: unknown, key?: ErrorMessageKey, toastId?: string): void {
    void loadToasts().then(({ toast, errorMessage }) =>
      toast.error(errorMessage(error, key), toastId ? { toastId } : undefined),
    );
  },
};
