import { adminEndpoints, stampEventBody, type AdminStampEvent } from '@fanclub/domain/admin';
import { Button, Select, TextField } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { EditRecordPage, EditForm, HtmlField, SaveActions, useSaveThrough } from '../app/record.tsx';
import { useDraft } from '../app/form.ts';
import { canWriteEngagement } from './VotingEventsPage.tsx';

type StampDraft = {
  key: number;
  id?: number;
  name: string;
  qRCodeValue: string;
  iconURLLocked: string;
  iconURLUnlocked: string;
  earned: number;
};
type RewardDraft = {
  key: number;
  id?: number;
  name: string;
  description: string;
  membershipType: 'all' | 'free' | 'paid';
  imageURL: string;
  videoURL: string;
};
type Draft = { name: string; description: string; stamps: StampDraft[]; rewards: RewardDraft[] };

const membershipTypes = [
  { id: 'all', name: '全会員' },
  { id: 'free', name: '無料会員' },
  { id: 'paid', name: '有料会員' },
] as const;

let nextKey = 0;
const newStamp = (): StampDraft => ({
  key: ++nextKey,
  name: '',
  qRCodeValue: '',
  iconURLLocked: '',
  iconURLUnlocked: '',
  earned: 0,
});
const newReward = (): RewardDraft => ({
  key: ++nextKey,
  name: '',
  description: '',
  membershipType: 'all',
  imageURL: '',
  videoURL: '',
});
const draftOf = (e?: AdminStampEvent): Draft => ({
  name: e?.name ?? '',
  description: e?.description ?? '',
  stamps: (e?.stamps ?? []).map((s) => ({
    key: ++nextKey,
    id: s.id,
    name: s.name,
    qRCodeValue: s.qRCodeValue,
    iconURLLocked: s.iconURLLocked ?? '',
    iconURLUnlocked: s.iconURLUnlocked ?? '',
    earned: s.earned,
  })),
  rewards: (e?.rewards ?? []).map((r) => ({
    key: ++nextKey,
    id: r.id,
    name: r.name,
    description: r.description ?? '',
    membershipType: r.membershipType,
    imageURL: r.imageURL ?? '',
    videoURL: r.videoURL ?? '',
  })),
});

/** One stamp rally: its stamps (each with the code its QR carries) and the rewards they open. */
export function StampEventEditPage() {
  return (
    <EditRecordPage name="stamp-event" endpoint={adminEndpoints.getAdminStampEvent}>
      {(event) => <StampEventForm event={event} />}
    </EditRecordPage>
  );
}

function StampEventForm({ event }: { event: AdminStampEvent | undefined }) {
  const readOnly = !canWriteEngagement();
  const { draft, setDraft, set, errors, field, check } = useDraft<Draft>(() => draftOf(event), {
    readOnly,
  });
  const setStamp = (key: number, change: Partial<StampDraft>) =>
    setDraft((d) => ({ ...d, stamps: d.stamps.map((s) => (s.key === key ? { ...s, ...change } : s)) }));
  const setReward = (key: number, change: Partial<RewardDraft>) =>
    setDraft((d) => ({ ...d, rewards: d.rewards.map((r) => (r.key === key ? { ...r, ...change } : r)) }));

  const save = useSaveThrough({
    name: 'stamp-event',
    path: '/stamp-events',
    record: event,
    create: adminEndpoints.createStampEvent,
    update: adminEndpoints.updateStampEvent,
    onSaved: (saved) => setDraft(draftOf(saved)),
  });

  const submit = () => {
    const body = check(stampEventBody, {
      name: draft.name,
      description: draft.description || null,
      stamps: draft.stamps.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        name: s.name,
        qRCodeValue: s.qRCodeValue,
        iconURLLocked: s.iconURLLocked || null,
        iconURLUnlocked: s.iconURLUnlocked || null,
      })),
      rewards: draft.rewards.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        name: r.name,
        description: r.description || null,
        membershipType: r.membershipType,
        imageURL: r.imageURL || null,
        videoURL: r.videoURL || null,
      })),
    });
    if (body) save.mutate(body);
  };

  return (
    <>
      <div className="console-page-head">
        <h1>{event ? event.name : 'スタンプラリーを作成'}</h1>
        {event && <Link to={`/stamp-events/${event.id}/qr`}>QRコードの印刷用シート</Link>}
      </div>
      <p className="console-help">
        スタンプのQRコードは、サイトの
        /stamp/scan?event=（ラリーの番号）&code=（QRコードの値）を開きます。すでに獲得した会員がいるスタンプは削除できません。
      </p>
      <EditForm onSubmit={submit}>
        <TextField label="名前" isRequired {...field('name')} maxLength={200} />
        <HtmlField id="stamp-event-description" label="説明" rows={3} {...field('description')} />
        <fieldset className="console-field">
          <legend>スタンプ（集める順）</legend>
          {errors.stamps && <p className="console-error">{errors.stamps}</p>}
          {draft.stamps.map((s, i) => (
            <div key={s.key} className="console-form" role="group" aria-label={`スタンプ${i + 1}`}>
              <TextField
                label={`スタンプ${i + 1}の名前`}
                isRequired
                isReadOnly={readOnly}
                value={s.name}
                onChange={(v) => setStamp(s.key, { name: v })}
                errorMessage={errors[`stamps.${i}.name`]}
              />
              <TextField
                label={`スタンプ${i + 1}のQRコードの値`}
                isRequired
                isReadOnly={readOnly}
                value={s.qRCodeValue}
                onChange={(v) => setStamp(s.key, { qRCodeValue: v })}
                errorMessage={errors[`stamps.${i}.qRCodeValue`]}
                description={`半角英数字・ハイフン・アンダースコア${s.id ? `。獲得 ${s.earned.toLocaleString('ja-JP')}回` : ''}`}
              />
              <TextField
                label={`スタンプ${i + 1}の未獲得アイコンのURL`}
                isReadOnly={readOnly}
                value={s.iconURLLocked}
                onChange={(v) => setStamp(s.key, { iconURLLocked: v })}
                errorMessage={errors[`stamps.${i}.iconURLLocked`]}
              />
              <TextField
                label={`スタンプ${i + 1}の獲得アイコンのURL`}
                isReadOnly={readOnly}
                value={s.iconURLUnlocked}
                onChange={(v) => setStamp(s.key, { iconURLUnlocked: v })}
                errorMessage={errors[`stamps.${i}.iconURLUnlocked`]}
              />
              {!readOnly && (
                <div className="console-actions">
                  <Button
                    variant="ghost"
                    onPress={() => set('stamps')(draft.stamps.filter((x) => x.key !== s.key))}
                  >
                    スタンプ{i + 1}を削除
                  </Button>
                </div>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button variant="ghost" onPress={() => set('stamps')([...draft.stamps, newStamp()])}>
              スタンプを追加
            </Button>
          )}
        </fieldset>
        <fieldset className="console-field">
          <legend>コンプリート特典</legend>
          {draft.rewards.map((r, i) => (
            <div key={r.key} className="console-form" role="group" aria-label={`特典${i + 1}`}>
              <TextField
                label={`特典${i + 1}の名前`}
                isRequired
                isReadOnly={readOnly}
                value={r.name}
                onChange={(v) => setReward(r.key, { name: v })}
                errorMessage={errors[`rewards.${i}.name`]}
              />
              <TextField
                label={`特典${i + 1}の説明`}
                isReadOnly={readOnly}
                value={r.description}
                onChange={(v) => setReward(r.key, { description: v })}
                errorMessage={errors[`rewards.${i}.description`]}
              />
              <Select
                label={`特典${i + 1}の対象`}
                isRequired
                isDisabled={readOnly}
                items={[...membershipTypes]}
                selectedKey={r.membershipType}
                onSelectionChange={(key) =>
                  setReward(r.key, { membershipType: key as RewardDraft['membershipType'] })
                }
                errorMessage={errors[`rewards.${i}.membershipType`]}
              />
              <TextField
                label={`特典${i + 1}の画像のURL`}
                isReadOnly={readOnly}
                value={r.imageURL}
                onChange={(v) => setReward(r.key, { imageURL: v })}
                errorMessage={errors[`rewards.${i}.imageURL`]}
              />
              <TextField
                label={`特典${i + 1}の動画のURL`}
                isReadOnly={readOnly}
                value={r.videoURL}
                onChange={(v) => setReward(r.key, { videoURL: v })}
                errorMessage={errors[`rewards.${i}.videoURL`]}
              />
              {!readOnly && (
                <div className="console-actions">
                  <Button
                    variant="ghost"
                    onPress={() => set('rewards')(draft.rewards.filter((x) => x.key !== r.key))}
                  >
                    特典{i + 1}を削除
                  </Button>
                </div>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button variant="ghost" onPress={() => set('rewards')([...draft.rewards, newReward()])}>
              特典を追加
            </Button>
          )}
        </fieldset>
        {!readOnly && <SaveActions isPending={save.isPending} />}
      </EditForm>
    </>
  );
}
