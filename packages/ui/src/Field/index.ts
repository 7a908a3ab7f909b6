export { FieldLabel } from './FieldLabel.tsx';
export { FieldHelp } from './FieldHelp.tsx';
export { default as fieldStyles } from './Field.module.css';
