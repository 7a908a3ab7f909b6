import {
  adminEndpoints,
  giftPostStatusLabels,
  type AdminGiftPost,
  type GiftPostStatus,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Badge, StatusFilter, TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
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
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<GiftPostStatus | null>(null);
  const list = usePaged(adminEndpoints.listAdminGiftPosts, {
    q: q || undefined,
    status: status ?? undefined,
  });
  return (
    <>
      <div className="console-page-head">
        <h1>ギフト投稿</h1>
        {canWriteEngagement() && (
          <Link className="console-button" to="/gift-posts/new">
            ギフト投稿を作成
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
        <StatusFilter
          label="公開状態"
          options={[
            { id: 'published', name: giftPostStatusLabels.published },
            { id: 'scheduled', name: giftPostStatusLabels.scheduled },
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
        label="ギフト投稿一覧"
        columns={[
          {
            id: 'title',
            name: 'タイトル',
            isRowHeader: true,
            render: (p: AdminGiftPost) => <Link to={`/gift-posts/${p.id}`}>{p.title}</Link>,
          },
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
      />
    </>
  );
}
