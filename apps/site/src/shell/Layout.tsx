import { useState } from 'react';
import type { ReactNode } from 'react';
import { Drawer } from './Drawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { shellText as t } from './shell-text.ts';
import { useMenu } from './use-menu.ts';
import styles from './Layout.module.css';

/** Header, drawer and footer around every screen. */
export function Layout({ children }: { children: ReactNode }) {
  const menu = useMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <Header menu={menu} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      <Drawer open={drawerOpen} menu={menu} onClose={() => setDrawerOpen(false)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
