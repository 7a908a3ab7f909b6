import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { adminText } from '../messages/admin.ts';
import { Pagination } from '../Pagination/Pagination.tsx';
import styles from './DataTable.module.css';

export type { SortDescriptor };

export type DataTableColumn<T> = {
  /** 列の識別子。並べ替えのキーにもなります。 */
  id: string;
  /** 見出し。 */
  name: string;
  /** 行の見出し（読み上げで行を名指す列）。1 列だけ true にします。 */
  isRowHeader?: boolean;
  /** 見出しを押して並べ替えられる列。 */
  allowsSorting?: boolean;
  /** セルの中身。 */
  render: (row: T) => ReactNode;
};

export type DataTableProps<T> = {
  /** 表の名前（読み上げられます）。 */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** このページの行（サーバーでページ分けしたもの）。 */
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** 全体の件数（ページ数と「n件中」に使います）。 */
  total: number;
  /** 1 から数えるページ。 */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** 読み込み中は行の代わりに「読み込み中…」を出します。 */
  isLoading?: boolean;
};

/**
 * **使う場面**: 管理画面の一覧（お知らせ、注文、会員）。行はサーバーでページ分けし、並べ替えと絞り込みも
 * サーバーに頼みます（この表はすべての行を持ちません）。
 *
 * **キーボード・スクリーンリーダー**: 矢印キーでセルを移り、並べ替えできる見出しは Enter で切り替えます。
 * 件数とページ送りは表の下に出ます。
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  sortDescriptor,
  onSortChange,
  isLoading = false,
}: DataTableProps<T>) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroll}>
        <Table
          aria-label={label}
          className={styles.table}
          {...(sortDescriptor ? { sortDescriptor } : {})}
          {...(onSortChange ? { onSortChange } : {})}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader ?? false}
                allowsSorting={column.allowsSorting ?? false}
                className={styles.column}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.heading}>
                    {column.name}
                    {allowsSorting && (
                      <span aria-hidden="true" className={styles.sort}>
                        {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={isLoading ? [] : rows.map((row) => ({ row, key: rowKey(row) }))}
            renderEmptyState={() => (
              <p className={styles.empty}>{isLoading ? adminText.loading : adminText.empty}</p>
            )}
          >
            {(item) => (
              <Row id={item.key} columns={columns} className={styles.row}>
                {(column) => <Cell className={styles.cell}>{column.render(item.row)}</Cell>}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <div className={styles.footer}>
        <p className={styles.range} aria-live="polite">
          {adminText.range(from, to, total)}
        </p>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          label={`${label}のページ送り`}
        />
      </div>
    </div>
  );
}
