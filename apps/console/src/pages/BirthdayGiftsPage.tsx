import { adminEndpoints, type AdminBirthdayGift } from '@fanclub/domain/admin';
import { Select, TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { GiftsSubnav } from './GiftPostsPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

export const monthOptions = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `${i + 1}月` }));

/** 誕生日ギフト: what paid members receive in their birth month, month by month. */
export function BirthdayGiftsPage() {
  const [q, setQ] = useState('');
  const [month, setMonth] = useState<number>(0);
  const list = usePaged(adminEndpoints.listAdminBirthdayGifts, {
    q: q || undefined,
    month: month || undefined,
  });
  return (
    <>
      <div className="console-page-head">
        <h1>誕生日ギフト</h1>
        {canWriteEngagement() && (
          <Link className="console-button" to="/birthday-gifts/new">
            誕生日ギフトを作成
          </Link>
        )}
      </div>
      <GiftsSubnav />
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
        <Select
          label="誕生月"
          items={[{ id: 0, name: 'すべての月' }, ...monthOptions]}
          selectedKey={month}
          onSelectionChange={(key) => {
            setMonth(Number(key));
            list.setPage(1);
          }}
        />
      </div>
      <PagedTable
        list={list}
        label="誕生日ギフト一覧"
        columns={[
          {
            id: 'title',
            name: 'タイトル',
            isRowHeader: true,
            render: (g: AdminBirthdayGift) => <Link to={`/birthday-gifts/${g.id}`}>{g.title}</Link>,
          },
          { id: 'month', name: '誕生月', render: (g: AdminBirthdayGift) => `${g.month}月` },
          {
            id: 'isMail',
            name: 'お届け',
            render: (g: AdminBirthdayGift) => (g.isMail ? '郵送' : 'サイトで受け取り'),
          },
          {
            id: 'received',
            name: '受け取り',
            render: (g: AdminBirthdayGift) => `${g.received.toLocaleString('ja-JP')}人`,
          },
        ]}
      />
    </>
  );
}
