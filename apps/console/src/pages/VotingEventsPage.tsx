import { adminEndpoints, rolesFor, type AdminVotingEvent } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';
import { currentOperator } from '../app/session.ts';

export const votingState = (event: Pick<AdminVotingEvent, 'startedDate' | 'closedDate'>, now = Date.now()) =>
  now < Date.parse(event.startedDate) ? '開始前' : now < Date.parse(event.closedDate) ? '投票受付中' : '終了';

export const canWriteEngagement = () => rolesFor('engagement', 'write').includes(currentOperator()!.role);

export function VotingEventsPage() {
  const [q, setQ] = useState('');
  const list = usePaged(adminEndpoints.listAdminVotingEvents, { q: q || undefined });
  return (
    <>
      <div className="console-page-head">
        <h1>投票</h1>
        {canWriteEngagement() && (
          <Link className="console-button" to="/voting-events/new">
            投票イベントを作成
          </Link>
        )}
      </div>
      <nav aria-label="投票のメニュー" className="console-subnav">
        <ul>
          <li>
            <Link to="/voting-packages">投票ポイントのパッケージ</Link>
          </li>
        </ul>
      </nav>
      <div className="console-filters">
        <TextField
          label="イベント名で検索"
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
        label="投票イベント一覧"
        columns={[
          {
            id: 'name',
            name: 'イベント',
            isRowHeader: true,
            render: (e: AdminVotingEvent) => <Link to={`/voting-events/${e.id}`}>{e.name}</Link>,
          },
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
            render: (e: AdminVotingEvent) =>
              `${e.candidates.reduce((n, c) => n + c.point, 0).toLocaleString('ja-JP')}pt`,
          },
        ]}
      />
    </>
  );
}
