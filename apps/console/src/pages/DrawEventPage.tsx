import { adminEndpoints, rolesFor, type DrawEntry } from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import { Button, ConfirmDialog, DataTable, ErrorState, PageSpinner, StatusFilter, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { saveCsv } from '../app/csv.ts';
import { usePaged } from '../app/paged.ts';
import { currentOperator } from '../app/session.ts';
import { drawState } from './DrawEventsPage.tsx';

const entryLabels = { won: '当選', not_won: '落選', pending: '抽選待ち' } as const;

export function DrawEventPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [entryStatus, setEntryStatus] = useState<DrawEntry['entryStatus'] | null>(null);
  const event = useQuery({
    queryKey: ['admin', 'draw-event', id],
    queryFn: () => call(adminEndpoints.getAdminDrawEvent, { params: { id } }),
  });
  const entries = usePaged(adminEndpoints.listDrawEntries, { entryStatus: entryStatus ?? undefined }, { id });
  const run = useMutation({
    mutationFn: () => call(adminEndpoints.runDrawEvent, { params: { id } }),
    onSuccess: (drawn) => {
      queryClient.setQueryData(['admin', 'draw-event', id], drawn);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      setConfirm(false);
      toast.success('抽選を実施しました。応募者に結果をメールでお知らせしました。');
    },
    onError: (error) => {
      setConfirm(false);
      toast.error(messageOf(error));
    },
  });
  const exportWinners = useMutation({
    mutationFn: () => call(adminEndpoints.exportDrawWinners, { params: { id } }),
    onSuccess: saveCsv,
    onError: (error) => toast.error(messageOf(error)),
  });
  if (event.error) return <ErrorState message={event.error.message} />;
  if (!event.data) return <PageSpinner />;
  const e = event.data;
  const canDraw =
    drawState(e) !== '抽選済み' && rolesFor('engagement', 'write').includes(currentOperator()!.role);
  return (
    <>
      <div className="console-page-head">
        <h1>{e.name}</h1>
        <p>状態: {drawState(e)}</p>
      </div>
      <p>
        受付期間: {formatDateTime(e.entryStart)} 〜 {formatDateTime(e.entryEnd)}
      </p>
      <h2>特典</h2>
      <ul>
        {e.benefits.map((b) => (
          <li key={b.id}>
            {b.name}: 応募 {b.countParticipants}人 ／ 当選予定 {b.winnersCount}人
            {b.drawnAt ? ` ／ 当選 ${b.winners}人（${formatDateTime(b.drawnAt)} 抽選）` : ''}
          </li>
        ))}
      </ul>
      {canDraw && (
        <>
          <Button variant="danger" onPress={() => setConfirm(true)}>
            抽選を実施
          </Button>
          <ConfirmDialog
            isOpen={confirm}
            onOpenChange={setConfirm}
            title="抽選を実施しますか？"
            confirmLabel="抽選を実施する"
            tone="danger"
            isPending={run.isPending}
            onConfirm={() => run.mutate()}
          >
            <p>
              応募の受付を今すぐ締め切り、当選者を決めて応募者全員に結果をメールで送ります。この操作は取り消せません。
            </p>
          </ConfirmDialog>
        </>
      )}
      <h2>応募者</h2>
      {e.benefits.some((b) => b.drawnAt) && (
        <div className="console-actions">
          <Button variant="ghost" onPress={() => exportWinners.mutate()} isPending={exportWinners.isPending}>
            当選者をCSVで書き出す
          </Button>
        </div>
      )}
      <StatusFilter
        label="抽選結果"
        options={(['won', 'not_won', 'pending'] as const).map((s) => ({ id: s, name: entryLabels[s] }))}
        value={entryStatus}
        onChange={(v) => {
          setEntryStatus(v);
          entries.setPage(1);
        }}
      />
      <DataTable
        label="応募者一覧"
        columns={[
          {
            id: 'member',
            name: '会員',
            isRowHeader: true,
            render: (x: DrawEntry) => `${x.member.name}（${x.member.email}）`,
          },
          { id: 'benefit', name: '特典', render: (x: DrawEntry) => x.benefitName },
          { id: 'status', name: '結果', render: (x: DrawEntry) => entryLabels[x.entryStatus] },
          { id: 'createdAt', name: '応募日時', render: (x: DrawEntry) => formatDateTime(x.createdAt) },
        ]}
        rows={entries.data?.data ?? []}
        rowKey={(x) => x.id}
        total={entries.data?.total ?? 0}
        page={entries.page}
        pageSize={entries.pageSize}
        onPageChange={entries.setPage}
        isLoading={entries.isPending}
      />
    </>
  );
}
