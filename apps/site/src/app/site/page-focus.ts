import { announce } from '@fanclub/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where focus goes after something changed the screen, in one place, so it never falls to the
 * page (`<body>`) and a screen reader hears what happened: a new route's `h1`, a view's heading
 * when a form switches to its confirmation and back, the control a closed panel was opened from.
 */

/** How long to wait for the target to appear (a route's code, a query, a re-render). */
const WAIT_MS = 5000;

export interface MoveFocusOptions {
  /** Said through the shell's live region once focus has moved (worked out from the target). */
  readonly announce?: string | ((target: HTMLElement) => string);
  /** Scrolls the window to the top first (a view that replaced the one scrolled down). */
  readonly scrollToTop?: boolean;
  /** Keeps the scroll position (back and forward restore the browser's own). */
  readonly preventScroll?: boolean;
}

/** Key presses and pointer presses so far: what the fan did themselves (none yet on a first load). */
let interactions = 0;
if (typeof document !== 'undefined') {
  const count = () => {
    interactions += 1;
  };
  document.addEventListener('keydown', count, { capture: true });
  document.addEventListener('pointerdown', count, { capture: true });
}

/** The page's heading: the main landmark's `h1`. */
export const pageHeading = () => document.querySelector<HTMLElement>('#main h1');

/**
 * Moves focus to what `find` returns as soon as it is on the page (checked each frame, up to 5 s),
 * making a heading or message focusable by script (`tabIndex=-1`) if it is not. It stands down if
 * the fan presses a key or points somewhere in the meantime. Returns a cancel function.
 */
export function moveFocus(find: () => HTMLElement | null | undefined, options: MoveFocusOptions = {}) {
  const start = performance.now();
  const before = interactions;
  let frame = 0;
  const step = () => {
    // The fan pressed a key or pointed somewhere while this waited: their focus is theirs.
    if (interactions !== before) return;
    const target = find();
    if (target?.isConnected) {
      if (options.scrollToTop) window.scrollTo(0, 0);
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: options.preventScroll || options.scrollToTop });
      const message = typeof options.announce === 'function' ? options.announce(target) : options.announce;
      if (message) announce(message);
      return;
    }
    if (performance.now() - start < WAIT_MS) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * One address, several views under one heading whose words change (a form, its confirmation, the
 * result): each switch of `view` after the first starts the new view at its top, with focus on
 * the heading and its words announced, as a route change does.
 */
export function useViewFocus(view: string) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    // A switch nobody asked for (a page opened straight on its second view) leaves focus alone.
    if (interactions === 0) return;
    return moveFocus(pageHeading, { scrollToTop: true, announce: (heading) => heading.textContent ?? '' });
  }, [view]);
}

/** What a navigation may carry for the page it leads to (`navigate(to, { state })`). */
export interface FocusState {
  /** Said before the new page's title (for example 「ログアウトしました。」). */
  readonly announce?: string;
}

/** A navigation's state as `FocusState`, whatever else it carries. */
const focusState = (state: unknown): FocusState | null =>
  state && typeof state === 'object' && 'announce' in state ? (state as FocusState) : null;

/**
 * After each route change the fan made (not the first load, nor a redirect before they touched
 * anything), focus moves to the new page's `h1` and its title is announced. Changes of the query
 * alone (a page number, a category tab) keep focus where it is, unless the navigation carries a
 * message to announce (logout on the home page itself).
 */
export function RouteFocus() {
  const { pathname, key, state } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    const message = focusState(state)?.announce;
    if (previous === null || interactions === 0) return;
    if (previous === pathname && !message) return;
    return moveFocus(pageHeading, {
      preventScroll: type === 'POP' || undefined,
      // The heading is the page's title (PageHeading sets the document's title from it).
      announce: (heading) => `${message ?? ''}${heading.textContent ?? ''}`,
    });
    // key: every navigation, also to the same address.
  }, [pathname, key, state, type]);

  return null;
}
