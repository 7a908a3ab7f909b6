export { FieldLabel } from './FieldLabel.tsx';
export { FieldHelp } from './FieldHelp.tsx';
export { fieldHelpIds, NativeFieldHelp, NativeFieldLabel } from './NativeField.tsx';
export { default as fieldStyles } from './Field.module.css';
