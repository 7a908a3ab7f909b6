import { adminEndpoints, type AdminDrawEvent } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { PagedTable } from '../app/PagedTable.tsx';
import { useFilteredList, SearchField, linkColumn } from '../app/list.tsx';

export const drawState = (event: AdminDrawEvent) =>
  event.benefits.length > 0 && event.benefits.every((b) => b.drawnAt)
    ? '抽選済み'
    : Date.parse(event.entryEnd) > Date.now()
      ? '受付中'
      : '抽選待ち';

export function DrawEventsPage() {
  const { list, filters, filter } = useFilteredList(adminEndpoints.listAdminDrawEvents, { q: '' }, (f) => ({
    q: f.q || undefined,
  }));
  return (
    <>
      <h1>抽選</h1>
      <div className="console-filters">
        <SearchField label="イベント名で検索" value={filters.q} onChange={filter('q')} />
      </div>
      <PagedTable
        list={list}
        label="抽選イベント一覧"
        columns={[
          linkColumn(
            'name',
            'イベント',
            (e: AdminDrawEvent) => `/draw-events/${e.id}`,
            (e) => e.name,
          ),
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
