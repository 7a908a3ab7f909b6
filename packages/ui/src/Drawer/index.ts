export { Drawer, type DrawerProps } from './Drawer.tsx';
export { splitColumns, type MenuItemData } from './menu.ts';
