import { ja } from '@fanclub/domain';
import { useForgotPassword } from '@fanclub/domain/react';
import { Button, ButtonLink, Island } from '@fanclub/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { signInText } from '../../messages/auth.ts';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import { ForgotPasswordForm } from '../../islands/forms/ForgotPasswordForm.tsx';
import { FORGOT_PASSWORD_ISLAND } from '../../shell/island-names.ts';
import { passwordText as text } from '../../messages/password.ts';

/**
 * /forgot-password: mail a reset link. The heading and the form are an island
 * (src/islands/forms/ForgotPasswordForm.tsx): once sent, the page says where the mail went.
 */
export function ForgotPasswordPage() {
  usePageTitle(signInText.forgotPassword);
  return (
    <Island name={FORGOT_PASSWORD_ISLAND} props={{}}>
      <ForgotPasswordForm />
    </Island>
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
      void navigate(paths.signIn, { replace: true });
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
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => reset.mutate(body))(event)}
      >
        <NewPasswordFields password={form.field('password')} confirm={form.field('passwordConfirm')} />
        <Button type="submit" isPending={reset.isPending} fullWidth>
          {text.set}
        </Button>
      </form>
    </>
  );
}
