import type { ReactNode } from 'react';
import { ja } from '../messages/ja.ts';
import styles from './Field.module.css';

/*
 * FieldLabel and FieldHelp for a native control (TextField, PasswordField): the ids are explicit,
 * where FieldLabel and FieldHelp get theirs from the react-aria field around them (Select,
 * RadioGroup...). Same elements, same classes, so both kinds of field look the same.
 */

/** The ids of a control's description and error, for its `aria-describedby`. */
export const fieldHelpIds = (controlId: string) => ({
  description: `${controlId}-description`,
  error: `${controlId}-error`,
});

/**
 * ネイティブの入力欄（TextField、PasswordField）のための `<label for>`。必須なら「必須」を付けます。
 *
 * A `<label for>` with the 必須 badge Japanese forms show next to required fields.
 */
export function NativeFieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  /** The id of the control it names. */
  htmlFor: string;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
      {isRequired && <span className={styles.badge}>{ja.required}</span>}
    </label>
  );
}

/**
 * ネイティブの入力欄の下の説明とエラー（`fieldHelpIds` の id 付き）。入力欄はその id を `aria-describedby` に並べます。エラーは invalid のあいだだけ渡します。
 *
 * Description and error under the control with id `controlId`, with the ids of `fieldHelpIds`
 * (the control lists the ones shown in its `aria-describedby`). Pass `errorMessage` only while the
 * field is invalid.
 */
export function NativeFieldHelp({
  controlId,
  description,
  errorMessage,
}: {
  controlId: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
}) {
  const ids = fieldHelpIds(controlId);
  return (
    <>
      {description && (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={ids.error} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </>
  );
}
