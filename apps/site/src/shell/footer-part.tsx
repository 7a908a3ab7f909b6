import type { ComponentType } from 'react';
import { lazyPart } from '../components/route-failure/lazy-screen.tsx';

type SiteFooterProps = { title: string };

/**
 * The footer's code is a chunk of its own (below every screen, it is not in a first paint's
 * budget). The server and the browser load it before their first render (`preloadFooter`), so the
 * server's footer is kept on hydration and a page the browser renders itself never has it drop in
 * under a page already painted.
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
