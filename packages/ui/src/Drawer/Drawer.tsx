import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NativeLink } from '../Link/NativeLink.tsx';
import { closeMenu, mainMenu, orderHistory } from '../messages/nav.ts';
import { splitColumns, type MenuItemData } from './menu.ts';
import styles from './Drawer.module.css';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  menu: readonly MenuItemData[];
  /** The link that ends the second column (spec: order history). */
  orderHistoryHref?: string;
};

/**
 * The menu drawer (spec section 2): company pages in two equal columns, the second ending with the
 * order history link. A native modal <dialog> gives focus containment, Escape and the backdrop, so
 * it needs none of react-aria; the `Header`'s menu button opens it (an app may load it on intent).
 */
export function Drawer({ open, onClose, menu, orderHistoryHref = '/order/history' }: DrawerProps) {
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
        </nav>
      </div>
    </dialog>
  );
}
