import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable.tsx';

type Row = { id: number; title: string; status: string };
const all: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `お知らせ ${i + 1}`,
  status: i % 3 === 0 ? '下書き' : '公開中',
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'title', name: 'タイトル', isRowHeader: true, allowsSorting: true, render: (r) => r.title },
  { id: 'status', name: '状態', render: (r) => r.status },
];

/** The screen holds the page and the sort, and asks for one page at a time (as from the server). */
function ServerPaged({
  onPageChange,
  onSortChange,
}: {
  onPageChange: (p: number) => void;
  onSortChange: (s: SortDescriptor) => void;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'title', direction: 'ascending' });
  const sorted = sort.direction === 'descending' ? [...all].reverse() : all;
  return (
    <DataTable
      label="お知らせ一覧"
      columns={columns}
      rows={sorted.slice((page - 1) * 10, page * 10)}
      rowKey={(r) => r.id}
      total={all.length}
      page={page}
      pageSize={10}
      onPageChange={(p) => {
        setPage(p);
        onPageChange(p);
      }}
      sortDescriptor={sort}
      onSortChange={(s) => {
        setSort(s);
        onSortChange(s);
      }}
    />
  );
}

const meta = {
  title: 'Console/DataTable（一覧表）',
  tags: ['autodocs', 'stable'],
  component: ServerPaged,
  args: { onPageChange: fn(), onSortChange: fn() },
} satisfies Meta<typeof ServerPaged>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PagedAndSorted: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('grid', { name: 'お知らせ一覧' });
    await expect(within(table).getByRole('rowheader', { name: 'お知らせ 1' })).toBeVisible();
    await expect(canvas.getByText('23件中 1〜10件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '3ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('23件中 21〜23件')).toBeVisible();
    await userEvent.click(within(table).getByRole('columnheader', { name: /タイトル/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'descending' });
  },
};

export const Empty: Story = {
  render: () => (
    <DataTable
      label="注文一覧"
      columns={columns}
      rows={[]}
      rowKey={(r) => r.id}
      total={0}
      page={1}
      pageSize={10}
      onPageChange={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('該当するデータがありません。')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => (
    <DataTable
      label="会員一覧"
      columns={columns}
      rows={all}
      rowKey={(r) => r.id}
      total={23}
      page={1}
      pageSize={10}
      onPageChange={() => {}}
      isLoading
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('読み込み中…')).toBeVisible();
  },
};
