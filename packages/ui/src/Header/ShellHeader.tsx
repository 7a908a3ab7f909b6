import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { announce } from '../Button/announce.ts';
import { menuUnavailable } from '../messages/nav.ts';
import type { DrawerProps } from '../Drawer/Drawer.tsx';
import type { MenuItemData } from '../Drawer/menu.ts';
import { SocialLinks, type SocialLinksData } from '../SocialLinks/SocialLinks.tsx';
import { GuestActions } from './GuestActions.tsx';
import { Header } from './Header.tsx';

export type ShellHeaderProps = {
  /** Web 仕様のサイト名。 The web spec's site title. */
  title: string;
  /** Web 仕様のヘッダーのロゴ。 The web spec's header logo. */
  logoSrc?: string | null;
  /** 会社のページ。 The company pages (the header's row and the drawer). */
  menu: readonly MenuItemData[];
  /** 今のアドレス。 The address shown. */
  currentPath?: string;
  /** Web 仕様の SNS のリンク。 The web spec's social links (header and drawer). */
  social?: SocialLinksData | null;
  /** ゲストのログインのリンク先（戻り先つき）。 The guest's sign-in link, with the way back. */
  signInHref: string;
  /** 新規会員登録のリンク先。 The sign-up link. */
  registerHref: string;
  /** ドロワーの注文履歴のリンク先。 The drawer's order history link. */
  orderHistoryHref?: string;
  /** ドロワーの先頭の入会案内（有料会員でない人に）。 The membership guide, first in the drawer. */
  guideHref?: string;
  /**
   * ゲストのボタンの代わりに出す会員の部分（アプリが会員に渡します。JSON にできないので島では使いません）。
   * A member's account part in place of the guest's buttons (an app passes it for a member; not
   * serialisable, so never an island's prop). May suspend.
   */
  account?: ReactNode;
  /** ヘッダーのメニュー行に足す項目（投票ページ）。 Items after the header's menu (/voting). May suspend. */
  navExtras?: ReactNode;
  /** ドロワーに足す項目（投票ページ）。 Items the drawer adds (/voting); gets a way to close it. */
  drawerExtras?: (close: () => void) => ReactNode;
};

type DrawerComponent = ComponentType<DrawerProps>;

/** The drawer's code could not come: the menu button is closed again and the fan is told why. */
const unavailable = (failed: () => void): DrawerComponent =>
  function MenuUnavailable({ open, onClose }) {
    useEffect(() => {
      if (!open) return;
      // The sentence is in this file's own code: no other file can come while the connection is down.
      announce(menuUnavailable);
      failed();
      onClose();
    }, [open, onClose]);
    return null;
  };

/**
 * The drawer's code, fetched on the first intent to open the menu (pointer, focus, press); one that
 * could not come is fetched again at the next press.
 */
let drawerFailed = false;
const loadDrawer = () => import('../Drawer/Drawer.tsx');
const lazyDrawer = () =>
  lazy(() =>
    loadDrawer().then(
      (module) => ({ default: module.Drawer as DrawerComponent }),
      () => ({ default: unavailable(() => (drawerFailed = true)) }),
    ),
  );
let LazyDrawer = lazyDrawer();

/**
 * サイトのヘッダーとメニューのドロワー（仕様 2 章）。値はすべて JSON にできるので、サーバーが描いたページではこの部品だけが島としてブラウザーで動きます。
 *
 * The site's header with its menu drawer, from data alone: `Header` with the guest's
 * `GuestActions` (or the member's part an app passes), the web spec's `SocialLinks`, and the
 * `Drawer` the menu button opens, its code fetched on the first intent. Every prop but the member's
 * parts is JSON, so a server-rendered page hydrates this component alone as an island (`Island`),
 * and the whole app renders the same component around its screens.
 */
export function ShellHeader({
  title,
  logoSrc,
  menu,
  currentPath,
  social,
  signInHref,
  registerHref,
  orderHistoryHref,
  guideHref,
  account,
  navExtras,
  drawerExtras,
}: ShellHeaderProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Header
        title={title}
        logoSrc={logoSrc}
        menu={menu}
        currentPath={currentPath}
        navExtras={navExtras}
        social={<SocialLinks links={social} placement="header" />}
        account={account ?? <GuestActions signInHref={signInHref} registerHref={registerHref} />}
        drawerOpen={open}
        onPrepareDrawer={() => void loadDrawer().catch(() => undefined)}
        onOpenDrawer={() => {
          if (drawerFailed) {
            drawerFailed = false;
            LazyDrawer = lazyDrawer();
          }
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <LazyDrawer
            open={open}
            menu={menu}
            onClose={close}
            orderHistoryHref={orderHistoryHref}
            guideHref={guideHref}
            // Phones have no header menu row and no header social links: the drawer carries them.
            extras={drawerExtras?.(close)}
            social={<SocialLinks links={social} placement="drawer" />}
          />
        </Suspense>
      )}
    </>
  );
}
