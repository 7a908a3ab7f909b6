import { adminEndpoints, adminMessages, adminSignInBody } from '@fanclub/domain/admin';
import { Button, PasswordField, TextField } from '@fanclub/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { call, messageOf } from '../app/api.ts';
import { validate } from '../app/form.ts';
import { saveSession } from '../app/session.ts';

export function SignInPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '', otp: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [askOtp, setAskOtp] = useState(false);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(adminSignInBody, { ...values, otp: askOtp ? values.otp : undefined });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      saveSession(await call(adminEndpoints.adminSignIn, { body: checked.data }));
      void navigate('/');
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
        {askOtp && (
          <TextField
            label="確認コード（6桁）"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.otp}
            onChange={set('otp')}
            errorMessage={errors.otp}
          />
        )}
        <Button type="submit" isPending={pending}>
          ログイン
        </Button>
      </form>
    </main>
  );
}
