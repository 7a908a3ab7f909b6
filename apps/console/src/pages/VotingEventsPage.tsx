import { formatPoints } from '@fanclub/domain/format';
import { adminEndpoints, rolesFor, type AdminVotingEvent } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Link } from 'react-router-dom';
import { recordColumn, SearchedList } from '../app/list.tsx';
import { currentOperator } from '../app/session.ts';

export const votingState = (event: Pick<AdminVotingEvent, 'startedDate' | 'closedDate'>, now = Date.now()) =>
  now < Date.parse(event.startedDate) ? '開始前' : now < Date.parse(event.closedDate) ? '投票受付中' : '終了';

export const canWriteEngagement = () => rolesFor('engagement', 'write').includes(currentOperator()!.role);

export function VotingEventsPage() {
  return (
    <SearchedList
      endpoint={adminEndpoints.listAdminVotingEvents}
      title="投票"
      create={canWriteEngagement() && { to: '/voting-events/new', label: '投票イベントを作成' }}
      search="イベント名で検索"
      label="投票イベント一覧"
      columns={[
        recordColumn('name', 'イベント', '/voting-events', (e: AdminVotingEvent) => e.name),
        { id: 'state', name: '状態', render: (e: AdminVotingEvent) => votingState(e) },
        {
          id: 'period',
          name: '投票期間',
          render: (e: AdminVotingEvent) =>
            `${formatDateTime(e.startedDate)} 〜 ${formatDateTime(e.closedDate)}`,
        },
        { id: 'candidates', name: '候補者', render: (e: AdminVotingEvent) => `${e.candidates.length}人` },
        {
          id: 'points',
          name: '総ポイント',
          render: (e: AdminVotingEvent) => formatPoints(e.candidates.reduce((n, c) => n + c.point, 0)),
        },
      ]}
    >
      <nav aria-label="投票のメニュー" className="console-subnav">
        <ul>
          <li>
            <Link to="/voting-packages">投票ポイントのパッケージ</Link>
          </li>
        </ul>
      </nav>
    </SearchedList>
  );
}
