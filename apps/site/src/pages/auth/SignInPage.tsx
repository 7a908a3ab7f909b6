import { uiText } from '@fanclub/domain';
import { useSignIn } from '@fanclub/domain/react';
import { Button, PasswordField, TextField, uiMessages } from '@fanclub/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { sessionFromTokenAnswer } from '../../app/session/session-store.ts';
import { isSafeReturnPath, paths } from '../../app/paths.ts';
import { bind } from '../../components/form/bind.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { useFormFailure } from '../../components/form/use-form-failure.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { signInText } from '../../messages/auth.ts';
import { accountFieldText } from '../../messages/forms.ts';

export function SignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = search.get('to');
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.signInForm),
    defaultValues: { email: '', password: '' },
  });
  const failure = useFormFailure();
  const signIn = useSignIn({
    onSuccess: (answer) => {
      sessionStore.set(sessionFromTokenAnswer(answer));
      // After sign-in a member lands where they were going (DESIGN.md).
      navigate(to && isSafeReturnPath(to) ? to : paths.home, { replace: true });
    },
    onError: (error) => failure.fail(error),
  });

  // Refused by the server: both fields are invalid and described by the form's alert too.
  const refused = failure.fieldsInvalid ? { isInvalid: true, 'aria-describedby': failure.alertId } : {};
  return (
    <>
      <PageHeading title={uiMessages.login} />
      {to && <p className={styles.notice}>{uiText.signInRequired}</p>}
      <form
        ref={form.ref}
        className={styles.form}
        noValidate
        aria-describedby={failure.alertId}
        onSubmit={form.handleSubmit((body) => {
          failure.clear();
          signIn.mutate(body);
        })}
      >
        <TextField
          label={uiMessages.emailConfirm.email}
          type="email"
          autoComplete="email"
          isRequired
          {...bind(form.field('email'))}
          {...refused}
        />
        <PasswordField
          label={accountFieldText.password}
          isRequired
          {...bind(form.field('password'))}
          {...refused}
        />
        {/* Stays until the next try, however long the fan takes to read it (a toast would not). */}
        <FormAlert id={failure.alertId} message={failure.message} />
        <Button type="submit" isPending={signIn.isPending} fullWidth>
          {uiMessages.login}
        </Button>
      </form>
      <p>
        <Link to={paths.forgotPassword}>{signInText.forgotPassword}</Link>
      </p>
      <p>
        <Link to={paths.registration}>{signInText.toRegistration}</Link>
      </p>
    </>
  );
}
