import { useEffect, useRef } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { closeNotification, notifications } from '../messages/nav.ts';
import './toast.css';

/**
 * The one toast container of the app. Settings are the spec's observed defaults (section 9):
 * 5000 ms, pause on hover, close on click, coloured theme on the brand colours; top-right below the
 * sticky header from 768 px, at the bottom on phones (toast.css), so a toast never hides the
 * header's focused controls (WCAG 2.4.11). Escape closes the toasts shown. Call `toast(...)` from
 * react-toastify anywhere below it.
 */
export function ToastRoot() {
  const root = useRef<HTMLDivElement>(null);
  // Where focus was before it entered a toast (Alt+T, Tab): it goes back there when the toast closes.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const region = root.current;
    if (!region) return;
    // react-toastify makes its whole region polite-live and each toast an alert: a screen reader
    // said every toast twice. The toasts' own role (alert) is the one announcement kept.
    const section = region.querySelector('section');
    for (const name of ['aria-live', 'aria-atomic', 'aria-relevant']) section?.removeAttribute(name);

    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !region.contains(from)) returnTo.current = from;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!region.querySelector('.Toastify__toast')) return;
      restoreFocus(region, returnTo.current);
      toast.dismiss();
    };
    region.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey);
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div ref={root}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        closeOnClick
        theme="colored"
        newestOnTop
        aria-label={notifications}
        closeButton={({ closeToast }: CloseButtonProps) => (
          <button
            type="button"
            className="Toastify__close-button"
            aria-label={closeNotification}
            onClick={(event) => {
              // Not also the toast's own click (closeOnClick).
              event.stopPropagation();
              restoreFocus(root.current, returnTo.current);
              closeToast(true);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )}
      />
    </div>
  );
}

/** A toast holding focus is about to go: focus returns to where it was before (else the page's main). */
function restoreFocus(region: HTMLElement | null, to: HTMLElement | null) {
  if (!region?.contains(document.activeElement)) return;
  const target = to?.isConnected ? to : document.getElementById('main');
  target?.focus();
}
