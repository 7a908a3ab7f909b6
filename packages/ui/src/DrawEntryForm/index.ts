export { DrawEntryForm, type DrawEntryBenefit, type DrawEntryFormProps } from './DrawEntryForm.tsx';
