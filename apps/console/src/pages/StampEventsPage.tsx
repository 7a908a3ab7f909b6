import { adminEndpoints, type AdminStampEvent } from '@fanclub/domain/admin';
import { Link } from 'react-router-dom';
import { recordColumn, SearchedList } from '../app/list.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

/** スタンプラリー: the rallies, a page at a time from the server, each with its QR sheet. */
export function StampEventsPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminStampEvents}
      title="スタンプラリー"
      create={canWriteEngagement() && { to: '/stamp-events/new', label: 'スタンプラリーを作成' }}
      search="名前で検索"
      columns={[
        recordColumn('name', '名前', '/stamp-events', (e: AdminStampEvent) => e.name),
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
  );
}
