import { useSendSignUpEmail } from '@fanclub/domain/react';
import { Button, Checkbox, EmailConfirmField, uiMessages } from '@fanclub/ui';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import styles from '../../components/content.module.css';
import { registrationFormText as text } from '../../messages/registration.ts';

/**
 * The registration's form: the email twice and the agreement to the terms (規約同意, required, not
 * sent). Only the email fields are posted; the mailed link carries the sign-up on.
 */
export function RegistrationForm() {
  const navigate = useNavigate();
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.registrationForm),
    defaultValues: { email: '', confirmEmail: '', agreeTerms: false },
  });
  const send = useSendSignUpEmail({
    onSuccess: (_answer, body) => navigate(paths.registrationSuccess, { state: { email: body.email } }),
    onError: (error) => notify.failure(error),
  });
  const agree = form.field('agreeTerms');
  return (
    <form
      ref={form.ref}
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(({ email, confirmEmail }) => send.mutate({ email, confirmEmail }))(event)
      }
    >
      <EmailConfirmField email={form.field('email')} confirm={form.field('confirmEmail')} />
      <p>
        {text.readBefore}
        <Link to={paths.termsOfService}>{text.terms}</Link>
        {text.and}
        <Link to={paths.privacyPolicy}>{uiMessages.privacy}</Link>
        {text.readAfter}
      </p>
      <Checkbox
        name={agree.name}
        isSelected={agree.value}
        onChange={agree.onChange}
        onBlur={agree.onBlur}
        isRequired
        errorMessage={agree.errorMessage}
      >
        {text.agree}
      </Checkbox>
      <Button type="submit" isPending={send.isPending} fullWidth>
        {text.send}
      </Button>
    </form>
  );
}
