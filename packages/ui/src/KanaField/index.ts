export { KanaField, type KanaFieldProps } from './KanaField.tsx';
