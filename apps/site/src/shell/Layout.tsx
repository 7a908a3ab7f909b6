import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { shellText as t } from './shell-text.ts';
import { useMenu } from './use-menu.ts';
import styles from './Layout.module.css';

/** The drawer's code loads when the menu button is first pressed (or hovered, or focused). */
const loadDrawer = () => import('./Drawer.tsx');
const Drawer = lazy(async () => ({ default: (await loadDrawer()).Drawer }));

/** Header, drawer and footer around every screen. */
export function Layout({ children }: { children: ReactNode }) {
  const menu = useMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <Header
        menu={menu}
        drawerOpen={drawerOpen}
        onPrepareDrawer={() => void loadDrawer()}
        onOpenDrawer={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} menu={menu} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
