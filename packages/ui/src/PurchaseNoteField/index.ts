export { PurchaseNoteField } from './PurchaseNoteField.tsx';
