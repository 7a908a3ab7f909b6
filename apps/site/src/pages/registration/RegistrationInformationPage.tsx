import { errorMessage, ja } from '@fanclub/domain';
import { useEmailByToken } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { signUpText as text } from '../../messages/registration.ts';

// The form (its fields, form hook and prefecture list) loads while the token's email is read back,
// so this route's first paint carries only the page itself (the public-route JS budget).
const loadSignUpForm = () => import('./SignUpForm.tsx');
const SignUpForm = lazy(async () => ({ default: (await loadSignUpForm()).SignUpForm }));

/**
 * Step 3: the mailed link lands here with its token. The email bound to the token is read back;
 * an expired or used link says so and offers to send a new one.
 */
export function RegistrationInformationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const email = useEmailByToken(token);

  if (!token) {
    return (
      <>
        <PageHeading title={text.guideTitle} />
        <div className={styles.stack}>
          <p>{text.guide}</p>
          <ButtonLink href={paths.registration}>{text.sendMail}</ButtonLink>
        </div>
      </>
    );
  }
  void loadSignUpForm();
  if (email.isPending) return <PageSpinner size="inline" />;
  if (email.isError) {
    return (
      <>
        <PageHeading title={text.expiredTitle} />
        <div className={styles.stack}>
          <p role="alert">{errorMessage(email.error, 'tokenExpired') || ja.tokenExpired}</p>
          <ButtonLink href={paths.registration}>{text.resendMail}</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title={text.title} />
      <Suspense fallback={<PageSpinner size="inline" />}>
        <SignUpForm token={token} email={email.data.email} />
      </Suspense>
    </>
  );
}
