import { ja } from '@fanclub/domain';
import { useForgotPassword, useSendPasswordEmail } from '@fanclub/domain/react';
import { Button, ButtonLink, TextField } from '@fanclub/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

/** /forgot-password: mail a reset link. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.emailForm),
    defaultValues: { email: '' },
  });
  const send = useSendPasswordEmail({
    onSuccess: (_a, body) => setSentTo(body.email),
    onError: (error) => notify.failure(error, 'passwordMailFailed'),
  });
  if (sentTo) {
    return (
      <>
        <PageHeading title="メールを送信しました" />
        <p>
          {sentTo}{' '}
          宛てにパスワード再設定用のURLをお送りしました。メールに記載のURLから新しいパスワードを設定してください。
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title="パスワードをお忘れの方"
        lead="ご登録のメールアドレスに、パスワード再設定用のURLをお送りします。"
      />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
        <TextField
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
          {...bind(form.field('email'))}
        />
        <Button type="submit" isPending={send.isPending} fullWidth>
          送信する
        </Button>
      </form>
    </>
  );
}

/** /reset-password?token=: the mailed link; an expired or used link offers a new mail. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const form = useForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.resetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '', token },
  });
  const reset = useForgotPassword({
    onSuccess: () => {
      notify.success('パスワードを再設定しました。新しいパスワードでログインしてください。');
      navigate(paths.signIn, { replace: true });
    },
    onError: (error) => {
      notify.failure(error, 'passwordUpdateFailed');
      setExpired(true);
    },
  });
  if (!token || expired) {
    return (
      <>
        <PageHeading title="パスワードの再設定" />
        <div className={styles.stack}>
          <p role="alert">{token ? ja.tokenExpired : 'メールに記載のURLからお進みください。'}</p>
          <ButtonLink href={paths.forgotPassword}>再設定用のメールを送る</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title="新しいパスワードの設定" />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => reset.mutate(body))}>
        <NewPasswordFields password={form.field('password')} confirm={form.field('passwordConfirm')} />
        <Button type="submit" isPending={reset.isPending} fullWidth>
          設定する
        </Button>
      </form>
    </>
  );
}
