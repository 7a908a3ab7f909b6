import type { ComponentType } from 'react';
import { lazyPart } from '../components/route-failure/lazy-screen.tsx';

type SiteFooterProps = { title: string };

/**
 * The footer's code is a chunk of its own (below every screen, it is not in a first paint's
 * budget). The server and a hydrating browser load it before rendering (`preloadFooter`), so both
 * render it in place and the server's footer is kept; a browser rendering on its own loads it
 * beside the screen.
 */
const load = () => import('./SiteFooter.tsx');
let loaded: ComponentType<SiteFooterProps> | null = null;

export const preloadFooter = (): Promise<void> =>
  load().then(
    (module) => {
      loaded = module.SiteFooter;
    },
    // Not fatal: the footer then comes the lazy way.
    () => undefined,
  );

const LazyFooter = lazyPart(load, (module) => module.SiteFooter);

export function FooterPart(props: SiteFooterProps) {
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : <LazyFooter {...props} />;
}
