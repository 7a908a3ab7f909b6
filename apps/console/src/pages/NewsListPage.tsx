import { adminEndpoints, type AdminNews } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, StatusFilter, TextField, type SortDescriptor } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';

export const newsStatusLabel = (item: Pick<AdminNews, 'status' | 'publishAt'>) =>
  item.status === 'draft' ? '下書き' : Date.parse(item.publishAt) > Date.now() ? '公開予約' : '公開中';

export function NewsListPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'draft' | 'published' | null>(null);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'publishAt', direction: 'descending' });
  const list = usePaged(adminEndpoints.listAdminNews, {
    q: q || undefined,
    status: status ?? undefined,
    sortBy: sort.column as 'publishAt' | 'title',
    sortDir: sort.direction === 'ascending' ? 'asc' : 'desc',
  });
  return (
    <>
      <div className="console-page-head">
        <h1>お知らせ</h1>
        <Link className="console-button" to="/news/new">
          新規作成
        </Link>
      </div>
      <div className="console-filters">
        <TextField
          label="タイトルで検索"
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
        <StatusFilter
          label="公開状態"
          options={[
            { id: 'published', name: '公開' },
            { id: 'draft', name: '下書き' },
          ]}
          value={status}
          onChange={(v) => {
            setStatus(v);
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="お知らせ一覧"
        columns={[
          {
            id: 'title',
            name: 'タイトル',
            isRowHeader: true,
            allowsSorting: true,
            render: (n: AdminNews) => <Link to={`/news/${n.id}`}>{n.title}</Link>,
          },
          {
            id: 'status',
            name: '状態',
            render: (n: AdminNews) => (
              <Badge tone={n.status === 'draft' ? 'neutral' : 'success'}>{newsStatusLabel(n)}</Badge>
            ),
          },
          {
            id: 'isPaid',
            name: '公開範囲',
            render: (n: AdminNews) => (n.isPaid ? '有料会員のみ' : 'すべての人'),
          },
          {
            id: 'publishAt',
            name: '公開日時',
            allowsSorting: true,
            render: (n: AdminNews) => formatDateTime(n.publishAt),
          },
        ]}
        sortDescriptor={sort}
        onSortChange={setSort}
      />
    </>
  );
}
