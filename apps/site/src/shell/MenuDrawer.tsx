import { Drawer, type MenuItemData } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { paths } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';

/**
 * `@fanclub/ui`'s drawer in a chunk of its own, fetched on the first intent to open the menu. Those
 * who are not paid members yet find the membership guide (入会案内) first in it.
 */
export function MenuDrawer(props: {
  open: boolean;
  onClose: () => void;
  menu: readonly MenuItemData[];
  extras?: ReactNode;
  social?: ReactNode;
}) {
  const { user } = useSession();
  return (
    <Drawer
      {...props}
      orderHistoryHref={paths.orderHistory}
      guideHref={user?.isPaidMember ? undefined : paths.membershipGuide}
    />
  );
}
