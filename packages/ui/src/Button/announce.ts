/** Marks the page's one live region (the app's shell may render it; else it is made on first use). */
export const ANNOUNCER_ATTRIBUTE = 'data-ui-announcer';

/** How long a message stays in the region at most (ms): long enough to be read, then gone. */
const KEEP_MS = 7000;

function liveRegion(): HTMLElement {
  // The shell's own region, in the page from its first paint (a region must exist before its
  // content changes to be read), or one made now at the end of the page (the first in the
  // document wins, so a shell rendered later still takes over from it).
  let region = document.querySelector<HTMLElement>(`[${ANNOUNCER_ATTRIBUTE}]`);
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute(ANNOUNCER_ATTRIBUTE, '');
    // Visually hidden, taking no room (the margin cancels its 1 px at the end of the page).
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(region);
  }
  return region;
}

/**
 * スクリーンリーダーに `message` を読み上げさせます（ページに 1 つのライブリージョン）。
 *
 * Speaks `message` through the page's one visually hidden live region (the shell's, else one
 * created on first use). Returns a function that takes the message back out (a 処理中です that is
 * over must not linger); each message leaves by itself after 7 s anyway.
 */
export function announce(message: string): () => void {
  const target = liveRegion();
  const line = document.createElement('div');
  // A moment later, so a region added just now is already watched by screen readers.
  const shown = setTimeout(() => {
    line.textContent = message;
    target.append(line);
  }, 100);
  const gone = setTimeout(() => line.remove(), KEEP_MS);
  return () => {
    clearTimeout(shown);
    clearTimeout(gone);
    line.remove();
  };
}
