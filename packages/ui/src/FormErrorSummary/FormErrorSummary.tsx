import { useEffect, useId, useRef } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link } from '../Link/Link.tsx';
import { errorSummaryText } from '../messages/error-summary.ts';
import { focusField } from './focus-field.ts';
import styles from './FormErrorSummary.module.css';

/** A field of the form, in the order the form shows it; `label` is the text of its link. */
export type ErrorSummaryField = { name: string; label: string };

export type FormErrorSummaryProps<T extends FieldValues> = {
  /** react-hook-form の `formState.errors`。 react-hook-form's `formState.errors`. */
  errors: FieldErrors<T>;
  /** 一覧に出す項目と、その名前の順番。 */
  fields: readonly ErrorSummaryField[];
  /**
   * react-hook-form の `formState.submitCount`。失敗した送信のたびにフォーカスを移します。
   * react-hook-form's `formState.submitCount`: the summary takes focus after each failed submit.
   */
  submitCount: number;
  /** 見出し。 */
  title?: string;
  /**
   * 入力欄へフォーカスを移す処理（既定はフォームの中の同じ name の要素）。
   * Moves focus to a field; by default the control with that `name` in the enclosing form.
   */
  onFocusField?: (name: string) => void;
};

/**
 * 送信に失敗したフォームの上に出す、エラーの一覧（WCAG 3.3.1）。
 *
 * **使う場面**: 項目の多いフォーム（会員情報、注文）。一覧の各行から、その入力欄へ移れます。
 *
 * **使わない場面**: 項目が 1〜2 つのフォーム（その場のエラーで足ります）。
 *
 * - ✅ する: `useForm({ shouldFocusError: false })` と組み合わせ、フォーカスをこの一覧に置く。
 * - ❌ しない: 入力欄の横のエラーをやめて、一覧だけにする。
 *
 * **キーボード・スクリーンリーダー**: 送信に失敗するたびにフォーカスを受け、見出しと一覧が読み上げられます。各行はリンクで、Enter でその入力欄へ移ります。
 *
 * The errors of a form, listed at its top after a failed submit (WCAG 3.3.1, technique G139). It
 * takes focus so a screen reader reads the heading and the list; each entry moves focus to its
 * field. Use it with `useForm({ shouldFocusError: false })` so react-hook-form leaves focus here.
 */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  fields,
  submitCount,
  title,
  onFocusField,
}: FormErrorSummaryProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const focusedFor = useRef(0);
  const items = fields.flatMap((field) => {
    const error = get(errors, field.name) as { message?: unknown } | undefined;
    const message = error?.message;
    return typeof message === 'string' && message ? [{ ...field, message }] : [];
  });
  const hasErrors = items.length > 0;

  useEffect(() => {
    if (hasErrors && submitCount > focusedFor.current) {
      focusedFor.current = submitCount;
      ref.current?.focus();
    }
  }, [hasErrors, submitCount]);

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
            <Link
              className={styles.link}
              onPress={() => (onFocusField ? onFocusField(item.name) : focusField(ref.current, item.name))}
            >
              {item.label}：{item.message}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
