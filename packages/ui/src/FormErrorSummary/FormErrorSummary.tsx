import { useEffect, useId, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import linkStyles from '../Link/Link.module.css';
import { errorSummaryText } from '../messages/error-summary.ts';
import { focusField } from './focus-field.ts';
import styles from './FormErrorSummary.module.css';

/** A field of the form, in the order the form shows it; `label` is the text of its link. */
export type ErrorSummaryField = { name: string; label: string };

/**
 * The messages of a form: react-hook-form's `formState.errors`, or one message per field name
 * (the site's `form.errors`).
 */
export type ErrorSummaryErrors<T extends FieldValues = FieldValues> =
  FieldErrors<T> | Readonly<Partial<Record<string, string>>>;

export type FormErrorSummaryProps<T extends FieldValues = FieldValues> = {
  /** react-hook-form の `formState.errors`、または項目名ごとのエラー文。 */
  errors: ErrorSummaryErrors<T>;
  /** 一覧に出す項目と、その名前の順番。 */
  fields: readonly ErrorSummaryField[];
  /**
   * 送信の回数（react-hook-form の `formState.submitCount`）。失敗した送信のたびにフォーカスを移します。
   * The number of submits: the summary takes focus after each failed one.
   */
  submitCount: number;
  /**
   * 送信に失敗したとき、フォーカスをこの一覧に移すか（既定は移す）。フォームが最初のエラーの入力欄へ移す場合は false。
   * Whether the summary takes focus after a failed submit (it does by default); false where the
   * form moves focus to its first invalid field itself, and the summary is there to be seen.
   */
  takesFocus?: boolean;
  /** 見出し。 */
  title?: string;
  /**
   * 入力欄へフォーカスを移す処理（既定はフォームの中の同じ name の要素）。
   * Moves focus to a field; by default the control with that `name` in the enclosing form.
   */
  onFocusField?: (name: string) => void;
};

/** The message at a dotted path of the errors: a string, or an error object's `message`. */
const messageAt = (errors: object, path: string): string | undefined => {
  let value: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  const message =
    typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : value;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * 送信に失敗したフォームの上に出す、エラーの一覧（WCAG 3.3.1）。
 *
 * **使う場面**: 項目の多いフォーム（会員情報、注文）。一覧の各行から、その入力欄へ移れます。
 *
 * **使わない場面**: 項目が 1〜2 つのフォーム（その場のエラーで足ります）。
 *
 * - する: react-hook-form なら `useForm({ shouldFocusError: false })` と組み合わせ、フォーカスをこの一覧に置く。フォームが最初のエラーの入力欄へフォーカスを移すなら `takesFocus={false}`。
 * - しない: 入力欄の横のエラーをやめて、一覧だけにする。
 *
 * **キーボード・スクリーンリーダー**: 送信に失敗するたびにフォーカスを受け、見出しと一覧が読み上げられます（`takesFocus={false}` なら入力欄が受けます）。各行はリンクで、Enter でその入力欄へ移ります。
 *
 * The errors of a form, listed at its top after a failed submit (WCAG 3.3.1, technique G139). It
 * takes focus so a screen reader reads the heading and the list; each entry moves focus to its
 * field. With react-hook-form use `useForm({ shouldFocusError: false })` so focus stays here; a
 * form that focuses its first invalid field itself (the site's) passes `takesFocus={false}`. The
 * entries are native links (no react-aria), so a public form screen pays little for the summary.
 */
export function FormErrorSummary<T extends FieldValues = FieldValues>({
  errors,
  fields,
  submitCount,
  takesFocus = true,
  title,
  onFocusField,
}: FormErrorSummaryProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const focusedFor = useRef(0);
  const items = fields.flatMap((field) => {
    const message = messageAt(errors, field.name);
    return message ? [{ ...field, message }] : [];
  });
  const hasErrors = items.length > 0;

  useEffect(() => {
    if (takesFocus && hasErrors && submitCount > focusedFor.current) {
      focusedFor.current = submitCount;
      ref.current?.focus();
    }
  }, [takesFocus, hasErrors, submitCount]);

  if (!hasErrors) return null;
  return (
    <section ref={ref} className={styles.summary} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.title}>
        {title ?? errorSummaryText.title(items.length)}
      </h2>
      <p className={styles.lead}>{errorSummaryText.lead}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${item.name}`}
              className={`${linkStyles.link} ${styles.link}`}
              onClick={(event) => {
                event.preventDefault();
                if (onFocusField) onFocusField(item.name);
                else focusField(ref.current, item.name);
              }}
            >
              {item.label}：{item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
