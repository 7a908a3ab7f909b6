import { findIslands, preloadBrandIcons, ShellHeader } from '@fanclub/ui';
import type { ShellHeaderProps } from '@fanclub/ui';
import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { sendPageView } from '../app/site/page-view.ts';
import { HEADER_ISLAND } from '../shell/island-names.ts';
import { followLinksOffline } from './offline.tsx';

/**
 * The islands of a page delivered as a document, by name: each a `@fanclub/ui` component that the
 * server rendered with the same props (ui `Island`). Nothing else of the page runs: no router, no
 * query cache, no route table, no contract.
 */
const islands: Record<string, ComponentType<ShellHeaderProps>> = {
  [HEADER_ISLAND]: ShellHeader,
};

/**
 * A guest's page delivered as a document (src/main.tsx decides): hydrates every island in place
 * with the props the server wrote beside it, then records the page view with one beacon.
 */
export const start = async () => {
  // The server drew the header's social marks in place: so does the hydration (ui SocialLinks).
  await preloadBrandIcons();
  for (const { element, name, props } of findIslands(document)) {
    const Island = islands[name];
    if (!Island) continue;
    hydrateRoot(
      element,
      <StrictMode>
        {/* The props the server rendered it with (ui Island): data of this page's own render. */}
        <Island {...(props as ShellHeaderProps)} />
      </StrictMode>,
    );
  }
  followLinksOffline();
  // The page's forms and links work now (e2e waits for this mark, as for the whole app's).
  document.documentElement.dataset.hydrated = '';
  sendPageView(window.location.pathname, document.referrer);
};
