export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect.tsx';
