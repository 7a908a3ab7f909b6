import { endpointRoutes } from '@fanclub/domain/contract';
import { Button, TextField, uiMessages } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import { bind } from '../../components/form/bind.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { useFormFailure } from '../../components/form/use-form-failure.ts';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import styles from '../../components/content.module.css';
import { mailSentText, signInText } from '../../messages/auth.ts';
import { passwordText as text } from '../../messages/password.ts';
import { postJson } from './post.ts';

/**
 * /forgot-password's heading and form, an island (FORGOT_PASSWORD_ISLAND): the reset link is
 * mailed with one POST of its own, and the page then says where it went, under its own heading
 * (the document's title and focus follow it, as a route change of the whole app would).
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const failure = useFormFailure('passwordMailFailed');
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.emailForm),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!sentTo) return;
    document.title = document.title.replace(/^[^｜]*｜/, `${mailSentText.title}｜`);
    heading.current?.focus();
  }, [sentTo]);

  const send = async (body: { email: string }) => {
    failure.clear();
    setPending(true);
    try {
      await postJson(endpointRoutes.sendPasswordEmail.path, body);
      setSentTo(body.email);
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <div className={styles.pageHeading}>
          <h1 ref={heading} tabIndex={-1}>
            {mailSentText.title}
          </h1>
        </div>
        <p>{text.mailSent(sentTo)}</p>
      </>
    );
  }
  return (
    <>
      <div className={styles.pageHeading}>
        <h1>{signInText.forgotPassword}</h1>
        <p>{text.forgotLead}</p>
      </div>
      <form
        ref={form.ref}
        className={styles.form}
        noValidate
        aria-describedby={failure.alertId}
        onSubmit={(event) => void form.handleSubmit((body) => void send(body))(event)}
      >
        <TextField
          label={uiMessages.emailConfirm.email}
          type="email"
          autoComplete="email"
          isRequired
          {...bind(form.field('email'))}
        />
        <FormAlert id={failure.alertId} message={failure.message} />
        <Button type="submit" isPending={pending} fullWidth>
          {text.send}
        </Button>
      </form>
    </>
  );
}
