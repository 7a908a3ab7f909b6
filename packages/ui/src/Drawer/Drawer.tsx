import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NativeLink } from '../Link/NativeLink.tsx';
import { closeMenu, mainMenu, membershipGuide, orderHistory } from '../messages/nav.ts';
import { splitColumns, type MenuItemData } from './menu.ts';
import styles from './Drawer.module.css';

export type DrawerProps = {
  /** 開いているか。 */
  open: boolean;
  /** 閉じるとき（Escape、閉じるボタン、背景のクリック、リンクの選択）。 */
  onClose: () => void;
  /** 会社のページ。 */
  menu: readonly MenuItemData[];
  /** 2 列目の最後の注文履歴のリンク先。 The link that ends the second column (spec: order history). */
  orderHistoryHref?: string;
  /**
   * 会社のページのあとに足す `<li>`（投票ページでは `VotingNavItems placement="drawer"`）。
   * `<li>` items after the company pages: on /voting, `VotingNavItems` with `placement="drawer"`,
   * so phones, whose header has no menu row, reach voting history and help. May suspend.
   */
  extras?: ReactNode;
  /**
   * SNS のリンク（`<SocialLinks placement="drawer" />`。768 px 未満ではヘッダーに出ないため、ここに出します）。
   * The social links, a `SocialLinks` with `placement="drawer"`: the header has no room for them
   * below 768 px (spec section 2).
   */
  social?: ReactNode;
  /**
   * 入会案内のリンク先（まだ有料会員でない人に、メニューの先頭に出します）。
   * The membership guide (入会案内), first in the menu for those not yet paid members.
   */
  guideHref?: string;
};

/**
 * The menu drawer (spec section 2): company pages in two equal columns, the second ending with the
 * order history link; below them the page's extra items (/voting's history and help) and the
 * header's social links, which phones cannot see in the header. A native modal <dialog> gives focus containment, Escape and the backdrop, so
 * it needs none of react-aria; the `Header`'s menu button opens it (an app may load it on intent).
 */
export function Drawer({
  open,
  onClose,
  menu,
  orderHistoryHref = '/order/history',
  extras,
  social,
  guideHref,
}: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [left, right] = splitColumns(menu);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const column = (items: readonly MenuItemData[], extra?: ReactNode) => (
    <ul className={styles.column}>
      {items.map((item) => (
        <li key={item.key}>
          <NativeLink href={item.href} onClick={onClose}>
            {item.label}
          </NativeLink>
        </li>
      ))}
      {extra}
    </ul>
  );

  return (
    // Clicking the backdrop (the dialog element itself) closes it; keyboard users have Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={mainMenu}
      onClose={onClose}
      // Escape closes it through state, not only by the browser's own cancel (which scripted and
      // assistive-technology key events do not trigger).
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeMenu}</span>
        </button>
        {guideHref && (
          <NativeLink href={guideHref} onClick={onClose} className={styles.guide}>
            {membershipGuide}
          </NativeLink>
        )}
        <nav aria-label={mainMenu} className={styles.columns}>
          {column(left)}
          {column(
            right,
            <li>
              <NativeLink href={orderHistoryHref} onClick={onClose}>
                {orderHistory}
              </NativeLink>
            </li>,
          )}
          {extras && (
            <ul className={styles.extras}>
              <Suspense fallback={null}>{extras}</Suspense>
            </ul>
          )}
        </nav>
        {social}
      </div>
    </dialog>
  );
}
