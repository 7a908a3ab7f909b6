import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './Link.module.css';
import { withClass } from '../Button/with-class.ts';

export type LinkProps = Omit<RacLinkProps, 'className'> & { className?: string };

/**
 * A text link. Routing is the app's business: it wraps the tree in RAC's RouterProvider, so an
 * internal `href` navigates client-side without this package knowing the router. (`ButtonLink` is a
 * native anchor routed through `LinkNavigationProvider` instead, see ButtonLink.tsx.)
 */
export function Link({ className, ...props }: LinkProps) {
  return <RacLink {...props} className={withClass(styles.link, className)} />;
}
