/**
 * A field as a form state hands it out: react-hook-form's `useController(...).field` with its
 * `fieldState.error?.message`, or the site's `form.field(name)`. Components that stand for more
 * than one input (EmailConfirmField) take one of these per input, so they work with either.
 */
export type FieldBinding<TValue = string> = {
  readonly name: string;
  readonly value: TValue;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** The field's message while it is invalid. */
  readonly errorMessage?: string | undefined;
};
