import { adminEndpoints, adminMessages, adminSignInBody } from '@fanclub/domain/admin';
import { Button, PasswordField, TextField } from '@fanclub/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { saveSession } from '../app/session.ts';

export function SignInPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '', otp: '', recoveryCode: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [askOtp, setAskOtp] = useState(false);
  /** Phone lost: a recovery code instead of the code. */
  const [useRecovery, setUseRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(adminSignInBody, {
      ...values,
      otp: askOtp && !useRecovery ? values.otp : undefined,
      recoveryCode: askOtp && useRecovery ? values.recoveryCode : undefined,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const session = await call(adminEndpoints.adminSignIn, { body: checked.data });
      saveSession(session);
      void navigate(session.totpRequired ? '/account' : '/');
    } catch (error) {
      const message = messageOf(error);
      if (message === adminMessages.otpRequired) setAskOtp(true);
      setFailure(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="console-sign-in">
      <h1>運営コンソール ログイン</h1>
      <form onSubmit={(e) => void submit(e)} noValidate className="console-form">
        {failure && (
          <p role="alert" className="console-error">
            {failure}
          </p>
        )}
        <TextField
          label="メールアドレス"
          type="email"
          autoComplete="username"
          isRequired
          value={values.email}
          onChange={set('email')}
          errorMessage={errors.email}
        />
        <PasswordField
          label="パスワード"
          autoComplete="current-password"
          isRequired
          value={values.password}
          onChange={set('password')}
          errorMessage={errors.password}
        />
        {askOtp &&
          (useRecovery ? (
            <TextField
              label="リカバリーコード"
              description="二段階認証の設定時に保管したコードの一つ（xxxxx-xxxxx）。それぞれ一度だけ使えます。"
              autoComplete="off"
              value={values.recoveryCode}
              onChange={set('recoveryCode')}
              errorMessage={errors.recoveryCode}
            />
          ) : (
            <TextField
              label="確認コード（6桁）"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.otp}
              onChange={set('otp')}
              errorMessage={errors.otp}
            />
          ))}
        {askOtp && (
          <Button variant="ghost" onPress={() => setUseRecovery((on) => !on)}>
            {useRecovery ? '確認コードを入力する' : 'スマートフォンが使えない（リカバリーコードを使う）'}
          </Button>
        )}
        <Button type="submit" isPending={pending}>
          ログイン
        </Button>
      </form>
    </main>
  );
}
