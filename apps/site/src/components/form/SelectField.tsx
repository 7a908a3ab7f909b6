import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import styles from './form.module.css';

interface SelectFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly options: readonly { value: string | number; label: string }[];
  readonly isRequired?: boolean;
  readonly autoComplete?: string;
}

/**
 * A native select bound to react-hook-form (prefecture, gender, delivery method). Native so phones
 * show their own picker; @fanclub/ui has no Select yet (listed in the site's report to move there).
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  isRequired,
  autoComplete,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {label}
            {isRequired && <span className={styles.required}>必須</span>}
          </label>
          <select
            id={id}
            className={styles.select}
            name={field.name}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            autoComplete={autoComplete}
          >
            <option value="">選択してください</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {fieldState.error && (
            <p id={`${id}-error`} className={styles.error}>
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
