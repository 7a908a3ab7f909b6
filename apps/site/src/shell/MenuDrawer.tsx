import { Drawer, type MenuItemData } from '@fanclub/ui';
import { paths } from '../app/paths.ts';

/** `@fanclub/ui`'s drawer in a chunk of its own, fetched on the first intent to open the menu. */
export function MenuDrawer(props: { open: boolean; onClose: () => void; menu: readonly MenuItemData[] }) {
  return <Drawer {...props} orderHistoryHref={paths.orderHistory} />;
}
