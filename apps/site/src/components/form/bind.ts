import type { FieldBinding } from '@fanclub/ui';
import type { FieldProps } from './use-site-form.ts';

/**
 * A field of `useSiteForm` whose input gives text: its value may be a number or empty (a coerced id,
 * an optional line), what the input sets is a string.
 */
export type TextFieldBinding = Omit<FieldProps<string | number | null | undefined>, 'onChange'> & {
  readonly onChange: (value: string) => void;
};

/**
 * `form.field(name)` as the props of a @fanclub/ui field (TextField, PasswordField, KanaField,
 * ZipField, NativeSelect, PrefectureSelect, one side of EmailConfirmField): its name, its value as
 * text, its handlers and its message. Spread it: `<TextField label="姓" {...bind(form.field('lastName'))} />`.
 */
export const bind = (field: TextFieldBinding): FieldBinding & { value: string } => ({
  name: field.name,
  value: field.value === null || field.value === undefined ? '' : String(field.value),
  onChange: field.onChange,
  onBlur: field.onBlur,
  errorMessage: field.errorMessage,
});
