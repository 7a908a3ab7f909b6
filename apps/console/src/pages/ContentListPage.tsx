import {
  adminEndpoints,
  contentFieldOf,
  contentTypeNames,
  contentTypes,
  hasCategories,
  rolesFor,
  type ContentField,
  type ContentRow,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, ErrorState, TextField, type DataTableColumn, type SortDescriptor } from '@fanclub/ui';
import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { contentTypeOf, publishLabel, rowTitle, unknownContentType } from '../app/content.ts';
import { ListPage } from '../app/list.tsx';
import { usePaged } from '../app/paged.ts';
import { currentOperator } from '../app/session.ts';

/** The menu of every content type; the open one is marked as the current page. */
export function ContentTypeNav() {
  return (
    <nav aria-label="コンテンツの種類" className="console-subnav">
      <ul>
        {contentTypeNames.map((type) => (
          <li key={type}>
            <NavLink to={`/content/${type}`}>{contentTypes[type].label}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/legal-texts">規約・ポリシー</NavLink>
        </li>
      </ul>
    </nav>
  );
}

const cellOf = (field: ContentField, row: ContentRow) => {
  const value = row[field.name];
  if (field.kind === 'dateTime') return typeof value === 'string' ? formatDateTime(value) : '—';
  return value === null || value === undefined ? '—' : String(value);
};

/**
 * One list for every content type of the contract (blogs, notices, schedules, discography,
 * profiles, videos, top page parts, menus): paged and searched on the server, its columns drawn
 * from the type's fields.
 */
export function ContentListPage() {
  const type = contentTypeOf(useParams().type ?? 'blogs');
  if (!type) return <ErrorState message={unknownContentType} />;
  return <ContentList key={type} type={type} />;
}

function ContentList({ type }: { type: NonNullable<ReturnType<typeof contentTypeOf>> }) {
  const def = contentTypes[type];
  const fields = def.fields as readonly ContentField[];
  const titleField = fields.find((f) => f.name === def.titleField)!;
  const sortField = fields.find((f) => f.name === def.sortField);
  const paid = contentFieldOf(type, 'boolean', 'isPaid');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<SortDescriptor>({
    column: def.sortField,
    direction: def.sortDir === 'asc' ? 'ascending' : 'descending',
  });
  const list = usePaged(
    adminEndpoints.listContent,
    { q: q || undefined, sortDir: sort.direction === 'ascending' ? 'asc' : 'desc' },
    { type },
  );
  const canWrite = rolesFor('content', 'write').includes(currentOperator()!.role);

  const columns: DataTableColumn<ContentRow>[] = [
    {
      id: 'title',
      name: titleField.label,
      isRowHeader: true,
      render: (row) => <Link to={`/content/${type}/${row.id}`}>{rowTitle(type, row)}</Link>,
    },
  ];
  if (publishLabel(type, { id: 0 }) !== null)
    columns.push({
      id: 'status',
      name: '状態',
      render: (row) => {
        const label = publishLabel(type, row);
        return <Badge tone={label === '公開中' ? 'success' : 'neutral'}>{label}</Badge>;
      },
    });
  if (paid)
    columns.push({
      id: 'isPaid',
      name: '公開範囲',
      render: (row) => (row.isPaid ? '有料会員のみ' : 'すべての人'),
    });
  if (sortField && sortField !== titleField)
    columns.push({
      id: sortField.name,
      name: sortField.label,
      allowsSorting: true,
      render: (row) => cellOf(sortField, row),
    });

  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>{def.label}</h1>
          <div className="console-actions">
            {hasCategories(type) && <Link to={`/content/${type}/categories`}>カテゴリーを編集</Link>}
            {canWrite && (
              <Link className="console-button" to={`/content/${type}/new`}>
                新規作成
              </Link>
            )}
          </div>
        </div>
      }
      filters={
        <TextField
          label={`${titleField.label}で検索`}
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
      }
      list={list}
      label={`${def.label}一覧`}
      columns={columns}
      sortDescriptor={sort}
      onSortChange={setSort}
    >
      <ContentTypeNav />
    </ListPage>
  );
}
