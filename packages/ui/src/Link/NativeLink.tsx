import type { ComponentPropsWithRef } from 'react';
import { useRouterLink } from './link-navigation.tsx';

export type NativeLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

/**
 * A plain `<a href>` that goes through the app's router (see `useRouterLink`), with no look of its
 * own and none of react-aria: the shell's menu, drawer and footer links, page links.
 */
export function NativeLink({ href, onClick, children, ...props }: NativeLinkProps) {
  return (
    <a {...props} {...useRouterLink(href, onClick)}>
      {children}
    </a>
  );
}
