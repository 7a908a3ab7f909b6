import {
  adminEndpoints,
  ANNOUNCEMENT_STATE_LABELS,
  announcementStates,
  MEMBER_STATE_LABELS,
  rolesFor,
  type Announcement,
  type AnnouncementState,
} from '@fanclub/domain/admin';
import { findPrefectureById, formatDateTime } from '@fanclub/domain';
import { Button, ConfirmDialog, toast } from '@fanclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../app/api.ts';
import { ListPage, useFilteredList } from '../app/list.tsx';
import { currentOperator } from '../app/session.ts';

/** Owner and editors send mail to members (area `content`); support reads the list. */
export const canSendMail = () => rolesFor('content', 'write').includes(currentOperator()!.role);

/** Who a mail goes to, in words: the one member, or the segment's filters. */
export const recipientsLabel = (mail: Pick<Announcement, 'memberLabel' | 'userId' | 'segment'>) => {
  if (mail.userId) return `会員 ${mail.memberLabel ?? ''}`.trim();
  const s = mail.segment;
  const parts = [
    s.planId ? `プランID ${s.planId}` : null,
    s.state ? MEMBER_STATE_LABELS[s.state] : null,
    s.joinedMonth ? `${s.joinedMonth.replace('-', '年')}月に登録` : null,
    s.birthMonth ? `${s.birthMonth}月生まれ` : null,
    s.prefectureId ? (findPrefectureById(s.prefectureId)?.name ?? null) : null,
  ].filter(Boolean);
  return parts.length ? parts.join('・') : 'すべての会員';
};

/** 「送信済み 120／150（配信停止 10・失敗 0）」 */
export const progressLabel = ({ progress: p, state }: Announcement) =>
  p.total === 0
    ? state === 'sent'
      ? '宛先なし'
      : '—'
    : `送信済み ${p.sent.toLocaleString('ja-JP')}／${(p.total - p.skipped).toLocaleString('ja-JP')}（配信停止 ${p.skipped}・失敗 ${p.failed}）`;

/** 一斉メール: every mail with its state, recipients and progress; a draft or scheduled one can be cancelled. */
export function AnnouncementsPage() {
  const queryClient = useQueryClient();
  const { list, filters, filter } = useFilteredList(
    adminEndpoints.listAnnouncements,
    { state: '' as AnnouncementState | '' },
    (f) => ({ state: f.state || undefined }),
  );
  const [cancelling, setCancelling] = useState<Announcement | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => call(adminEndpoints.cancelAnnouncement, { params: { id } }),
    onSuccess: () => {
      toast.success('送信を取り消しました。');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: () => setCancelling(null),
  });
  const writer = canSendMail();
  return (
    <>
      <ListPage
        title="一斉メール"
        create={writer && { to: '/announcements/new', label: 'メールを作成' }}
        filters={
          <div className="console-field">
            <label htmlFor="announcement-state">状態</label>
            <select
              id="announcement-state"
              className="console-select"
              value={filters.state}
              onChange={(e) => filter('state')(e.target.value as AnnouncementState | '')}
            >
              <option value="">すべて</option>
              {announcementStates.map((state) => (
                <option key={state} value={state}>
                  {ANNOUNCEMENT_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          </div>
        }
        list={list}
        label="一斉メール一覧"
        columns={[
          { id: 'subject', name: '件名', isRowHeader: true, render: (m: Announcement) => m.subject },
          { id: 'to', name: '宛先', render: recipientsLabel },
          { id: 'state', name: '状態', render: (m: Announcement) => ANNOUNCEMENT_STATE_LABELS[m.state] },
          {
            id: 'at',
            name: '送信日時',
            render: (m: Announcement) => (m.scheduledAt ? formatDateTime(m.scheduledAt) : '—'),
          },
          { id: 'progress', name: '送信状況', render: progressLabel },
          { id: 'by', name: '作成者', render: (m: Announcement) => m.createdByName },
          {
            id: 'actions',
            name: '操作',
            render: (m: Announcement) =>
              writer && (m.state === 'draft' || m.state === 'scheduled') ? (
                <Button variant="ghost" onPress={() => setCancelling(m)}>
                  取り消す
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="送信を取り消しますか？"
        confirmLabel="送信を取り消す"
        tone="danger"
        isPending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
      >
        <p>「{cancelling?.subject}」は送信されません。取り消したメールは元に戻せません。</p>
      </ConfirmDialog>
    </>
  );
}
