import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { shellText as t } from './shell-text.ts';
import { splitInTwo } from './use-menu.ts';
import type { MenuItem } from './use-menu.ts';
import styles from './Drawer.module.css';

interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly menu: readonly MenuItem[];
}

/**
 * The menu drawer (spec section 2): company pages in two equal columns, the second ending with the
 * order history link. A native modal <dialog> gives focus containment, Escape and the backdrop.
 */
export function Drawer({ open, onClose, menu }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [left, right] = splitInTwo(menu);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const column = (items: readonly MenuItem[], extra?: ReactNode) => (
    <ul className={styles.column}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} onClick={onClose}>
            {item.label}
          </Link>
        </li>
      ))}
      {extra}
    </ul>
  );

  return (
    // Clicking the backdrop (the dialog element itself) closes it; keyboard users have Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={t.mainMenu}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t.closeMenu}</span>
        </button>
        <nav aria-label={t.mainMenu} className={styles.columns}>
          {column(left)}
          {column(
            right,
            <li>
              <Link to={paths.orderHistory} onClick={onClose}>
                {t.orderHistory}
              </Link>
            </li>,
          )}
        </nav>
      </div>
    </dialog>
  );
}
