import { useSignIn } from '@fanclub/domain/react';
import { Button } from '@fanclub/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { isSafeReturnPath, paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export function SignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = search.get('to');
  const form = useForm({
    schema: () => import('@fanclub/domain/forms').then((m) => m.signInForm),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn({
    onSuccess: (answer) => {
      sessionStore.set({
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        user: answer.user,
      });
      // After sign-in a member lands where they were going (DESIGN.md).
      navigate(to && isSafeReturnPath(to) ? to : paths.home, { replace: true });
    },
    onError: (error) => notify.failure(error),
  });

  return (
    <>
      <PageHeading title="ログイン" />
      {to && <p className={styles.notice}>ご利用にはログインが必要です。</p>}
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => signIn.mutate(body))}>
        <FormTextField
          field={form.field('email')}
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField field={form.field('password')} label="パスワード" type="password" isRequired />
        <Button type="submit" isPending={signIn.isPending} fullWidth>
          ログイン
        </Button>
      </form>
      <p>
        <Link to={paths.forgotPassword}>パスワードをお忘れの方</Link>
      </p>
      <p>
        <Link to={paths.registration}>新規会員登録はこちら</Link>
      </p>
    </>
  );
}
