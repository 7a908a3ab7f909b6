export { FieldLabel } from './FieldLabel.tsx';
export { FieldHelp } from './FieldHelp.tsx';
export { fieldHelpIds, NativeFieldHelp, NativeFieldLabel } from './NativeField.tsx';
export type { FieldBinding } from './binding.ts';
export { default as fieldStyles } from './Field.module.css';
