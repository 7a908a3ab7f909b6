export { CardForm, type CardFormProps } from './CardForm.tsx';
export { cardFormSchema, type CardFormResult, type NewCard } from './card-schema.ts';
export { MaskedCardNumber } from './MaskedCardNumber.tsx';
