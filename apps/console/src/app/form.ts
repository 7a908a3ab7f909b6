import { useState } from 'react';
import type { z } from 'zod';

/** The contract's own rules before sending: the first message of each field, keyed by its path. */
export const validate = <S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
};

/** `YYYY-MM-DDTHH:mm` in Japan time (a datetime-local value) ↔ ISO with the +09:00 offset. */
export const toLocalInput = (iso: string) => {
  const jst = new Date(Date.parse(iso) + 9 * 3_600_000);
  return jst.toISOString().slice(0, 16);
};
export const fromLocalInput = (local: string) => (local ? `${local}:00+09:00` : '');

/**
 * A form's draft: the values being edited, a setter per field for its onChange
 * (`onChange={set('title')}`), the messages of the last check (keyed as `validate` gives them), and
 * `field(key)`: what a text field of the draft takes, its value, setter, message and whether the
 * operator may only read it (`<TextField label="題名" {...field('title')} />`), and `check(schema,
 * value)`: the body the contract accepts, or none with its messages shown.
 */
export function useDraft<Draft extends object>(initial: () => Draft, { readOnly = false } = {}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const field = <K extends keyof Draft & string>(key: K) => ({
    value: draft[key],
    onChange: set(key),
    errorMessage: errors[key],
    isReadOnly: readOnly,
  });
  /** The draft checked by the contract's `schema`: its body, or none after showing the messages. */
  const check = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined => {
    const checked = validate(schema, value);
    setErrors(checked.ok ? {} : checked.errors);
    return checked.ok ? checked.data : undefined;
  };
  return { draft, setDraft, set, errors, setErrors, field, check };
}

/**
 * A number typed into a text field (full-width digits too); blank or not a number gives NaN, which
 * the contract's rule refuses with its Japanese message.
 */
export const typedNumber = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.normalize('NFKC').trim());
