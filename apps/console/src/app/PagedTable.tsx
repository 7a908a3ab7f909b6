import { DataTable, ErrorState, type DataTableProps } from '@fanclub/ui';

/** What a console list (`usePaged`) hands to its table. */
export type PagedList<T> = {
  error: Error | null;
  data?: { data: T[]; total: number };
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  isPending: boolean;
};

/** A console list's table: its page of rows from the server, or the failure's message in its place. */
export function PagedTable<T extends { id: number | string }>({
  list,
  ...table
}: { list: PagedList<T> } & Pick<
  DataTableProps<T>,
  'label' | 'columns' | 'sortDescriptor' | 'onSortChange'
>) {
  if (list.error) return <ErrorState message={list.error.message} />;
  return (
    <DataTable
      {...table}
      rows={list.data?.data ?? []}
      rowKey={(row) => row.id}
      total={list.data?.total ?? 0}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      isLoading={list.isPending}
    />
  );
}
