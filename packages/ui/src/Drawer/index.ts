export { Drawer, splitColumns, type MenuItemData } from './Drawer.tsx';
