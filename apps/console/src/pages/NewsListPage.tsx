import { adminEndpoints, type AdminNews } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, StatusFilter, type SortDescriptor } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFilteredList, SearchField, ListPage } from '../app/list.tsx';
import { WriteOnly } from '../app/access.tsx';

export const newsStatusLabel = (item: Pick<AdminNews, 'status' | 'publishAt'>) =>
  item.status === 'draft' ? '下書き' : Date.parse(item.publishAt) > Date.now() ? '公開予約' : '公開中';

export function NewsListPage() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'publishAt', direction: 'descending' });
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminNews,
    { q: '', status: null as 'draft' | 'published' | null },
    (f) => ({
      q: f.q || undefined,
      status: f.status ?? undefined,
      sortBy: sort.column as 'publishAt' | 'title',
      sortDir: sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
    }),
  );
  return (
    <ListPage
      head={
        <div className="console-page-head">
          <h1>お知らせ</h1>
          <div className="console-actions">
            <Link to="/news/categories">カテゴリーを編集</Link>
            <WriteOnly>
              <Link className="console-button" to="/news/new">
                新規作成
              </Link>
            </WriteOnly>
          </div>
        </div>
      }
      filters={
        <>
          <SearchField label="タイトルで検索" value={filters.q} onChange={filter('q')} />
          <StatusFilter
            label="公開状態"
            options={[
              { id: 'published', name: '公開' },
              { id: 'draft', name: '下書き' },
            ]}
            value={filters.status}
            onChange={filter('status')}
          />
        </>
      }
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
  );
}
