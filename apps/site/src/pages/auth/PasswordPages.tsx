import { ja } from '@fanclub/domain';
import { useForgotPassword, useSendPasswordEmail } from '@fanclub/domain/react';
import { Button, ButtonLink, TextField, uiMessages } from '@fanclub/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { mailSentText, signInText } from '../../messages/auth.ts';
import { passwordText as text } from '../../messages/password.ts';

/** /forgot-password: mail a reset link. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSiteForm({
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
        <PageHeading title={mailSentText.title} />
        <p>{text.mailSent(sentTo)}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={signInText.forgotPassword} lead={text.forgotLead} />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
        <TextField
          label={uiMessages.emailConfirm.email}
          type="email"
          autoComplete="email"
          isRequired
          {...bind(form.field('email'))}
        />
        <Button type="submit" isPending={send.isPending} fullWidth>
          {text.send}
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
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.resetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '', token },
  });
  const reset = useForgotPassword({
    onSuccess: () => {
      notify.success(text.resetDone);
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
        <PageHeading title={text.resetTitle} />
        <div className={styles.stack}>
          <p role="alert">{token ? ja.tokenExpired : text.openMailedLink}</p>
          <ButtonLink href={paths.forgotPassword}>{text.sendResetMail}</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title={text.newPasswordTitle} />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => reset.mutate(body))}>
        <NewPasswordFields password={form.field('password')} confirm={form.field('passwordConfirm')} />
        <Button type="submit" isPending={reset.isPending} fullWidth>
          {text.set}
        </Button>
      </form>
    </>
  );
}
