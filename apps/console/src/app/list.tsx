/**
 * What every console list shares: its head (title, then the create link for those who may write),
 * its filters (a change goes back to the first page) and the usual cells of its table.
 */
import { formatDateTime } from '@fanclub/domain';
import type { EndpointDef, EndpointQuery, EndpointResponse } from '@fanclub/domain/contract';
import { Badge, TextField, type DataTableColumn, type DataTableProps } from '@fanclub/ui';
import { useMayWrite } from './access.tsx';
import { PagedTable, type PagedList } from './PagedTable.tsx';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from './paged.ts';

/** A list page's head: its title, any links of its own, then 「…を作成」 when `create` is given and the operator may write. */
export function ListHead({
  title,
  create,
  children,
}: {
  title: string;
  create?: { to: string; label: string } | false;
  children?: ReactNode;
}) {
  const mayWrite = useMayWrite();
  return (
    <div className="console-page-head">
      <h1>{title}</h1>
      {children}
      {create && mayWrite && (
        <Link className="console-button" to={create.to}>
          {create.label}
        </Link>
      )}
    </div>
  );
}

/**
 * A list read a page at a time with its filters: `filter(key)` is the setter a filter's control
 * takes; any change goes back to page 1. `query` turns the filters into the endpoint's query.
 */
export function useFilteredList<E extends EndpointDef, F extends object>(
  endpoint: E,
  initial: F,
  query: (filters: F) => Omit<EndpointQuery<E>, 'limit' | 'offset'>,
) {
  const [filters, setFilters] = useState<F>(initial);
  const list = usePaged(endpoint, query(filters));
  const filter =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      list.setPage(1);
    };
  return { list, filters, filter };
}

/** The list's search box. */
export function SearchField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return <TextField {...props} type="search" />;
}

/** The row type of a paged endpoint (`{ data: T[]; total }`). */
type Row<E extends EndpointDef> = Extract<
  EndpointResponse<E> extends { data: (infer T)[] } ? T : never,
  { id: number | string }
>;

/**
 * A list page: its head (`head`, or the title with 「…を作成」), anything under it (a submenu), its
 * filters, then its page of rows in the table named `label` (「<title>一覧」 unless given).
 */
export function ListPage<T extends { id: number | string }>({
  title = '',
  create,
  head = <ListHead title={title} create={create} />,
  children,
  filters,
  list,
  label = `${title}一覧`,
  ...table
}: {
  title?: string;
  create?: { to: string; label: string } | false;
  head?: ReactNode;
  children?: ReactNode;
  filters: ReactNode;
  list: PagedList<T>;
  /** The table's name; 「…一覧」 after the title unless given. */
  label?: string;
} & Pick<DataTableProps<T>, 'columns' | 'sortDescriptor' | 'onSortChange'>) {
  return (
    <>
      {head}
      {children}
      <div className="console-filters">{filters}</div>
      <PagedTable list={list} label={label} {...table} />
    </>
  );
}

/**
 * A list searched by one box (the endpoint's `q`), a page at a time: its head (with `children`
 * under the title), the search field, then the table named `label`.
 */
export function SearchedList<E extends EndpointDef>({
  endpoint,
  search,
  ...page
}: {
  endpoint: E;
  title: string;
  create?: { to: string; label: string } | false;
  /** The search field's label: what the box searches. */
  search: string;
  /** The table's name; 「…一覧」 after the title unless given. */
  label?: string;
  columns: DataTableColumn<Row<E>>[];
  children?: ReactNode;
}) {
  const { list, filters, filter } = useFilteredList(
    endpoint,
    { q: '' },
    (f) => ({ q: f.q || undefined }) as unknown as Omit<EndpointQuery<E>, 'limit' | 'offset'>,
  );
  return (
    <ListPage
      {...page}
      filters={<SearchField label={search} value={filters.q} onChange={filter('q')} />}
      list={list as unknown as PagedList<Row<E>>}
    />
  );
}

/** The row's header cell: its name, a link to the record's page (`to`). */
export const linkColumn = <T,>(
  id: string,
  name: string,
  to: (row: T) => string,
  text: (row: T) => ReactNode,
): DataTableColumn<T> => ({
  id,
  name,
  isRowHeader: true,
  render: (row) => <Link to={to(row)}>{text(row)}</Link>,
});

/** The row's header cell linking to the record's own page, `${list}/${id}` (`/surveys/3`). */
export const recordColumn = <T extends { id: number | string }>(
  id: string,
  name: string,
  list: string,
  text: (row: T) => ReactNode,
): DataTableColumn<T> => linkColumn(id, name, (row) => `${list}/${row.id}`, text);

/** A date-and-time cell (Japan time), on one line. */
export const dateTimeColumn = <T,>(id: string, name: string, at: (row: T) => string): DataTableColumn<T> => ({
  id,
  name,
  render: (row) => <span className="console-nowrap">{formatDateTime(at(row))}</span>,
});

/** A state cell: a green badge when `on`, a grey one otherwise. */
export const StateBadge = ({ on, children }: { on: boolean; children: ReactNode }) => (
  <Badge tone={on ? 'success' : 'neutral'}>{children}</Badge>
);
