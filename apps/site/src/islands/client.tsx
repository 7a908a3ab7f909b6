import { findIslands, preloadBrandIcons, ShellHeader } from '@fanclub/ui';
import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sendPageView } from '../app/site/page-view.ts';
import { keepSubmit } from '../components/form/early-submit.ts';
import {
  CONTACT_ISLAND,
  FORGOT_PASSWORD_ISLAND,
  HEADER_ISLAND,
  SIGN_IN_ISLAND,
} from '../shell/island-names.ts';
import { followLinksOffline } from './offline.tsx';

// Each island's props are the data the server rendered it with (ui Island).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyIsland = ComponentType<any>;

/**
 * The islands of a page delivered as a document, by name: each a component that the server
 * rendered with the same props (ui `Island`). The header is on every page; a form is a chunk of its
 * own, loaded by the page that holds it (the server preloads it, src/entry-server.tsx). Nothing
 * else of the page runs: no router, no query cache, no route table, no contract.
 */
const islands: Record<string, () => AnyIsland | Promise<AnyIsland>> = {
  [HEADER_ISLAND]: () => ShellHeader,
  [SIGN_IN_ISLAND]: () => import('./forms/SignInForm.tsx').then((m) => m.SignInForm),
  [FORGOT_PASSWORD_ISLAND]: () => import('./forms/ForgotPasswordForm.tsx').then((m) => m.ForgotPasswordForm),
  [CONTACT_ISLAND]: () => import('./forms/ContactForm.tsx').then((m) => m.ContactForm),
};

/**
 * A guest's page delivered as a document (src/main.tsx decides): hydrates every island in place
 * with the props the server wrote beside it, then records the page view with one beacon.
 */
export const start = async () => {
  // No form of the page submits natively (the server answers a page's POST by sending the page
  // again, its fields dropped): each submits through its island's handler, and a press made before
  // its island has hydrated is kept and sent again once it has (components/form/early-submit.ts).
  document.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      keepSubmit(event);
    },
    true,
  );
  // The server drew the header's social marks in place: so does the hydration (ui SocialLinks).
  const found = findIslands(document).filter(({ name }) => name in islands);
  const [components] = await Promise.all([
    Promise.all(found.map(({ name }) => islands[name]!())),
    preloadBrandIcons(),
  ]);
  found.forEach(({ element, props }, index) => {
    const Island = components[index]!;
    hydrateRoot(
      element,
      <StrictMode>
        {/* The props the server rendered it with (ui Island): data of this page's own render. */}
        <Island {...(props as object)} />
      </StrictMode>,
    );
  });
  followLinksOffline();
  // The page's forms and links work now (e2e waits for this mark, as for the whole app's).
  document.documentElement.dataset.hydrated = '';
  sendPageView(window.location.pathname, document.referrer);
};
