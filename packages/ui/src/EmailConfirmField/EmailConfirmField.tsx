import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { emailConfirmText } from '../messages/email-confirm.ts';
import { TextField } from '../TextField/TextField.tsx';
import styles from './EmailConfirmField.module.css';

export type EmailConfirmFieldProps<T extends FieldValues, TOutput = T> = {
  /** react-hook-form's control; the form's zod schema checks the pair (e.g. domain's sendEmailBody). */
  control: Control<T, unknown, TOutput>;
  /** The email field, e.g. `email`. */
  name: FieldPath<T>;
  /** The confirmation field, e.g. `confirmEmail`; its error is the schema's mismatch message. */
  confirmName: FieldPath<T>;
  label?: string;
  confirmLabel?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * An email typed twice where the spec carries a confirmation field (order, sign-up mail). Each
 * field shows its own message beside it; after the first submit, editing the email re-checks the
 * confirmation too (`deps`). Paste and autofill stay allowed on both fields (WCAG 3.3.7 / 3.3.8).
 */
export function EmailConfirmField<T extends FieldValues, TOutput = T>({
  control,
  name,
  confirmName,
  label = emailConfirmText.email,
  confirmLabel = emailConfirmText.confirm,
  description,
  isRequired = true,
  isDisabled,
}: EmailConfirmFieldProps<T, TOutput>) {
  return (
    <div className={styles.pair}>
      <Controller
        control={control}
        name={name}
        rules={{ deps: [confirmName] }}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            name={field.name}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            description={description}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={confirmName}
        render={({ field, fieldState }) => (
          <TextField
            label={confirmLabel}
            name={field.name}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            description={emailConfirmText.confirmDescription}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
