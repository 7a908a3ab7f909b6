export { CardFields, type CardFieldBinding, type CardFieldsProps } from './CardFields.tsx';
export { CardForm, type CardFormProps } from './CardForm.tsx';
export { SavedCardChoice, type SavedCardChoiceProps } from './SavedCardChoice.tsx';
export {
  cardFormSchema,
  emptyNewCard,
  newCardIssues,
  newCardShape,
  tidyNewCard,
  type CardFormResult,
  type NewCard,
  type NewCardIssue,
} from './card-schema.ts';
export { MaskedCardNumber } from './MaskedCardNumber.tsx';
