import '@fanclub/ui/styles.css';
import { ISLANDS_ATTRIBUTE, SERVER_STATE_ID } from './app/server-state.ts';
import { SESSION_STORAGE_KEY } from './app/session/session-store.ts';

/**
 * The browser's start, as small as it can be (README "Islands"). A guest on a public page the
 * server delivered as a document (its state script marked `data-islands`) gets the islands client:
 * the page's interactive parts hydrate, everything else stays server HTML. Anyone signed in (the
 * session's mark in localStorage), any other route and any page the browser renders itself get the
 * whole app (app/start.tsx): router, query cache, route table and contract.
 */
const signedIn = () => {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};

const islands = document.getElementById(SERVER_STATE_ID)?.hasAttribute(ISLANDS_ATTRIBUTE) && !signedIn();

if (islands) void import('./islands/client.tsx').then((client) => client.start());
else void import('./app/start.tsx').then((app) => app.start());
