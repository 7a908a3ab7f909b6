import { Button, Dialog, DialogTrigger, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon, MenuIcon } from '../icons/icons.tsx';
import { navText } from '../messages/nav.ts';
import styles from './Drawer.module.css';

/** A company page (spec section 3): its name labels the item, its key is the path. */
export type MenuItemData = { name: string; key: string };

type DrawerProps = {
  items: MenuItemData[];
  /** The link that ends the second column (spec: order history). */
  orderHistoryHref?: string;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** Splits the menu into two equal columns; the second gets the extra item when odd. */
export function splitColumns<T>(items: T[]): [T[], T[]] {
  const half = Math.floor(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

export function Drawer({ items, orderHistoryHref = '/order/history', isOpen, onOpenChange }: DrawerProps) {
  const [first, second] = splitColumns(items);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={styles.trigger} aria-label={navText.openMenu}>
        <MenuIcon />
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.panel}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.top}>
                  <Heading slot="title" className={styles.title}>
                    {navText.mainMenu}
                  </Heading>
                  <Button className={styles.close} onPress={close} aria-label={navText.closeMenu}>
                    <CloseIcon />
                  </Button>
                </div>
                <nav aria-label={navText.mainMenu} className={styles.columns}>
                  <ul className={styles.column}>
                    {first.map((item) => (
                      <li key={item.key}>
                        <Link className={styles.link} href={`/${item.key}`} onPress={close}>
                          {item.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <ul className={styles.column}>
                    {second.map((item) => (
                      <li key={item.key}>
                        <Link className={styles.link} href={`/${item.key}`} onPress={close}>
                          {item.name}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link className={styles.link} href={orderHistoryHref} onPress={close}>
                        {navText.orderHistory}
                      </Link>
                    </li>
                  </ul>
                </nav>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
