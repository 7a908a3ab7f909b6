import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons.tsx';
import styles from './Dropdown.module.css';

export type DropdownItem = { id: string; label: string; href?: string; onAction?: () => void };

type DropdownProps = {
  /** メニューを開くボタンの中身（例: マイページ）。 */
  label: ReactNode;
  /** 項目: リンク（`href`）か操作（`onAction`、例: ログアウト）。 */
  items: DropdownItem[];
  /** ボタンの中身が文字でないときの名前。 */
  'aria-label'?: string;
};

/**
 * ヘッダーのドロップダウンメニュー（マイページ、ヘルプ）。閉じるまで 300 ms 待ちます（仕様 9 章）。
 *
 * **使う場面**: ヘッダーの中で、関連するリンクや操作をまとめるとき。
 *
 * **使わない場面**: フォームの選択（`Select`）。
 *
 * **キーボード・スクリーンリーダー**: Enter / Space / ↓ で開き、↑↓ で項目を移り Enter で選びます。Escape で閉じてボタンに戻ります。メニューとして読み上げられます。
 *
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
