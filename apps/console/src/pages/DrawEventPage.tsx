import {
  adminEndpoints,
  drawEntryLabels as entryLabels,
  drawRoundLabel,
  redrawBody,
  type AdminDrawEvent,
  type DrawEntry,
} from '@fanclub/domain/admin';
import { formatDateTime } from '@fanclub/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  ErrorState,
  PageSpinner,
  RichText,
  StatusFilter,
  TextField,
  toast,
} from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { saveCsv } from '../app/csv.ts';
import { typedNumber, validate } from '../app/form.ts';
import { usePaged } from '../app/paged.ts';
import { drawState } from './DrawEventsPage.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

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
  const exportEntries = useMutation({
    mutationFn: () => call(adminEndpoints.exportDrawEntries, { params: { id } }),
    onSuccess: saveCsv,
    onError: (error) => toast.error(messageOf(error)),
  });
  if (event.error) return <ErrorState message={event.error.message} />;
  if (!event.data) return <PageSpinner />;
  const e = event.data;
  const canWrite = canWriteEngagement();
  const canDraw = drawState(e) !== '抽選済み' && canWrite;
  const entries_ = e.benefits.reduce((n, b) => n + b.countParticipants, 0);
  return (
    <>
      <div className="console-page-head">
        <h1>{e.name}</h1>
        <p>状態: {drawState(e)}</p>
        {canWrite && (
          <Link className="console-button" to={`/draw-events/${e.id}/edit`}>
            編集する
          </Link>
        )}
      </div>
      <p>
        受付期間: {formatDateTime(e.entryStart)} 〜 {formatDateTime(e.entryEnd)} ／ 開催日時:{' '}
        {formatDateTime(e.eventDate)}
      </p>
      <p>
        応募できる会員:{' '}
        {e.eligiblePlanIds.length ? `指定した会員プラン（${e.eligiblePlanIds.length}件）` : 'すべての会員'}
        {e.oneEntryPerMember ? ' ／ 1人1特典まで' : ''}
      </p>
      {e.description && <RichText html={e.description} />}
      <h2>特典</h2>
      <ul>
        {e.benefits.map((b) => (
          <li key={b.id}>
            {b.name}: 応募 {b.countParticipants}人 ／ 当選予定 {b.winnersCount}人
            {b.drawnAt ? ` ／ 当選 ${b.winners}人（${formatDateTime(b.drawnAt)} 抽選）` : ''}
            {b.drawRounds > 1 ? ` ／ ${drawRoundLabel(b.drawRounds)}まで実施` : ''}
          </li>
        ))}
      </ul>
      {canWrite && e.benefits.some((b) => b.drawnAt && b.notChosen > 0) && <SecondDraw event={e} />}
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
      <div className="console-actions">
        {entries_ > 0 && (
          <Button variant="ghost" onPress={() => exportEntries.mutate()} isPending={exportEntries.isPending}>
            応募者全員をCSVで書き出す
          </Button>
        )}
        {e.benefits.some((b) => b.drawnAt) && (
          <Button variant="ghost" onPress={() => exportWinners.mutate()} isPending={exportWinners.isPending}>
            当選者をCSVで書き出す
          </Button>
        )}
      </div>
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
          {
            id: 'status',
            name: '結果',
            render: (x: DrawEntry) =>
              x.wonRound && x.wonRound > 1
                ? `${entryLabels[x.entryStatus]}（${drawRoundLabel(x.wonRound)}）`
                : entryLabels[x.entryStatus],
          },
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

/**
 * 二次抽選: more winners of a drawn benefit, chosen at random among its entries not chosen. Each
 * benefit with some left has its own form; the new winners get the 当選 mail.
 */
function SecondDraw({ event }: { event: AdminDrawEvent }) {
  const queryClient = useQueryClient();
  const candidates = event.benefits.filter((b) => b.drawnAt && b.notChosen > 0);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [confirm, setConfirm] = useState<{ benefitId: number; name: string; winners: number } | null>(null);
  const redraw = useMutation({
    mutationFn: (v: { benefitId: number; winners: number }) =>
      call(adminEndpoints.redrawDrawBenefit, {
        params: { id: event.id, benefitId: v.benefitId },
        body: { winners: v.winners },
      }),
    onSuccess: (drawn) => {
      queryClient.setQueryData(['admin', 'draw-event', event.id], drawn);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      setConfirm(null);
      setTyped({});
      toast.success('二次抽選を実施しました。新しい当選者に結果をメールでお知らせしました。');
    },
    onError: (error) => {
      setConfirm(null);
      toast.error(messageOf(error));
    },
  });
  return (
    <section aria-labelledby="second-draw-heading">
      <h2 id="second-draw-heading">二次抽選</h2>
      <p className="console-help">落選した応募者の中から、追加の当選者を抽選します。</p>
      {candidates.map((b) => (
        <form
          key={b.id}
          className="console-form"
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            const checked = validate(redrawBody, { winners: typedNumber(typed[b.id] ?? '') });
            if (!checked.ok) {
              setErrors({ ...errors, [b.id]: checked.errors.winners ?? '' });
              return;
            }
            setErrors({ ...errors, [b.id]: '' });
            setConfirm({ benefitId: b.id, name: b.name, winners: checked.data.winners });
          }}
        >
          <TextField
            label={`「${b.name}」の追加の当選数`}
            description={`落選 ${b.notChosen}人の中から選びます`}
            inputMode="numeric"
            value={typed[b.id] ?? ''}
            onChange={(v) => setTyped({ ...typed, [b.id]: v })}
            errorMessage={errors[b.id] || undefined}
          />
          <div className="console-actions">
            <Button type="submit" variant="danger">
              「{b.name}」の二次抽選を実施
            </Button>
          </div>
        </form>
      ))}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="二次抽選を実施しますか？"
        confirmLabel="二次抽選を実施する"
        tone="danger"
        isPending={redraw.isPending}
        onConfirm={() => confirm && redraw.mutate(confirm)}
      >
        <p>
          「{confirm?.name}」の落選者から{confirm?.winners}
          人を当選にして、その人たちに当選のメールを送ります。この操作は取り消せません。
        </p>
      </ConfirmDialog>
    </section>
  );
}
