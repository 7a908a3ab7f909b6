let region: HTMLElement | null = null;

/**
 * Speaks `message` through a visually hidden assertive live region, created on first use and kept
 * (a region must exist before its content changes to be read); each message goes after 7 s.
 */
export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('data-ui-announcer', '');
    // Visually hidden, taking no room (the margin cancels its 1 px at the end of the page).
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(region);
  }
  const target = region;
  // A moment later, so a region added just now is already watched by screen readers.
  setTimeout(() => {
    const line = document.createElement('div');
    line.textContent = message;
    target.append(line);
    setTimeout(() => line.remove(), 7000);
  }, 100);
}
