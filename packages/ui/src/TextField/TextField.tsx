import {
  useId,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHover } from '../Button/use-hover.ts';
import fieldStyles from '../Field/Field.module.css';
import { fieldHelpIds, NativeFieldHelp, NativeFieldLabel } from '../Field/NativeField.tsx';

export type TextFieldProps = {
  label: string;
  description?: string;
  /** The error to show (react-hook-form's fieldState.error); the field is invalid while it is set. */
  errorMessage?: string;
  /** Invalid or not, whatever `errorMessage` says; the error only shows while invalid. */
  isInvalid?: boolean;
  /** Shows the 必須 badge and says so (`aria-required`); the form checks it, not the browser. */
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  value?: string;
  defaultValue?: string;
  /** Gets the new text. */
  onChange?: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  name?: string;
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password' | (string & {});
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  placeholder?: string;
  spellCheck?: boolean | 'true' | 'false';
  autoFocus?: boolean;
  form?: string;
  /** The input's id (one is made up otherwise). */
  id?: string;
  /** More descriptions of the input, after its own description and error. */
  'aria-describedby'?: string;
};

/** TextField and PasswordField: `renderInput` puts the input in place (PasswordField adds its toggle). */
export function TextFieldBase({
  label,
  description,
  errorMessage,
  isInvalid = Boolean(errorMessage),
  isRequired,
  isReadOnly,
  isDisabled,
  onChange,
  onFocus,
  onBlur,
  id,
  'aria-describedby': describedBy,
  renderInput = (input) => input,
  ...inputProps
}: TextFieldProps & { renderInput?: (input: ReactNode) => ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldHelpIds(inputId);
  const error = isInvalid ? errorMessage : undefined;
  const [isFocused, setFocused] = useState(false);
  const { isHovered, hoverProps } = useHover(isDisabled);
  const input = (
    <input
      {...inputProps}
      {...hoverProps}
      id={inputId}
      className={fieldStyles.input}
      disabled={isDisabled}
      readOnly={isReadOnly}
      // Said, not enforced: the form validates (zod) and shows its own messages, so the browser's
      // required check would only get in the way (react-aria's validationBehavior="aria").
      aria-required={isRequired || undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={
        [description && ids.description, error && ids.error, describedBy].filter(Boolean).join(' ') ||
        undefined
      }
      data-focused={isFocused || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      onChange={(event) => onChange?.(event.target.value)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
  return (
    <div className={fieldStyles.field}>
      <NativeFieldLabel htmlFor={inputId} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      {renderInput(input)}
      <NativeFieldHelp controlId={inputId} description={description} errorMessage={error} />
    </div>
  );
}

/**
 * A labelled text input with its description and error: a native `<input>` and `<label>` (no
 * react-aria, whose field machinery would cost every form screen several KiB of JavaScript), styled
 * by the same `data-focused`, `data-hovered`, `data-invalid` and `data-disabled` as react-aria's
 * fields.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}
