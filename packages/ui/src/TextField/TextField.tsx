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
  /** 項目名。入力欄の名前として読み上げられます。 */
  label: string;
  /** 入力の例や条件（入力欄の下に出ます）。 */
  description?: string;
  /**
   * 表示するエラー。あるあいだ入力欄は invalid になります。
   * The error to show (react-hook-form's fieldState.error); the field is invalid while it is set.
   */
  errorMessage?: string;
  /**
   * `errorMessage` に関わらず invalid にします。
   * Invalid or not, whatever `errorMessage` says; the error only shows while invalid.
   */
  isInvalid?: boolean;
  /**
   * 「必須」を付け、`aria-required` にします（チェックはフォームが行います）。
   * Shows the 必須 badge and says so (`aria-required`); the form checks it, not the browser.
   */
  isRequired?: boolean;
  /** 読むだけ（変更できない）。 */
  isReadOnly?: boolean;
  /** 入力できない状態。 */
  isDisabled?: boolean;
  /** 入力値（制御する場合）。 */
  value?: string;
  /** 最初の値（制御しない場合）。 */
  defaultValue?: string;
  /** 入力が変わったとき。新しい文字列を受け取ります。 Gets the new text. */
  onChange?: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  name?: string;
  /** input の種類（text、email、tel など）。スマートフォンのキーボードが変わります。 */
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password' | (string & {});
  /** ブラウザの自動入力のヒント（`email`、`tel` など）。 */
  autoComplete?: string;
  /** スマートフォンに出すキーボード（`numeric` など）。 */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** 入力できる最大の文字数。 */
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  /** 最小値・最大値（日付や数値の入力: `DateField`）。 The least and greatest value (a date input). */
  min?: string;
  max?: string;
  /** 空のときの薄い文字。ラベルの代わりにはしません。 */
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
 * ラベル・説明・エラーがそろった 1 行の文字入力。
 *
 * **使う場面**: 名前、メールアドレス、電話番号など自由に入力する項目。
 *
 * **使わない場面**: 選択肢が決まっている（`Select`、`GenderRadio`）、パスワード（`PasswordField`）、フリガナ（`KanaField`）、郵便番号（`ZipField`）、日付（`DateField`）。
 *
 * - する: ラベルは項目名だけ、入力の例や条件は `description` に。必須は `isRequired`（「必須」が付きます）。
 * - しない: ラベルの代わりに placeholder を使う、エラーを赤色だけで示す。
 *
 * **キーボード・スクリーンリーダー**: ラベルが入力欄の名前になり、説明とエラーは `aria-describedby` で続けて読み上げられます。エラーがあるあいだは `aria-invalid`。
 *
 * A labelled text input with its description and error: a native `<input>` and `<label>` (no
 * react-aria, whose field machinery would cost every form screen several KiB of JavaScript), styled
 * by the same `data-focused`, `data-hovered`, `data-invalid` and `data-disabled` as react-aria's
 * fields.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}
