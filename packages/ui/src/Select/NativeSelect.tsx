import { useId, type FocusEvent } from 'react';
import { fieldHelpIds, NativeFieldHelp, NativeFieldLabel } from '../Field/NativeField.tsx';
import fieldStyles from '../Field/Field.module.css';
import { fieldText } from '../messages/field.ts';
import styles from './NativeSelect.module.css';

/** An option of a native select: its value (sent as text) and what it says. */
export type NativeSelectOption = { value: string | number; label: string; isDisabled?: boolean };

export type NativeSelectProps = {
  /** 項目名。 */
  label: string;
  /** 選択肢。 */
  options: readonly NativeSelectOption[];
  /** 選んだ値（未選択は空文字・null）。 The chosen value; '' or null while none is. */
  value?: string | number | null;
  /** 選んだとき。選択肢の値を文字列で受け取ります（未選択は ''）。 Gets the option's value as text. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  name?: string;
  /** 「必須」を付け、`aria-required` にします。 */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** 入力の補足。 */
  description?: string;
  /** エラーの文言。あるあいだ invalid になります。 */
  errorMessage?: string;
  /** 未選択のときの文言。 */
  placeholder?: string;
  /** ブラウザの自動入力のヒント（`address-level1` など）。 */
  autoComplete?: string;
  id?: string;
};

/**
 * A native `<select>` with the fields' label, help and error: no react-aria, so a public form
 * screen pays nothing for it, and phones show their own picker (the site's forms use it).
 */
export function NativeSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  isRequired,
  isDisabled,
  description,
  errorMessage,
  placeholder = fieldText.selectPlaceholder,
  autoComplete,
  id,
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const ids = fieldHelpIds(selectId);
  return (
    <div className={fieldStyles.field}>
      <NativeFieldLabel htmlFor={selectId} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      <select
        id={selectId}
        name={name}
        className={`${fieldStyles.input} ${styles.select}`}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled}
        autoComplete={autoComplete}
        // Said, not enforced: the form validates and shows its own message.
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={
          [description && ids.description, errorMessage && ids.error].filter(Boolean).join(' ') || undefined
        }
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      <NativeFieldHelp controlId={selectId} description={description} errorMessage={errorMessage} />
    </div>
  );
}
