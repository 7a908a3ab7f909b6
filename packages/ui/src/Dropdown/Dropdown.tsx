import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons.tsx';
import styles from './Dropdown.module.css';

export type DropdownItem = { id: string; label: string; href?: string; onAction?: () => void };

type DropdownProps = { label: ReactNode; items: DropdownItem[]; 'aria-label'?: string };

/**
 * A header dropdown (マイページ, ヘルプ). RAC keeps the popover mounted while its exit animation
 * runs, which gives the spec's 300 ms close delay (section 9) without timers.
 */
export function Dropdown({ label, items, ...rest }: DropdownProps) {
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={rest['aria-label']}>
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} items={items}>
          {(item) => (
            <MenuItem className={styles.item} id={item.id} href={item.href} onAction={item.onAction}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
