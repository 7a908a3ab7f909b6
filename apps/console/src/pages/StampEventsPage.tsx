import { adminEndpoints, type AdminStampEvent } from '@fanclub/domain/admin';
import { Link } from 'react-router-dom';
import { PagedTable } from '../app/PagedTable.tsx';
import { ListHead, useFilteredList, SearchField, linkColumn } from '../app/list.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

/** スタンプラリー: the rallies, a page at a time from the server, each with its QR sheet. */
export function StampEventsPage() {
  const { list, filters, filter } = useFilteredList(adminEndpoints.listAdminStampEvents, { q: '' }, (f) => ({
    q: f.q || undefined,
  }));
  return (
    <>
      <ListHead
        title="スタンプラリー"
        create={canWriteEngagement() && { to: '/stamp-events/new', label: 'スタンプラリーを作成' }}
      />
      <div className="console-filters">
        <SearchField label="名前で検索" value={filters.q} onChange={filter('q')} />
      </div>
      <PagedTable
        list={list}
        label="スタンプラリー一覧"
        columns={[
          linkColumn(
            'name',
            '名前',
            (e: AdminStampEvent) => `/stamp-events/${e.id}`,
            (e) => e.name,
          ),
          { id: 'stamps', name: 'スタンプ', render: (e: AdminStampEvent) => `${e.stamps.length}個` },
          { id: 'rewards', name: '特典', render: (e: AdminStampEvent) => `${e.rewards.length}件` },
          {
            id: 'earned',
            name: '獲得数',
            render: (e: AdminStampEvent) =>
              `${e.stamps.reduce((n, s) => n + s.earned, 0).toLocaleString('ja-JP')}回`,
          },
          {
            id: 'qr',
            name: 'QRコード',
            render: (e: AdminStampEvent) => (
              <Link to={`/stamp-events/${e.id}/qr`} aria-label={`${e.name}の印刷用シート`}>
                印刷用シート
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
