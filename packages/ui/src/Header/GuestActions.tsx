import { NativeLink } from '../Link/NativeLink.tsx';
import { login, register } from '../messages/shell.ts';
import styles from './Header.module.css';

type GuestActionsProps = {
  /** Sign-in, usually with the way back to the page shown (`/sign-in?to=…`). */
  signInHref: string;
  registerHref: string;
};

/** A guest's account buttons in the header: log in and sign up. */
export function GuestActions({ signInHref, registerHref }: GuestActionsProps) {
  return (
    <div className={styles.accountButtons}>
      <NativeLink href={signInHref} className={styles.actionButton} data-variant="outline">
        {login}
      </NativeLink>
      <NativeLink href={registerHref} className={styles.actionButton} data-variant="solid">
        {register}
      </NativeLink>
    </div>
  );
}
