import { PasswordField, TextField } from '@fanclub/ui';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'new-password' | 'date';
  readonly autoComplete?: string;
  readonly isRequired?: boolean;
  readonly description?: string;
  readonly placeholder?: string;
  readonly isReadOnly?: boolean;
}

/** A @fanclub/ui text or password field bound to react-hook-form, its error shown beside it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  isRequired,
  description,
  placeholder,
  isReadOnly,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        type === 'password' || type === 'new-password' ? (
          <PasswordField
            label={label}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            description={description}
            errorMessage={fieldState.error?.message}
            autoComplete={type === 'new-password' ? 'new-password' : 'current-password'}
          />
        ) : (
          <TextField
            label={label}
            name={field.name}
            type={type}
            value={(field.value as string | number | undefined)?.toString() ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            isReadOnly={isReadOnly}
            description={description}
            placeholder={placeholder}
            errorMessage={fieldState.error?.message}
            autoComplete={autoComplete}
          />
        )
      }
    />
  );
}
