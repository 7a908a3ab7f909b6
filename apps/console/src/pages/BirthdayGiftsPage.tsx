import { adminEndpoints, type AdminBirthdayGift } from '@fanclub/domain/admin';
import { Select } from '@fanclub/ui';
import { ListPage, useFilteredList, SearchField, recordColumn } from '../app/list.tsx';
import { GiftsSubnav } from './GiftPostsPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

export const monthOptions = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `${i + 1}月` }));

/** 誕生日ギフト: what paid members receive in their birth month, month by month. */
export function BirthdayGiftsPage() {
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminBirthdayGifts,
    { q: '', month: 0 },
    (f) => ({ q: f.q || undefined, month: f.month || undefined }),
  );
  return (
    <ListPage
      title="誕生日ギフト"
      create={canWriteEngagement() && { to: '/birthday-gifts/new', label: '誕生日ギフトを作成' }}
      filters={
        <>
          <SearchField label="タイトルで検索" value={filters.q} onChange={filter('q')} />
          <Select
            label="誕生月"
            items={[{ id: 0, name: 'すべての月' }, ...monthOptions]}
            selectedKey={filters.month}
            onSelectionChange={(key) => filter('month')(Number(key))}
          />
        </>
      }
      list={list}
      columns={[
        recordColumn('title', 'タイトル', '/birthday-gifts', (g: AdminBirthdayGift) => g.title),
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
    >
      <GiftsSubnav />
    </ListPage>
  );
}
