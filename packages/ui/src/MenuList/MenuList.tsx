import { useId, type ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import { ChevronRightIcon } from '../icons/icons.tsx';
import styles from './MenuList.module.css';

export type MenuListItem = {
  /** 区別のためのキー。 */
  id: string;
  /** 項目名（リンクの名前になります）。 The row's name (the link's accessible name). */
  label: string;
  /** 項目名の下に出す今の値や説明（「VISA 4111************」など）。 What the row holds now. */
  detail?: ReactNode;
  /**
   * 移動先。ないときは見るだけの行（矢印なし）。
   * Where the row leads; without it the row only shows its value (no chevron).
   */
  href?: string;
  /** 行の右端に出す小さな文言（「変更」など）。リンクの名前に続けて読み上げます。 A short action word at the end. */
  action?: string;
};

type MenuListProps = {
  /** 一覧の見出し（画面には出さず、一覧の名前として読み上げます）。 The list's accessible name. */
  label: string;
  items: MenuListItem[];
};

/**
 * 設定やページへの入口を、1 行ずつ画面の幅いっぱいの行で並べる一覧（右端に矢印）。
 *
 * **使う場面**: マイページの「登録情報」「メールアドレス」「パスワード」などの設定メニュー。
 *
 * **使わない場面**: 主な操作（`ButtonLink`）、本文中のリンク（`Link`）、記事の一覧（`TopicList`）。
 *
 * - する: 項目名は移動先のページの見出しとそろえる。今の値は `detail` で添える。
 * - しない: 退会のような取り消しにくい操作をここに混ぜる（ページの最後に控えめに置く）。
 *
 * **キーボード・スクリーンリーダー**: 名前付きの一覧（`list`）。各行は行全体が 1 つのリンクで、Tab で止まり
 * Enter で移動します。リンクの名前は項目名、今の値は説明（`aria-describedby`）として読み上げます。
 *
 * A settings menu: full-width rows with a chevron, each one link named by its label, the current
 * value read as its description.
 */
export function MenuList({ label, items }: MenuListProps) {
  const baseId = useId();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const detailId = `${baseId}-${item.id}`;
        const body = (
          <>
            <span className={styles.text}>
              <span className={styles.label}>{item.label}</span>
              {item.detail != null && (
                // Read as the link's description, not as part of its name.
                <span id={detailId} className={styles.detail} aria-hidden={item.href ? true : undefined}>
                  {item.detail}
                </span>
              )}
            </span>
            {item.action && <span className={styles.action}> {item.action}</span>}
            {item.href && <ChevronRightIcon className={styles.chevron} />}
          </>
        );
        return (
          <li key={item.id} className={styles.item}>
            {item.href ? (
              <Link
                href={item.href}
                className={styles.row}
                aria-describedby={item.detail != null ? detailId : undefined}
              >
                {body}
              </Link>
            ) : (
              <div className={styles.row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
