import { adminEndpoints, type AdminDrawEvent } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { TextField } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaged } from '../app/paged.ts';
import { PagedTable } from '../app/PagedTable.tsx';

export const drawState = (event: AdminDrawEvent) =>
  event.benefits.length > 0 && event.benefits.every((b) => b.drawnAt)
    ? '抽選済み'
    : Date.parse(event.entryEnd) > Date.now()
      ? '受付中'
      : '抽選待ち';

export function DrawEventsPage() {
  const [q, setQ] = useState('');
  const list = usePaged(adminEndpoints.listAdminDrawEvents, { q: q || undefined });
  return (
    <>
      <h1>抽選</h1>
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
        label="抽選イベント一覧"
        columns={[
          {
            id: 'name',
            name: 'イベント',
            isRowHeader: true,
            render: (e: AdminDrawEvent) => <Link to={`/draw-events/${e.id}`}>{e.name}</Link>,
          },
          { id: 'state', name: '状態', render: drawState },
          { id: 'entryEnd', name: '受付終了', render: (e: AdminDrawEvent) => formatDateTime(e.entryEnd) },
          {
            id: 'entries',
            name: '応募数',
            render: (e: AdminDrawEvent) => e.benefits.reduce((n, b) => n + b.countParticipants, 0),
          },
        ]}
      />
    </>
  );
}
