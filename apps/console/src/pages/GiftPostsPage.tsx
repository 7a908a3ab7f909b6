import {
  adminEndpoints,
  giftPostStatusLabels,
  type AdminGiftPost,
  type GiftPostStatus,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, StatusFilter } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { ListPage, useFilteredList, SearchField, recordColumn } from '../app/list.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

/** ギフトのメニュー: gift posts and birthday gifts, one menu entry with its two screens. */
export function GiftsSubnav() {
  return (
    <nav aria-label="ギフトのメニュー" className="console-subnav">
      <ul>
        <li>
          <Link to="/gift-posts">ギフト投稿</Link>
        </li>
        <li>
          <Link to="/birthday-gifts">誕生日ギフト</Link>
        </li>
      </ul>
    </nav>
  );
}

/** ギフト投稿: every post, newest publishing time first, with whether fans see it yet. */
export function GiftPostsPage() {
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAdminGiftPosts,
    { q: '', status: null as GiftPostStatus | null },
    (f) => ({ q: f.q || undefined, status: f.status ?? undefined }),
  );
  return (
    <ListPage
      title="ギフト投稿"
      create={canWriteEngagement() && { to: '/gift-posts/new', label: 'ギフト投稿を作成' }}
      filters={
        <>
          <SearchField label="タイトルで検索" value={filters.q} onChange={filter('q')} />
          <StatusFilter
            label="公開状態"
            options={[
              { id: 'published', name: giftPostStatusLabels.published },
              { id: 'scheduled', name: giftPostStatusLabels.scheduled },
            ]}
            value={filters.status}
            onChange={filter('status')}
          />
        </>
      }
      list={list}
      columns={[
        recordColumn('title', 'タイトル', '/gift-posts', (p: AdminGiftPost) => p.title),
        {
          id: 'status',
          name: '状態',
          render: (p: AdminGiftPost) => (
            <Badge tone={p.status === 'published' ? 'success' : 'neutral'}>
              {giftPostStatusLabels[p.status]}
            </Badge>
          ),
        },
        {
          id: 'publishedAt',
          name: '公開日時',
          render: (p: AdminGiftPost) => formatDateTime(p.publishedAt),
        },
        { id: 'images', name: '画像', render: (p: AdminGiftPost) => `${p.giftPostImages.length}枚` },
        { id: 'video', name: '動画', render: (p: AdminGiftPost) => (p.videoUrl ? 'あり' : 'なし') },
      ]}
    >
      <GiftsSubnav />
    </ListPage>
  );
}
