import { formatPoints } from '@fanclub/domain/format';
import {
  adminEndpoints,
  votingEventBody,
  type AdminVotingCandidate,
  type AdminVotingEvent,
} from '@fanclub/domain/admin';
import { Button, DataTable, Select, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, messageOf } from '../app/api.ts';
import { EditRecordPage, EditForm, HtmlField, SaveActions, useSaveThrough } from '../app/record.tsx';
import { saveCsv } from '../app/csv.ts';
import { fromLocalInput, toLocalInput, useDraft } from '../app/form.ts';
import { canWriteEngagement, votingState } from './VotingEventsPage.tsx';

/** How often the live results are read again while the screen is open. */
const RESULTS_REFRESH_MS = 15_000;

type CandidateDraft = {
  key: number;
  id?: number;
  profileId: number | null;
  imageURL: string;
  content: string;
};
type Draft = {
  name: string;
  introduction: string;
  imageURL: string;
  startedDate: string;
  closedDate: string;
  candidates: CandidateDraft[];
};

let nextKey = 0;
const draftOf = (event?: AdminVotingEvent): Draft => {
  const now = Date.now();
  return {
    name: event?.name ?? '',
    introduction: event?.introduction ?? '',
    imageURL: event?.imageURL ?? '',
    startedDate: toLocalInput(event?.startedDate ?? new Date(now).toISOString()),
    closedDate: toLocalInput(event?.closedDate ?? new Date(now + 14 * 86_400_000).toISOString()),
    candidates: (event?.candidates ?? []).map((c) => ({
      key: ++nextKey,
      id: c.id,
      profileId: c.profileId,
      imageURL: c.imageURL ?? '',
      content: c.content ?? '',
    })),
  };
};

export function VotingEventEditPage() {
  const profiles = useQuery({
    queryKey: ['admin', 'content', 'profiles', 'choices'],
    queryFn: () => call(adminEndpoints.listContent, { params: { type: 'profiles' }, query: { limit: 100 } }),
  });
  const choices = (profiles.data?.data ?? []).map((p) => ({ id: p.id, name: String(p.name ?? p.id) }));
  return (
    <EditRecordPage
      name="voting-event"
      endpoint={adminEndpoints.getAdminVotingEvent}
      also={[profiles]}
      refetchInterval={RESULTS_REFRESH_MS}
    >
      {(event) => (
        <>
          {event && <VotingResults event={event} />}
          <VotingEventForm event={event} choices={choices} />
        </>
      )}
    </EditRecordPage>
  );
}

function VotingResults({ event }: { event: AdminVotingEvent }) {
  const exportCsv = useMutation({
    mutationFn: () => call(adminEndpoints.exportVotingResults, { params: { id: event.id } }),
    onSuccess: saveCsv,
    onError: (error) => toast.error(messageOf(error)),
  });
  const total = event.candidates.reduce((n, c) => n + c.point, 0);
  return (
    <>
      <div className="console-page-head">
        <h1>{event.name}</h1>
        <p>状態: {votingState(event)}</p>
      </div>
      <h2>結果（{RESULTS_REFRESH_MS / 1000}秒ごとに更新）</h2>
      <p>総ポイント: {formatPoints(total)}</p>
      <DataTable
        label="候補者ごとの結果"
        columns={[
          {
            id: 'rank',
            name: '順位',
            render: (c: AdminVotingCandidate) => `${event.candidates.indexOf(c) + 1}位`,
          },
          { id: 'name', name: '候補者', isRowHeader: true, render: (c: AdminVotingCandidate) => c.name },
          {
            id: 'point',
            name: 'ポイント',
            render: (c: AdminVotingCandidate) => formatPoints(c.point),
          },
          { id: 'votes', name: '投票数', render: (c: AdminVotingCandidate) => `${c.votes}回` },
          { id: 'voters', name: '投票者数', render: (c: AdminVotingCandidate) => `${c.voters}人` },
        ]}
        rows={event.candidates}
        rowKey={(c) => c.id}
        total={event.candidates.length}
        page={1}
        pageSize={Math.max(event.candidates.length, 1)}
        onPageChange={() => undefined}
        isLoading={false}
      />
      <div className="console-actions">
        <Button variant="ghost" onPress={() => exportCsv.mutate()} isPending={exportCsv.isPending}>
          結果をCSVで書き出す
        </Button>
      </div>
    </>
  );
}

function VotingEventForm({
  event,
  choices,
}: {
  event: AdminVotingEvent | undefined;
  choices: { id: number; name: string }[];
}) {
  const readOnly = !canWriteEngagement();
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(event), {
    readOnly,
  });
  const setCandidate = (key: number, change: Partial<CandidateDraft>) =>
    setDraft((d) => ({
      ...d,
      candidates: d.candidates.map((c) => (c.key === key ? { ...c, ...change } : c)),
    }));

  const save = useSaveThrough({
    name: 'voting-event',
    path: '/voting-events',
    record: event,
    create: adminEndpoints.createVotingEvent,
    update: adminEndpoints.updateVotingEvent,
  });

  const submit = () => {
    const body = check(votingEventBody, {
      ...draft,
      imageURL: draft.imageURL || null,
      startedDate: fromLocalInput(draft.startedDate),
      closedDate: fromLocalInput(draft.closedDate),
      candidates: draft.candidates.map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        profileId: c.profileId ?? undefined,
        imageURL: c.imageURL || null,
        content: c.content || null,
      })),
    });
    if (body) save.mutate(body);
  };

  return (
    <>
      {event ? <h2>イベントの内容</h2> : <h1>投票イベントを作成</h1>}
      <EditForm onSubmit={submit}>
        <TextField label="イベント名" isRequired {...field('name')} maxLength={200} />
        <HtmlField id="voting-introduction" label="紹介文（HTML）" rows={6} {...field('introduction')} />
        <TextField label="画像のURL" description="/uploads/… または https://…" {...field('imageURL')} />
        <TextField
          label="投票開始日時"
          type="datetime-local"
          isRequired
          {...field('startedDate')}
          description="日本時間"
        />
        <TextField
          label="投票終了日時"
          type="datetime-local"
          isRequired
          {...field('closedDate')}
          description="日本時間"
        />
        <fieldset className="console-field">
          <legend>候補者</legend>
          {errors.candidates && <p className="console-error">{errors.candidates}</p>}
          {draft.candidates.map((c, index) => (
            <div key={c.key} className="console-form" role="group" aria-label={`候補者${index + 1}`}>
              <Select
                label={`候補者${index + 1}のプロフィール`}
                isRequired
                isDisabled={readOnly}
                items={choices}
                selectedKey={c.profileId}
                onSelectionChange={(key) => setCandidate(c.key, { profileId: Number(key) })}
                errorMessage={errors[`candidates.${index}.profileId`]}
              />
              <TextField
                label={`候補者${index + 1}の画像のURL`}
                description="この投票で表示する画像（/uploads/… または https://…）"
                isReadOnly={readOnly}
                value={c.imageURL}
                onChange={(v) => setCandidate(c.key, { imageURL: v })}
                errorMessage={errors[`candidates.${index}.imageURL`]}
              />
              <TextField
                label={`候補者${index + 1}の意気込み`}
                isReadOnly={readOnly}
                value={c.content}
                onChange={(v) => setCandidate(c.key, { content: v })}
                errorMessage={errors[`candidates.${index}.content`]}
              />
              {!readOnly && (
                <Button
                  variant="ghost"
                  onPress={() => set('candidates')(draft.candidates.filter((x) => x.key !== c.key))}
                >
                  候補者{index + 1}を外す
                </Button>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              variant="ghost"
              onPress={() =>
                set('candidates')([
                  ...draft.candidates,
                  { key: ++nextKey, profileId: null, imageURL: '', content: '' },
                ])
              }
            >
              候補者を追加
            </Button>
          )}
        </fieldset>
        {!readOnly && <SaveActions isPending={save.isPending} />}
      </EditForm>
    </>
  );
}
