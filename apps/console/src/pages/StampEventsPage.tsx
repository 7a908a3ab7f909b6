import { adminEndpoints, type AdminStampEvent } from '@fanclub/domain/admin';
import { TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

/** スタンプラリー: the rallies, a page at a time from the server, each with its QR sheet. */
export function StampEventsPage() {
  const [q, setQ] = useState('');
  const list = usePaged(adminEndpoints.listAdminStampEvents, { q: q || undefined });
  return (
    <>
      <div className="console-page-head">
        <h1>スタンプラリー</h1>
        {canWriteEngagement() && (
          <Link className="console-button" to="/stamp-events/new">
            スタンプラリーを作成
          </Link>
        )}
      </div>
      <div className="console-filters">
        <TextField
          label="名前で検索"
          type="search"
          value={q}
          onChange={(v) => {
            setQ(v);
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="スタンプラリー一覧"
        columns={[
          {
            id: 'name',
            name: '名前',
            isRowHeader: true,
            render: (e: AdminStampEvent) => <Link to={`/stamp-events/${e.id}`}>{e.name}</Link>,
          },
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
