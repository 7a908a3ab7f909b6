import {
  adminEndpoints,
  ownPasswordBody,
  staffMessages,
  totpConfirmBody,
  type TotpEnrolment,
} from '@fanclub/domain/admin';
import { Button, PasswordField, QrCode, TextField, toast } from '@fanclub/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { useDraft } from '../app/form.ts';
import { readSession, saveSession } from '../app/session.ts';

/**
 * The signed-in operator's own account: their password (the current one asked; their other
 * sessions end) and their TOTP (QR code and secret, a confirming code, recovery codes shown once).
 */
export function AccountPage() {
  const session = readSession()!;
  return (
    <>
      <h1>アカウント</h1>
      {session.totpRequired && (
        <p role="status" className="console-notice">
          {staffMessages.totpRequired}
        </p>
      )}
      <TotpSection hasTotp={session.operator.hasTotp} />
      <PasswordSection />
    </>
  );
}

function PasswordSection() {
  const { draft, setDraft, field, check, setErrors } = useDraft(() => ({
    currentPassword: '',
    password: '',
    confirmation: '',
  }));
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) =>
      call(adminEndpoints.changeOwnPassword, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setDraft({ currentPassword: '', password: '', confirmation: '' });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(ownPasswordBody, draft);
    if (!body) return;
    if (draft.confirmation !== draft.password)
      return setErrors({ confirmation: staffMessages.passwordMismatch });
    change.mutate(body);
  };
  return (
    <section aria-labelledby="password" className="console-form">
      <h2 id="password">パスワードの変更</h2>
      <p className="console-help">変更すると、この画面以外でログイン中の端末はログアウトされます。</p>
      <form noValidate onSubmit={submit} className="console-form">
        <PasswordField
          label="現在のパスワード"
          autoComplete="current-password"
          isRequired
          {...field('currentPassword')}
        />
        <PasswordField
          label="新しいパスワード"
          autoComplete="new-password"
          isRequired
          {...field('password')}
        />
        <PasswordField
          label="新しいパスワード（確認）"
          autoComplete="new-password"
          isRequired
          {...field('confirmation')}
        />
        <div className="console-actions">
          <Button type="submit" isPending={change.isPending}>
            パスワードを変更する
          </Button>
        </div>
      </form>
    </section>
  );
}

function TotpSection({ hasTotp }: { hasTotp: boolean }) {
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { draft, field, check } = useDraft(() => ({ otp: '' }));
  const start = useMutation({
    mutationFn: () => call(adminEndpoints.startTotpEnrolment, {}),
    onSuccess: setEnrolment,
    onError: (error) => toast.error(messageOf(error)),
  });
  const confirm = useMutation({
    mutationFn: (body: { otp: string }) => call(adminEndpoints.confirmTotpEnrolment, { body }),
    onSuccess: (answer) => {
      const session = readSession();
      if (session)
        saveSession({ ...session, totpRequired: false, operator: { ...session.operator, hasTotp: true } });
      setEnrolment(null);
      setCodes(answer.recoveryCodes);
      toast.success(staffMessages.totpEnabled);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(totpConfirmBody, draft);
    if (body) confirm.mutate(body);
  };

  return (
    <section aria-labelledby="totp" className="console-form">
      <h2 id="totp">二段階認証</h2>
      {codes ? (
        <>
          <p>
            リカバリーコードです。スマートフォンをなくしたときに、確認コードの代わりに一つずつ使えます（それぞれ一度だけ）。
            <strong>この画面を離れると二度と表示されません。</strong>
            印刷するか、安全な場所に保管してください。
          </p>
          <ul aria-label="リカバリーコード" className="console-recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <div className="console-actions">
            <Button onPress={() => void navigate('/')}>保管したので、ダッシュボードへ</Button>
          </div>
        </>
      ) : enrolment ? (
        <>
          <ol className="console-steps">
            <li>
              認証アプリ（Google Authenticator、Microsoft Authenticator など）で QR コードを読み取ります。
            </li>
            <li>読み取れないときは、下の文字列を認証アプリに入力します。</li>
            <li>認証アプリに表示された6桁の確認コードを入力します。</li>
          </ol>
          <QrCode value={enrolment.uri} label="認証アプリに登録するQRコード" size={200} />
          <p>
            手入力用の文字列: <code className="console-secret">{enrolment.secret}</code>
          </p>
          <form noValidate onSubmit={submit} className="console-form">
            <TextField
              label="確認コード（6桁）"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              {...field('otp')}
            />
            <div className="console-actions">
              <Button type="submit" isPending={confirm.isPending}>
                確認して有効にする
              </Button>
            </div>
          </form>
        </>
      ) : (
        <>
          <p>
            {hasTotp
              ? '二段階認証は有効です。スマートフォンを替えたときは、設定し直してください（以前のリカバリーコードは使えなくなります）。'
              : 'ログインのときに、パスワードに加えて認証アプリの確認コードを入力するようにします。'}
          </p>
          <div className="console-actions">
            <Button onPress={() => start.mutate()} isPending={start.isPending}>
              {hasTotp ? '二段階認証を設定し直す' : '二段階認証を設定する'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
