import { Button, PasswordField, TextField, uiMessages } from '@fanclub/ui';
import { useState } from 'react';
import { endpointRoutes } from '@fanclub/domain/contract';
import { isSafeReturnPath, paths } from '../../app/paths.ts';
import { SESSION_STORAGE_KEY } from '../../app/session/session-store.ts';
import { bind } from '../../components/form/bind.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { useFormFailure } from '../../components/form/use-form-failure.ts';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import styles from '../../components/content.module.css';
import { accountFieldText } from '../../messages/forms.ts';
import { postJson } from './post.ts';

export type SignInFormProps = {
  /** Where the member was going (`?to=`); followed only when it is a path of this site. */
  readonly to: string | null;
};

/**
 * The sign-in form, an island of /sign-in (SIGN_IN_ISLAND): one POST of its own, then a document
 * navigation to `to` (or the home page), where the whole app starts with the session (the refresh
 * token's cookie, and the "signed in" mark written here as the session store writes it).
 */
export function SignInForm({ to }: SignInFormProps) {
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.signInForm),
    defaultValues: { email: '', password: '' },
  });

  const signIn = async (body: { email: string; password: string }) => {
    failure.clear();
    setPending(true);
    try {
      await postJson(endpointRoutes.signIn.path, body);
    } catch (error) {
      setPending(false);
      // Refused (4xx but throttling): what was typed is wrong, so both fields say so too.
      failure.fail(error);
      return;
    }
    try {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ signedIn: true }));
    } catch {
      // Without storage the next page asks for a session with the cookie all the same.
    }
    // After sign-in a member lands where they were going (DESIGN.md), same-site paths only.
    window.location.replace(to && isSafeReturnPath(to) ? to : paths.home);
  };

  const refused = failure.fieldsInvalid ? { isInvalid: true, 'aria-describedby': failure.alertId } : {};
  return (
    <form
      ref={form.ref}
      className={styles.form}
      noValidate
      aria-describedby={failure.alertId}
      onSubmit={(event) => void form.handleSubmit((body) => void signIn(body))(event)}
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
      <Button type="submit" isPending={pending} fullWidth>
        {uiMessages.login}
      </Button>
    </form>
  );
}
