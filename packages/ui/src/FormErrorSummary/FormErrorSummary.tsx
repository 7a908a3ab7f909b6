import { useEffect, useId, useRef } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link } from '../Link/Link.tsx';
import { errorSummaryText } from '../messages/error-summary.ts';
import { focusField } from './focus-field.ts';
import styles from './FormErrorSummary.module.css';

/** A field of the form, in the order the form shows it; `label` is the text of its link. */
export type ErrorSummaryField = { name: string; label: string };

export type FormErrorSummaryProps<T extends FieldValues> = {
  /** react-hook-form's `formState.errors`. */
  errors: FieldErrors<T>;
  fields: readonly ErrorSummaryField[];
  /** react-hook-form's `formState.submitCount`: the summary takes focus after each failed submit. */
  submitCount: number;
  title?: string;
  /** Moves focus to a field; by default the control with that `name` in the enclosing form. */
  onFocusField?: (name: string) => void;
};

/**
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
