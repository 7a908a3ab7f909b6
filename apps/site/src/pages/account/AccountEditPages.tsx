import { ja } from '@fanclub/domain';
import {
  useConfirmEmailChange,
  useSendEmailChange,
  useUndoEmailChange,
  useUpdatePassword,
  useUpdateProfile,
} from '@fanclub/domain/react';
import {
  Button,
  ButtonLink,
  GENDER_OPTIONS,
  NativeSelect,
  PageSpinner,
  PasswordField,
  TextField,
} from '@fanclub/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { BirthDateField } from '../../components/BirthDateField.tsx';
import { bind } from '../../components/form/bind.ts';
import { ErrorSummary } from '../../components/form/ErrorSummary.tsx';
import { useSiteForm } from '../../components/form/use-site-form.ts';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { PERSON_FIELDS, PersonFields, personDefaults } from '../../components/PersonFields.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';
import { accountLinkText } from '../../messages/common.ts';
import { accountEditText as text } from '../../messages/account.ts';
import { accountFieldText } from '../../messages/forms.ts';
import { useMutateOnce } from '../../app/use-mutate-once.ts';

/** /my-account/email: mail a confirmation link to the new address. */
export function EmailChangePage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.emailChangeForm),
    defaultValues: { email: '', currentPassword: '' },
  });
  const send = useSendEmailChange({
    onSuccess: (_a, body) => setSentTo(body.email),
    onError: (error) => notify.failure(error, 'emailUpdateFailed'),
  });
  return (
    <>
      <PageHeading title={text.emailTitle} />
      {sentTo ? (
        <p>{text.emailSent(sentTo)}</p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void form.handleSubmit((body) => send.mutate(body))(event)}
        >
          <TextField
            label={text.newEmail}
            type="email"
            autoComplete="email"
            isRequired
            {...bind(form.field('email'))}
          />
          <PasswordField
            label={accountFieldText.currentPassword}
            isRequired
            description={text.identity}
            {...bind(form.field('currentPassword'))}
          />
          <Button type="submit" isPending={send.isPending} fullWidth>
            {text.sendConfirmation}
          </Button>
        </form>
      )}
    </>
  );
}

/** /my-account/email/confirm?token=: the mailed link confirms the new address once. */
export function EmailConfirmPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  // The member's email changed: exchange so the session carries the new one.
  const confirm = useConfirmEmailChange({ onSuccess: () => void sessionStore.exchange() });
  useMutateOnce(confirm, token ? { token } : null);
  if (token && !confirm.isError && !confirm.isSuccess) return <PageSpinner size="inline" />;
  return (
    <>
      <PageHeading title={text.emailTitle} />
      <div className={styles.stack}>
        {confirm.isSuccess ? <p>{text.emailChanged}</p> : <p role="alert">{ja.tokenExpired}</p>}
        <ButtonLink href={confirm.isSuccess ? paths.myAccount : paths.myAccountEmail}>
          {confirm.isSuccess ? accountLinkText.myAccount : text.resendConfirmation}
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * /email/undo?token=: the link in the notice to the old address. The account goes back to that
 * address, every session ends, and a password-reset mail goes to it; this tab is signed out too.
 */
export function EmailUndoPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const undo = useUndoEmailChange({ onSuccess: () => sessionStore.clear() });
  useMutateOnce(undo, token ? { token } : null);
  if (token && !undo.isError && !undo.isSuccess) return <PageSpinner size="inline" />;
  return (
    <>
      <PageHeading title={text.undoTitle} />
      <div className={styles.stack}>
        {undo.isSuccess ? <p>{undo.data.message}</p> : <p role="alert">{ja.tokenExpired}</p>}
        <ButtonLink href={undo.isSuccess ? paths.signIn : paths.forgotPassword}>
          {undo.isSuccess ? text.toSignIn : text.toPasswordReset}
        </ButtonLink>
      </div>
    </>
  );
}

export function PasswordChangePage() {
  const navigate = useNavigate();
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.updatePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const update = useUpdatePassword({
    onSuccess: () => {
      notify.success(text.passwordChanged);
      void navigate(paths.myAccount);
    },
    onError: (error) => notify.failure(error, 'passwordUpdateFailed'),
  });
  return (
    <>
      <PageHeading title={text.passwordTitle} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => update.mutate(body))(event)}
      >
        <PasswordField
          label={accountFieldText.currentPassword}
          isRequired
          {...bind(form.field('currentPassword'))}
        />
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmNewPassword')} />
        <Button type="submit" isPending={update.isPending} fullWidth>
          {text.change}
        </Button>
      </form>
    </>
  );
}

/** The profile form's fields in their order, named as its error summary lists them. */
const PROFILE_FIELDS = [
  ...PERSON_FIELDS,
  { name: 'nickName', label: accountFieldText.nickName },
  { name: 'birthDate', label: accountFieldText.birthDate },
  { name: 'gender', label: accountFieldText.gender },
];

export function ProfileEditPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const form = useSiteForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.profileForm),
    // The route is a member's: the session's user is there; empty fields only while it is not.
    defaultValues: {
      ...personDefaults(user),
      nickName: user?.nickName ?? '',
      birthDate: user?.birthDate ?? '',
      gender: user?.gender ?? '',
    },
  });
  const update = useUpdateProfile({
    onSuccess: (updated) => {
      sessionStore.setUser(updated);
      notify.success(text.profileChanged);
      void navigate(paths.myAccount);
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <>
      <PageHeading title={text.profileTitle} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => update.mutate(body))(event)}
      >
        <ErrorSummary form={form} fields={PROFILE_FIELDS} />
        <PersonFields form={form} />
        <TextField label={accountFieldText.nickName} {...bind(form.field('nickName'))} />
        <BirthDateField field={form.field('birthDate')} />
        <NativeSelect
          label={accountFieldText.gender}
          options={GENDER_OPTIONS}
          isRequired
          {...bind(form.field('gender'))}
        />
        <Button type="submit" isPending={update.isPending} fullWidth>
          {text.change}
        </Button>
      </form>
    </>
  );
}
