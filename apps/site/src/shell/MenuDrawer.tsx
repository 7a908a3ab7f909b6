import { Drawer, type MenuItemData, type SocialLinksData } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { paths } from '../app/paths.ts';

/** `@fanclub/ui`'s drawer in a chunk of its own, fetched on the first intent to open the menu. */
export function MenuDrawer(props: {
  open: boolean;
  onClose: () => void;
  menu: readonly MenuItemData[];
  extras?: ReactNode;
  socialLinks?: SocialLinksData | null;
}) {
  return <Drawer {...props} orderHistoryHref={paths.orderHistory} />;
}
