export { Dropdown, type DropdownItem } from './Dropdown.tsx';
