import { adminEndpoints, type AdminDrawEvent } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { recordColumn, SearchedList } from '../app/list.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

export const drawState = (event: AdminDrawEvent) =>
  event.benefits.length > 0 && event.benefits.every((b) => b.drawnAt)
    ? '抽選済み'
    : Date.parse(event.entryEnd) > Date.now()
      ? '受付中'
      : '抽選待ち';

export function DrawEventsPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminDrawEvents}
      title="抽選"
      create={canWriteEngagement() && { to: '/draw-events/new', label: '抽選を作成' }}
      search="イベント名で検索"
      label="抽選イベント一覧"
      columns={[
        recordColumn('name', 'イベント', '/draw-events', (e: AdminDrawEvent) => e.name),
        { id: 'state', name: '状態', render: drawState },
        { id: 'entryEnd', name: '受付終了', render: (e: AdminDrawEvent) => formatDateTime(e.entryEnd) },
        {
          id: 'entries',
          name: '応募数',
          render: (e: AdminDrawEvent) => e.benefits.reduce((n, b) => n + b.countParticipants, 0),
        },
      ]}
    />
  );
}
