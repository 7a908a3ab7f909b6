import { PasswordField, TextField } from '@fanclub/ui';
import type { FieldProps } from './use-form.ts';

/**
 * A field of `useForm` whose input gives text: its value may be a number or empty (a coerced id,
 * an optional line), what the input sets is a string.
 */
export type TextFieldBinding = Omit<FieldProps<string | number | null | undefined>, 'onChange'> & {
  readonly onChange: (value: string) => void;
};

interface FormTextFieldProps {
  /** `form.field(name)` of the form's `useForm`. */
  readonly field: TextFieldBinding;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'new-password' | 'date';
  readonly autoComplete?: string;
  readonly isRequired?: boolean;
  readonly description?: string;
  readonly placeholder?: string;
  readonly isReadOnly?: boolean;
  /** Invalid without a message of its own: the form's alert (FormAlert) tells why. */
  readonly isInvalid?: boolean;
  /** The form alert's id, so the field is described by the form's failure too. */
  readonly describedBy?: string;
}

/** A @fanclub/ui text or password field bound to the site's form state, its error shown beside it. */
export function FormTextField({
  field,
  label,
  type = 'text',
  autoComplete,
  isRequired,
  description,
  placeholder,
  isReadOnly,
  isInvalid,
  describedBy,
}: FormTextFieldProps) {
  const invalid = isInvalid || Boolean(field.errorMessage);
  const extra = isInvalid && describedBy ? { 'aria-describedby': describedBy } : {};
  return type === 'password' || type === 'new-password' ? (
    <PasswordField
      label={label}
      name={field.name}
      value={field.value?.toString() ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      description={description}
      errorMessage={field.errorMessage}
      isInvalid={invalid}
      autoComplete={type === 'new-password' ? 'new-password' : 'current-password'}
      {...extra}
    />
  ) : (
    <TextField
      label={label}
      name={field.name}
      type={type}
      value={field.value?.toString() ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      description={description}
      placeholder={placeholder}
      errorMessage={field.errorMessage}
      isInvalid={invalid}
      autoComplete={autoComplete}
      {...extra}
    />
  );
}
