import { adminEndpoints, drawEventBody, type AdminDrawEvent } from '@fanclub/domain/admin';
import { Button, Checkbox, TextField } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { fromLocalInput, toLocalInput, typedNumber, useDraft } from '../app/form.ts';
import { ImageField } from '../app/ImageField.tsx';
import { PaidPreview } from '../app/PaidPreview.tsx';
import { EditForm, EditRecordPage, HtmlField, SaveActions, useSaveThrough } from '../app/record.tsx';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type BenefitDraft = {
  key: number;
  id?: number;
  name: string;
  capacity: string;
  winnersCount: string;
  isDisplayWinner: boolean;
  optionLabel: string;
  optionValues: string;
  isOptionRequired: boolean;
  congratulationContent: string;
  imageURL: string;
  /** As saved: entries so far and whether it was drawn (what they lock). */
  entries: number;
  drawn: boolean;
};
type Draft = {
  name: string;
  description: string;
  imageURL: string;
  eventDate: string;
  entryStart: string;
  entryEnd: string;
  eligiblePlanIds: number[];
  oneEntryPerMember: boolean;
  benefits: BenefitDraft[];
};

let nextKey = 0;
const DAY = 86_400_000;

const newBenefit = (): BenefitDraft => ({
  key: ++nextKey,
  name: '',
  capacity: '',
  winnersCount: '',
  isDisplayWinner: false,
  optionLabel: '',
  optionValues: '',
  isOptionRequired: false,
  congratulationContent: '',
  imageURL: '',
  entries: 0,
  drawn: false,
});

const draftOf = (event?: AdminDrawEvent): Draft => {
  const now = Date.now();
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    imageURL: event?.imageURL ?? '',
    eventDate: toLocalInput(event?.eventDate ?? new Date(now + 30 * DAY).toISOString()),
    entryStart: toLocalInput(event?.entryStart ?? new Date(now).toISOString()),
    entryEnd: toLocalInput(event?.entryEnd ?? new Date(now + 14 * DAY).toISOString()),
    eligiblePlanIds: event?.eligiblePlanIds ?? [],
    oneEntryPerMember: event?.oneEntryPerMember ?? false,
    benefits: event
      ? event.benefits.map((b) => ({
          key: ++nextKey,
          id: b.id,
          name: b.name,
          capacity: String(b.capacity),
          winnersCount: String(b.winnersCount),
          isDisplayWinner: b.isDisplayWinner,
          optionLabel: b.option?.label ?? '',
          optionValues: b.option?.values.join('、') ?? '',
          isOptionRequired: b.isOptionRequired,
          congratulationContent: b.congratulationContent ?? '',
          imageURL: b.imageURL ?? '',
          entries: b.countParticipants,
          drawn: Boolean(b.drawnAt),
        }))
      : [newBenefit()],
  };
};

/** The choices typed one after another, separated by 、 , or a new line. */
const valuesOf = (typed: string) =>
  typed
    .split(/[、,，\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** 抽選の作成と編集: /console/draw-events/new and /console/draw-events/:id/edit. */
export function DrawEventEditPage() {
  return (
    <EditRecordPage name="draw-event" endpoint={adminEndpoints.getAdminDrawEvent}>
      {(event) => <DrawEventForm event={event} />}
    </EditRecordPage>
  );
}

function DrawEventForm({ event }: { event: AdminDrawEvent | undefined }) {
  // The plans to choose from; the rest of the form does not wait for them.
  const plans = useQuery({
    queryKey: ['admin', 'draw-plan-choices'],
    queryFn: () => call(adminEndpoints.listDrawPlanChoices, {}),
  });
  const readOnly = !canWriteEngagement();
  const navigate = useNavigate();
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(event), { readOnly });
  const entered = draft.benefits.some((b) => b.entries > 0);
  const setBenefit = (key: number, change: Partial<BenefitDraft>) =>
    setDraft((d) => ({ ...d, benefits: d.benefits.map((b) => (b.key === key ? { ...b, ...change } : b)) }));

  const save = useSaveThrough({
    name: 'draw-event',
    path: '/draw-events',
    record: event,
    create: adminEndpoints.createDrawEvent,
    update: adminEndpoints.updateDrawEvent,
    onSaved: (saved) => void navigate(`/draw-events/${saved.id}`),
  });

  const submit = () => {
    const body = check(drawEventBody, {
      name: draft.name,
      description: draft.description,
      imageURL: draft.imageURL || null,
      eventDate: fromLocalInput(draft.eventDate),
      entryStart: fromLocalInput(draft.entryStart),
      entryEnd: fromLocalInput(draft.entryEnd),
      eligiblePlanIds: draft.eligiblePlanIds,
      oneEntryPerMember: draft.oneEntryPerMember,
      benefits: draft.benefits.map((b) => {
        const values = valuesOf(b.optionValues);
        return {
          ...(b.id ? { id: b.id } : {}),
          name: b.name,
          capacity: typedNumber(b.capacity),
          winnersCount: typedNumber(b.winnersCount),
          isDisplayWinner: b.isDisplayWinner,
          isOptionRequired: b.isOptionRequired,
          option: b.optionLabel.trim() || values.length ? { label: b.optionLabel, values } : null,
          congratulationContent: b.congratulationContent || null,
          imageURL: b.imageURL || null,
        };
      }),
    });
    if (body) save.mutate(body);
  };

  const title = event ? `「${event.name}」を編集` : '抽選を作成';
  return (
    <>
      <h1>{title}</h1>
      {entered && (
        <p className="console-help">
          応募があるため、受付開始日時・応募できる会員プラン・1人1特典の設定、応募のある特典の選択肢と削除、抽選済みの特典の人数は変更できません。
        </p>
      )}
      <EditForm onSubmit={submit}>
        <TextField label="イベント名" isRequired {...field('name')} maxLength={200} />
        <HtmlField id="draw-description" label="説明（HTML）" rows={6} {...field('description')} />
        <ImageField
          label="イベントの画像"
          urlLabel="イベントの画像のURL"
          value={draft.imageURL}
          onChange={set('imageURL')}
          errorMessage={errors.imageURL}
          isReadOnly={readOnly}
        />
        <TextField
          label="開催日時"
          type="datetime-local"
          isRequired
          {...field('eventDate')}
          description="日本時間"
        />
        <TextField
          label="受付開始日時"
          type="datetime-local"
          isRequired
          {...field('entryStart')}
          isReadOnly={readOnly || entered}
          description="日本時間"
        />
        <TextField
          label="受付終了日時"
          type="datetime-local"
          isRequired
          {...field('entryEnd')}
          description="日本時間。この日時を過ぎると自動で抽選します"
        />
        <fieldset className="console-field">
          <legend>応募できる会員プラン</legend>
          <p className="console-help">選ばなければ、すべての会員が応募できます。</p>
          {errors.eligiblePlanIds && <p className="console-error">{errors.eligiblePlanIds}</p>}
          {plans.isPending && <p>読み込み中…</p>}
          {plans.error && <p className="console-error">{messageOf(plans.error)}</p>}
          {(plans.data ?? []).map((plan) => (
            <Checkbox
              key={plan.id}
              isSelected={draft.eligiblePlanIds.includes(plan.id)}
              isDisabled={readOnly || entered}
              onChange={(on) =>
                set('eligiblePlanIds')(
                  on
                    ? [...draft.eligiblePlanIds, plan.id]
                    : draft.eligiblePlanIds.filter((id) => id !== plan.id),
                )
              }
            >
              {plan.name}
              {plan.isDisplayed ? '' : '（非表示のプラン）'}
            </Checkbox>
          ))}
        </fieldset>
        <Checkbox
          isSelected={draft.oneEntryPerMember}
          onChange={set('oneEntryPerMember')}
          isDisabled={readOnly || entered}
        >
          1人1特典まで応募できる（ほかの特典に応募した会員は応募できません）
        </Checkbox>
        <fieldset className="console-field">
          <legend>特典</legend>
          {errors.benefits && <p className="console-error">{errors.benefits}</p>}
          {draft.benefits.map((b, i) => {
            const n = i + 1;
            const err = (key: string) => errors[`benefits.${i}.${key}`];
            const optionLocked = readOnly || b.entries > 0;
            return (
              <div key={b.key} className="console-form" role="group" aria-label={`特典${n}`}>
                {b.entries > 0 && (
                  <p className="console-help">
                    応募 {b.entries}人{b.drawn ? '（抽選済み）' : ''}
                  </p>
                )}
                <TextField
                  label={`特典${n}の名前`}
                  isRequired
                  isReadOnly={readOnly}
                  value={b.name}
                  onChange={(v) => setBenefit(b.key, { name: v })}
                  errorMessage={err('name')}
                  maxLength={200}
                />
                <TextField
                  label={`特典${n}の応募できる人数`}
                  inputMode="numeric"
                  isRequired
                  isReadOnly={readOnly || b.drawn}
                  value={b.capacity}
                  onChange={(v) => setBenefit(b.key, { capacity: v })}
                  errorMessage={err('capacity')}
                />
                <TextField
                  label={`特典${n}の当選数`}
                  inputMode="numeric"
                  isRequired
                  isReadOnly={readOnly || b.drawn}
                  value={b.winnersCount}
                  onChange={(v) => setBenefit(b.key, { winnersCount: v })}
                  errorMessage={err('winnersCount')}
                />
                <TextField
                  label={`特典${n}の選択肢の名前`}
                  description="例: 希望する公演。選択肢がなければ空欄"
                  isReadOnly={optionLocked}
                  value={b.optionLabel}
                  onChange={(v) => setBenefit(b.key, { optionLabel: v })}
                  errorMessage={err('option.label')}
                />
                <TextField
                  label={`特典${n}の選択肢`}
                  description="「、」で区切って入力（例: 東京公演、大阪公演）"
                  isReadOnly={optionLocked}
                  value={b.optionValues}
                  onChange={(v) => setBenefit(b.key, { optionValues: v })}
                  errorMessage={err('option.values') ?? err('option')}
                />
                <Checkbox
                  isSelected={b.isOptionRequired}
                  isDisabled={optionLocked}
                  onChange={(v) => setBenefit(b.key, { isOptionRequired: v })}
                >
                  特典{n}の応募では選択肢を必ず選ぶ
                </Checkbox>
                <Checkbox
                  isSelected={b.isDisplayWinner}
                  isDisabled={readOnly}
                  onChange={(v) => setBenefit(b.key, { isDisplayWinner: v })}
                >
                  特典{n}の当選を会員の画面に表示する
                </Checkbox>
                <HtmlField
                  id={`draw-benefit-${b.key}-congratulation`}
                  label={`特典${n}の当選者へのメッセージ（HTML）`}
                  rows={3}
                  isReadOnly={readOnly}
                  value={b.congratulationContent}
                  onChange={(v) => setBenefit(b.key, { congratulationContent: v })}
                  errorMessage={err('congratulationContent')}
                />
                <ImageField
                  label={`特典${n}の画像`}
                  urlLabel={`特典${n}の画像のURL`}
                  value={b.imageURL}
                  onChange={(v) => setBenefit(b.key, { imageURL: v })}
                  errorMessage={err('imageURL')}
                  isReadOnly={readOnly}
                />
                {!readOnly && b.entries === 0 && draft.benefits.length > 1 && (
                  <div className="console-actions">
                    <Button
                      variant="ghost"
                      onPress={() => set('benefits')(draft.benefits.filter((x) => x.key !== b.key))}
                    >
                      特典{n}を削除
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
          {!readOnly && (
            <Button variant="ghost" onPress={() => set('benefits')([...draft.benefits, newBenefit()])}>
              特典を追加
            </Button>
          )}
        </fieldset>
        {!readOnly && <SaveActions isPending={save.isPending} />}
      </EditForm>
      <PaidPreview title={draft.name} html={draft.description} isPaid={false} canBePaid={false} />
    </>
  );
}
