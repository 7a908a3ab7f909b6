export { MenuList, type MenuListItem } from './MenuList.tsx';
