import { useId } from 'react';
import type { TextFieldBinding } from './FormTextField.tsx';
import styles from './form.module.css';

interface SelectFieldProps {
  /** `form.field(name)` of the form's `useForm`; the select sets the option's value as a string. */
  readonly field: TextFieldBinding;
  readonly label: string;
  readonly options: readonly { value: string | number; label: string }[];
  readonly isRequired?: boolean;
  readonly autoComplete?: string;
}

/**
 * A native select bound to the site's form state (prefecture, gender, delivery method). Native so
 * phones show their own picker; @fanclub/ui has no Select yet (listed in the site's report to move
 * there).
 */
export function SelectField({ field, label, options, isRequired, autoComplete }: SelectFieldProps) {
  const id = useId();
  const error = field.errorMessage;
  return (
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
        // Required in code too, not only by the visible 必須 (a screen reader says 必須 from this).
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={autoComplete}
      >
        <option value="">選択してください</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
