import { useSendSignUpEmail } from '@fanclub/domain/react';
import { Button, ButtonLink } from '@fanclub/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

/** Step 1 of sign-up: mail a registration link (spec section 4: sign-up begins with a mailed token). */
export function RegistrationPage() {
  const navigate = useNavigate();
  const form = useForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.sendEmailForm),
    defaultValues: { email: '', confirmEmail: '' },
  });
  const send = useSendSignUpEmail({
    onSuccess: (_answer, body) => navigate(paths.registrationSuccess, { state: { email: body.email } }),
    onError: (error) => notify.failure(error),
  });
  return (
    <>
      <PageHeading title="新規会員登録" lead="ご入力のメールアドレスに、会員登録用のURLをお送りします。" />
      <form
        ref={form.ref}
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((body) => send.mutate(body))}
      >
        <FormTextField
          field={form.field('email')}
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField
          field={form.field('confirmEmail')}
          label="メールアドレス（確認）"
          type="email"
          autoComplete="email"
          isRequired
        />
        <Button type="submit" isPending={send.isPending} fullWidth>
          登録用メールを送信する
        </Button>
      </form>
    </>
  );
}

/** Step 2: the mail is on its way. */
export function RegistrationSuccessPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <>
      <PageHeading title="メールを送信しました" />
      <div className={styles.stack}>
        <p>
          {email ? `${email} 宛てに` : 'ご入力のメールアドレス宛てに'}
          会員登録用のURLをお送りしました。メールに記載のURLから登録を続けてください。
        </p>
        <p>メールが届かない場合は、迷惑メールフォルダをご確認のうえ、もう一度お試しください。</p>
        <ButtonLink href={paths.registration} variant="secondary">
          メールを再送信する
        </ButtonLink>
      </div>
    </>
  );
}
