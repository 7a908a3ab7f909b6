import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';
import type { ButtonVariant } from '../Button/Button.tsx';
import styles from './Link.module.css';
import { withClass } from '../Button/with-class.ts';

export type LinkProps = Omit<RacLinkProps, 'className'> & { className?: string };

/**
 * A text link. Routing is the app's business: it wraps the tree in RAC's RouterProvider, so an
 * internal `href` navigates client-side without this package knowing the router.
 */
export function Link({ className, ...props }: LinkProps) {
  return <RacLink {...props} className={withClass(styles.link, className)} />;
}

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; fullWidth?: boolean };

/** A link that looks like a button: navigation that must stand out (「会員登録」 etc.). */
export function ButtonLink({ variant = 'primary', fullWidth, className, ...props }: ButtonLinkProps) {
  return (
    <RacLink
      {...props}
      className={withClass(buttonStyles.button, className)}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
    />
  );
}
