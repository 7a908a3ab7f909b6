import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What a server-rendered page hands the browser (src/entry-server.tsx, src/main.tsx): React
 * Query's dehydrated cache (the route's data) and the router's hydration state. It travels as a
 * JSON script (`type="application/json"`, never run: the CSP allows no inline script), read once
 * at start.
 */
export interface ServerState {
  readonly queries: DehydratedState;
  readonly router: HydrationState;
}

export const SERVER_STATE_ID = 'site-state';

/** The JSON script's text: `<` escaped, so no `</script>` or comment can end it early. */
export const serialiseServerState = (state: ServerState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The whole element, for the server to put after the rendered root. */
export const serverStateScript = (state: ServerState, { islands = false } = {}): string =>
  `<script type="application/json" id="${SERVER_STATE_ID}"${islands ? ` ${ISLANDS_ATTRIBUTE}` : ''}>${serialiseServerState(state)}</script>`;

/**
 * On the state script: the page is a document with islands (app/paths.ts `isDocumentPath`), so a
 * guest's browser hydrates its islands alone (src/main.tsx).
 */
export const ISLANDS_ATTRIBUTE = 'data-islands';

/** The server's state in this document, or null on a page rendered in the browser. */
export const readServerState = (doc: Document): ServerState | null => {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
};
