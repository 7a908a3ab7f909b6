export { UnsubscribeForm, type UnsubscribeFormProps } from './UnsubscribeForm.tsx';
export { unsubscribeSchema, type UnsubscribeValues } from './unsubscribe-schema.ts';
