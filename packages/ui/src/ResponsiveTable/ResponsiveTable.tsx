/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The explicit table roles are on purpose: below 768 px the rows are laid out as cards (CSS display
   block and flex), and Safari, the browser of most phones in Japan, drops a table's semantics once
   its display changes; the roles keep it a table there. (jsx-a11y takes a td for a grid cell.) */
import type { ReactNode } from 'react';
import styles from './ResponsiveTable.module.css';

export type ResponsiveTableColumn<T> = {
  /** 列の識別子。 */
  id: string;
  /** 見出し（スマートフォンでは各カードの項目名になります）。 */
  header: string;
  /** セルの中身。 */
  render: (row: T) => ReactNode;
  /**
   * 行の見出しの列（商品名など）。スマートフォンではカードの最初の行に、項目名なしで太字で出ます。1 列だけ。
   * The row's heading: read as the row's name; on a phone the card's first line, bold, unlabelled.
   */
  isRowHeader?: boolean;
  /**
   * 折り返さない列（日時 `YYYY/MM/DD HH:mm:ss`、金額、ポイント、「削除」）。
   * Never broken across lines: dates and times, amounts, points, a button's word.
   */
  noWrap?: boolean;
  /**
   * 見出しを読み上げだけにする（「操作」の列）。スマートフォンでは項目名なしで右に寄せます。
   * A heading for screen readers only (an actions column); on a phone the cell sits at the end of the card, unlabelled.
   */
  hideHeader?: boolean;
  /** 数値の列は右寄せ（デスクトップ）。 */
  align?: 'start' | 'end';
};

export type ResponsiveTableProps<T> = {
  /** 表の名前（キャプション。読み上げだけ）。 The table's caption, for screen readers. */
  caption: string;
  columns: readonly ResponsiveTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
};

/**
 * 一覧の表: デスクトップでは表、768 px 未満では 1 行ずつのカード（項目名と値）。日時や金額の列（`noWrap`）は
 * どの幅でも折り返しません。320 px の画面でも横にはみ出しません。
 *
 * **使う場面**: 会員が読む履歴や明細（投票履歴、ポイント購入履歴、カート、注文明細）。
 *
 * **使わない場面**: 管理画面の並べ替え・ページ送りのある一覧（`DataTable`）、商品の並び（`ProductCard`）。
 *
 * - する: 日時・金額・ポイント・ボタンの列に `noWrap`、行を名指す列に `isRowHeader`。
 * - しない: 1 画面に合わせて列を削る（カードでは全項目がラベル付きで並びます）。
 *
 * **キーボード・スクリーンリーダー**: どの幅でも表として読み上げます（列見出し、行見出し）。カードの項目名は画面に見せるためだけのもので、二重には読み上げません。
 *
 * A table on desktop that becomes one card per row on phones, each value under its column's name.
 */
export function ResponsiveTable<T>({ caption, columns, rows, rowKey }: ResponsiveTableProps<T>) {
  return (
    <table role="table" className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {columns.map((column) => (
            <th role="columnheader" key={column.id} scope="col" data-align={column.align}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={styles.body}>
        {rows.map((row) => (
          <tr role="row" key={rowKey(row)} className={styles.row}>
            {columns.map((column) => {
              const content = (
                <>
                  {!column.isRowHeader && !column.hideHeader && (
                    <span className={styles.label} aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <span className={styles.value}>{column.render(row)}</span>
                </>
              );
              const cell = {
                className: styles.cell,
                'data-align': column.align,
                'data-nowrap': column.noWrap || undefined,
                'data-kind': column.isRowHeader ? 'heading' : column.hideHeader ? 'actions' : undefined,
              };
              return column.isRowHeader ? (
                <th role="rowheader" key={column.id} scope="row" {...cell}>
                  {content}
                </th>
              ) : (
                <td role="cell" key={column.id} {...cell}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
