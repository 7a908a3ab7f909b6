import {
  adminEndpoints,
  announcementBody,
  MEMBER_STATE_LABELS,
  memberStates,
  type AnnouncementBody,
  type AnnouncementPreview,
  type AnnouncementSegment,
} from '@fanclub/domain/admin';
import { PREFECTURES } from '@fanclub/domain';
import { Button, ConfirmDialog, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { fromLocalInput, validate } from '../app/form.ts';

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="console-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">すべて</option>
        {children}
      </select>
    </div>
  );
}

const months = Array.from({ length: 12 }, (_, i) => i + 1);
type SegmentDraft = Record<keyof AnnouncementSegment, string>;
const noSegment: SegmentDraft = { planId: '', state: '', joinedMonth: '', birthMonth: '', prefectureId: '' };

/**
 * 一斉メールを作成: subject and text, to one member (opened from a member's page, `?userId=`) or to
 * the members list's filters; プレビュー shows how many members it reaches now (those who turned
 * お知らせメール off are left out) and the mail as they read it; then it is sent now or at a time.
 */
export function AnnouncementEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = Number(params.get('userId')) || null;
  const member = useQuery({
    queryKey: ['admin', 'announcement-member', userId],
    queryFn: () => call(adminEndpoints.getAdminMember, { params: { id: userId! } }),
    enabled: userId !== null,
  });
  const plans = useQuery({
    queryKey: ['admin', 'member-plan-choices'],
    queryFn: () => call(adminEndpoints.listAdminMembershipPlans, { query: { limit: 100 } }),
  });
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [segment, setSegment] = useState<SegmentDraft>(noSegment);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [confirm, setConfirm] = useState(false);

  const set = (key: keyof SegmentDraft) => (value: string) => {
    setSegment((s) => ({ ...s, [key]: value }));
    setPreview(null);
  };
  const body = (): AnnouncementBody => ({
    subject,
    body: text,
    ...(userId
      ? { userId }
      : {
          segment: Object.fromEntries(
            Object.entries(segment)
              .filter(([, v]) => v !== '')
              .map(([k, v]) => [k, k === 'state' || k === 'joinedMonth' ? v : Number(v)]),
          ) as AnnouncementSegment,
        }),
  });
  const checked = () => {
    const result = validate(announcementBody, body());
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    if (when === 'later' && !sendAt) {
      setErrors({ sendAt: '送信日時を入力してください。' });
      return null;
    }
    setErrors({});
    return body();
  };

  const previewing = useMutation({
    mutationFn: (b: AnnouncementBody) => call(adminEndpoints.previewAnnouncement, { body: b }),
    onSuccess: setPreview,
    onError: (error) => toast.error(messageOf(error)),
  });
  const sending = useMutation({
    mutationFn: async (b: AnnouncementBody) => {
      const draft = await call(adminEndpoints.createAnnouncement, { body: b });
      return call(adminEndpoints.scheduleAnnouncement, {
        params: { id: draft.id },
        body: { sendAt: when === 'later' ? fromLocalInput(sendAt) : null },
      });
    },
    onSuccess: (mail) => {
      toast.success(
        mail.state === 'scheduled' && when === 'later' ? '送信を予約しました。' : '送信を始めました。',
      );
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void navigate('/announcements');
    },
    onError: (error) => {
      setConfirm(false);
      toast.error(messageOf(error));
    },
  });

  const showPreview = () => {
    const b = checked();
    if (b) previewing.mutate(b);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const b = checked();
    if (!b) return;
    previewing.mutate(b, { onSuccess: () => setConfirm(true) });
  };
  const error = (key: string) =>
    errors[key] ? (
      <p id={`announcement-${key}-error`} className="console-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <>
      <div className="console-page-head">
        <h1>一斉メールを作成</h1>
      </div>
      <form noValidate onSubmit={submit} className="console-form">
        <section aria-labelledby="announcement-to">
          <h2 id="announcement-to">宛先</h2>
          {userId ? (
            <p>
              会員{' '}
              {member.data
                ? `${member.data.memberNumber} ${member.data.lastName} ${member.data.firstName}`
                : ''}
              さんに送ります。
            </p>
          ) : (
            <>
              <p className="console-help">
                会員一覧の絞り込みと同じ条件で宛先を選びます。何も選ばなければすべての会員に送ります。お知らせメールを受け取らない設定の会員には送りません。
              </p>
              <div className="console-filters">
                <Select id="announcement-plan" label="プラン" value={segment.planId} onChange={set('planId')}>
                  {plans.data?.data.map((plan) => (
                    <option key={plan.id} value={plan.id}>
                      {plan.name}
                    </option>
                  ))}
                </Select>
                <Select id="announcement-state" label="状態" value={segment.state} onChange={set('state')}>
                  {memberStates.map((state) => (
                    <option key={state} value={state}>
                      {MEMBER_STATE_LABELS[state]}
                    </option>
                  ))}
                </Select>
                <div className="console-field">
                  <label htmlFor="announcement-joined">登録月</label>
                  <input
                    id="announcement-joined"
                    className="console-select"
                    type="month"
                    min="2000-01"
                    max="2100-12"
                    value={segment.joinedMonth}
                    onChange={(e) => set('joinedMonth')(e.target.value)}
                  />
                </div>
                <Select
                  id="announcement-birth"
                  label="誕生月"
                  value={segment.birthMonth}
                  onChange={set('birthMonth')}
                >
                  {months.map((month) => (
                    <option key={month} value={month}>
                      {month}月
                    </option>
                  ))}
                </Select>
                <Select
                  id="announcement-prefecture"
                  label="都道府県"
                  value={segment.prefectureId}
                  onChange={set('prefectureId')}
                >
                  {PREFECTURES.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </Select>
              </div>
            </>
          )}
        </section>
        <section aria-labelledby="announcement-mail">
          <h2 id="announcement-mail">メール</h2>
          <TextField
            label="件名"
            description="100文字まで。件名の前にクラブ名が付きます。"
            value={subject}
            onChange={(value) => {
              setSubject(value);
              setPreview(null);
            }}
            errorMessage={errors.subject}
            isInvalid={Boolean(errors.subject)}
            isRequired
          />
          <div className="console-field">
            <label htmlFor="announcement-body">本文</label>
            <p id="announcement-body-help" className="console-help">
              テキストで10,000文字まで。宛名、クラブの署名、お知らせメールの停止方法が付きます。
            </p>
            <textarea
              id="announcement-body"
              rows={10}
              maxLength={10000}
              aria-required
              aria-describedby={['announcement-body-help', errors.body && 'announcement-body-error']
                .filter(Boolean)
                .join(' ')}
              aria-invalid={errors.body ? true : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPreview(null);
              }}
            />
            {error('body')}
          </div>
        </section>
        <section aria-labelledby="announcement-when">
          <h2 id="announcement-when">送信日時</h2>
          <fieldset className="console-field">
            <legend>いつ送りますか</legend>
            <label>
              <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />{' '}
              今すぐ送信
            </label>
            <label>
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />{' '}
              日時を指定して予約
            </label>
          </fieldset>
          {when === 'later' && (
            <div className="console-field">
              <label htmlFor="announcement-sendAt">送信日時（日本時間）</label>
              <input
                id="announcement-sendAt"
                className="console-select"
                type="datetime-local"
                value={sendAt}
                aria-invalid={errors.sendAt ? true : undefined}
                aria-describedby={errors.sendAt ? 'announcement-sendAt-error' : undefined}
                onChange={(e) => setSendAt(e.target.value)}
              />
              {error('sendAt')}
            </div>
          )}
        </section>
        <div className="console-actions">
          <Button variant="secondary" onPress={showPreview} isPending={previewing.isPending && !confirm}>
            プレビュー
          </Button>
          <Button type="submit">{when === 'later' ? '送信を予約する' : '送信する'}</Button>
        </div>
      </form>
      {preview && (
        <section aria-labelledby="announcement-preview" aria-live="polite">
          <h2 id="announcement-preview">プレビュー</h2>
          <p>
            宛先: <strong>{preview.recipients.toLocaleString('ja-JP')}人</strong>
            {preview.optedOut > 0 &&
              `（お知らせメールを受け取らない ${preview.optedOut.toLocaleString('ja-JP')}人には送りません）`}
          </p>
          <p>件名: {preview.subject}</p>
          <pre className="console-mail-preview">{preview.text}</pre>
        </section>
      )}
      <ConfirmDialog
        isOpen={confirm}
        onOpenChange={setConfirm}
        title={when === 'later' ? '送信を予約しますか？' : 'メールを送信しますか？'}
        confirmLabel={when === 'later' ? '予約する' : '送信する'}
        isPending={sending.isPending}
        onConfirm={() => sending.mutate(body())}
      >
        <p>
          {(preview?.recipients ?? 0).toLocaleString('ja-JP')}人の会員に「{subject}」を
          {when === 'later' ? '指定の日時に送ります。' : '今から送ります。'}
          送信を始めたメールは取り消せません。
        </p>
      </ConfirmDialog>
    </>
  );
}
