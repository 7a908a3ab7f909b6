export { Drawer } from './Drawer.tsx';
export { splitColumns, type MenuItemData } from './menu.ts';
