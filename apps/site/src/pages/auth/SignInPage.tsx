import { uiText } from '@fanclub/domain';
import { Island, uiMessages } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { SignInForm } from '../../islands/forms/SignInForm.tsx';
import { signInText } from '../../messages/auth.ts';
import { SIGN_IN_ISLAND } from '../../shell/island-names.ts';

/** /sign-in: the form is an island (src/islands/forms/SignInForm.tsx), the rest server HTML. */
export function SignInPage() {
  const [search] = useSearchParams();
  const to = search.get('to');
  return (
    <>
      <PageHeading title={uiMessages.login} />
      {to && <p className={styles.notice}>{uiText.signInRequired}</p>}
      <Island name={SIGN_IN_ISLAND} props={{ to }}>
        <SignInForm to={to} />
      </Island>
      <p>
        <Link to={paths.forgotPassword}>{signInText.forgotPassword}</Link>
      </p>
      <p>
        <Link to={paths.registration}>{signInText.toRegistration}</Link>
      </p>
    </>
  );
}
