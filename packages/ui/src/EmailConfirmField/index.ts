export { EmailConfirmField, type EmailConfirmFieldProps } from './EmailConfirmField.tsx';
