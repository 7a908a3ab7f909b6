import { signInForm } from '@fanclub/domain';
import type { SignInBody } from '@fanclub/domain';
import { useSignIn } from '@fanclub/domain/react';
import { Button } from '@fanclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { isSafeReturnPath, paths } from '../../app/paths.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

export function SignInPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = search.get('to');
  const { control, handleSubmit } = useForm<SignInBody>({
    resolver: zodResolver(signInForm),
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
      <form className={styles.form} noValidate onSubmit={handleSubmit((body) => signIn.mutate(body))}>
        <FormTextField
          control={control}
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField control={control} name="password" label="パスワード" type="password" isRequired />
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
