import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { forgetSubmit, resendKeptSubmit } from './early-submit.ts';
import type { FormEvent } from 'react';

/**
 * The site's form state: values, touched fields, the submitted flag and one message per field,
 * validated by a schema that is loaded on the first validation. It replaces react-hook-form, which
 * cost every form route ~14 KiB gzip before its first paint (apps/site/README.md), and keeps its
 * behaviour as the site used it: nothing is validated before the first submit; a submit validates
 * the whole form, shows each field's first message and moves focus to the first invalid field;
 * after it, a field is validated again on each change (react-hook-form's `mode: 'onSubmit'`,
 * `reValidateMode: 'onChange'`).
 *
 * The schema is any Standard Schema (zod 4 classic or mini); the hook needs only its `validate`
 * and its types, so no validator code is imported here. Issues land on the field named by the
 * first segment of their `path`, so a cross-field rule (a confirmation) shows on the field its
 * refinement names.
 */

/** The part of Standard Schema v1 the hook uses (zod 4 schemas implement it). */
export interface FormSchema<TInput, TOutput> {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult<TOutput> | Promise<SchemaResult<TOutput>>;
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined;
  };
}

type SchemaResult<TOutput> =
  | { readonly value: TOutput; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
      }[];
    };

/** Field names of a form's values. */
export type FieldName<TValues> = keyof TValues & string;

/** One message per field, the first issue the schema reports for it. */
export type FieldErrors<TValues> = Partial<Record<FieldName<TValues>, string>>;

/** What a field component needs: bind it with `field={form.field('email')}`. */
export interface FieldProps<TValue> {
  readonly name: string;
  readonly value: TValue;
  readonly onChange: (value: TValue) => void;
  readonly onBlur: () => void;
  readonly errorMessage: string | undefined;
}

export interface SetValueOptions {
  /** Validate the field now, submitted or not (react-hook-form's `shouldValidate`). */
  readonly shouldValidate?: boolean;
}

/** The field side of a form, all a set of fields (PersonFields) needs. */
export interface FormFields<TValues> {
  readonly values: TValues;
  readonly errors: FieldErrors<TValues>;
  readonly touched: Partial<Record<FieldName<TValues>, true>>;
  readonly isSubmitted: boolean;
  field<K extends FieldName<TValues>>(name: K): FieldProps<TValues[K]>;
  watch<K extends FieldName<TValues>>(name: K): TValues[K];
  setValue<K extends FieldName<TValues>>(name: K, value: TValues[K], options?: SetValueOptions): void;
}

export interface Form<TValues, TOutput> extends FormFields<TValues> {
  /**
   * The `<form>`'s `ref`. The server renders a form before the browser's code has taken it over,
   * and a fan may type into it meanwhile: once React holds the form, what its named fields show
   * (text, a chosen option, a ticked box) becomes the form's values, so nothing typed before
   * hydration is lost (React keeps the typed text on hydration, but would set the field back to
   * the default value on the next render).
   */
  readonly ref: (element: HTMLFormElement | null) => void;
  /**
   * The form's `onSubmit`: validates every field and calls `onValid` with the schema's output
   * (trimmed, normalised, coerced) only when all are valid; otherwise shows the messages and
   * focuses the first invalid field of the form. Resolves once validation is done.
   */
  handleSubmit(onValid: (output: TOutput) => void): (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * A step of a form in steps: the same as `handleSubmit`, but only the named fields must be valid
   * (the later steps' fields are not asked for yet); `onValid` is called without an output.
   */
  handleStep(
    names: readonly FieldName<TValues>[],
    onValid: () => void,
  ): (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

export interface UseFormOptions<TValues, TOutput> {
  /**
   * Loads the schema, e.g. `() => import('@fanclub/domain/forms').then((m) => m.signInForm)`:
   * called on the first validation (a submit, a revalidation or `setValue` with `shouldValidate`)
   * and cached, so the validator is not part of the screen's first paint.
   */
  readonly schema: () => Promise<FormSchema<TValues, TOutput>>;
  readonly defaultValues: NoInfer<TValues>;
}

interface State<TValues> {
  values: TValues;
  errors: FieldErrors<TValues>;
  touched: Partial<Record<FieldName<TValues>, true>>;
  isSubmitted: boolean;
}

/** The field an issue belongs to: the first segment of its path. */
const fieldOf = (path: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined) => {
  const first = path?.[0];
  const key = typeof first === 'object' && first !== null ? first.key : first;
  return typeof key === 'string' ? key : typeof key === 'number' ? String(key) : undefined;
};

/**
 * What the form's named fields show that its values do not hold: text typed or an option chosen
 * into the server's HTML before the app took it over. Undefined when they agree.
 */
const typedValues = (element: HTMLFormElement, values: object): Record<string, unknown> | undefined => {
  const current = values as Record<string, unknown>;
  let typed: Record<string, unknown> | undefined;
  for (const control of Array.from(element.elements)) {
    if (
      !(control instanceof HTMLInputElement) &&
      !(control instanceof HTMLSelectElement) &&
      !(control instanceof HTMLTextAreaElement)
    )
      continue;
    const { name } = control;
    if (!name || !(name in current) || control.disabled) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.type === 'checkbox' && typeof current[name] === 'boolean') {
        if (control.checked !== current[name]) (typed ??= {})[name] = control.checked;
      } else if (control.checked && String(current[name] ?? '') !== control.value) {
        (typed ??= {})[name] = control.value;
      }
      continue;
    }
    if (control instanceof HTMLInputElement && control.readOnly) continue;
    if (control.value !== String(current[name] ?? '')) (typed ??= {})[name] = control.value;
  }
  return typed;
};

export function useForm<TValues extends object, TOutput>({
  schema,
  defaultValues,
}: UseFormOptions<TValues, TOutput>): Form<TValues, TOutput> {
  const [snapshot, setSnapshot] = useState<State<TValues>>(() => ({
    values: defaultValues,
    errors: {},
    touched: {},
    isSubmitted: false,
  }));
  // The same state for the handlers: a validation that finishes after the schema has loaded reads
  // and writes the latest values, not those of the render that started it.
  const state = useRef(snapshot);
  // The loader of the first render: pages pass an inline arrow, the same import each time.
  const loader = useRef(schema);
  const loaded = useRef<FormSchema<TValues, TOutput> | Promise<FormSchema<TValues, TOutput>> | null>(null);
  const focusIn = useRef<HTMLFormElement | null>(null);

  const update = useCallback((next: Partial<State<TValues>>) => {
    state.current = { ...state.current, ...next };
    setSnapshot(state.current);
  }, []);

  /** Validates the current values: the output, or the first message of each invalid field. */
  const validate = useCallback(async (): Promise<
    { ok: true; output: TOutput } | { ok: false; errors: FieldErrors<TValues> }
  > => {
    if (!loaded.current) {
      loaded.current = loader.current().then(
        (loadedSchema) => (loaded.current = loadedSchema),
        (error: unknown) => {
          loaded.current = null; // a failed chunk load is tried again on the next validation
          throw error;
        },
      );
    }
    const current = await loaded.current;
    const result = await current['~standard'].validate(state.current.values);
    if (!result.issues) return { ok: true, output: result.value };
    const errors: FieldErrors<TValues> = {};
    for (const issue of result.issues) {
      const name = fieldOf(issue.path) as FieldName<TValues> | undefined;
      if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
    }
    return { ok: false, errors };
  }, []);

  /**
   * Validates the whole form and shows the result for one field; a message another field already
   * shows is updated too, or taken away once it no longer holds (an email corrected to match its
   * confirmation clears the confirmation's mismatch). No field gets a new message but `name`.
   */
  const validateField = useCallback(
    async (name: FieldName<TValues>) => {
      const result = await validate();
      const found: FieldErrors<TValues> = result.ok ? {} : result.errors;
      const errors: FieldErrors<TValues> = {};
      for (const shown of Object.keys(state.current.errors) as FieldName<TValues>[])
        if (found[shown] !== undefined) errors[shown] = found[shown];
      if (found[name] === undefined) delete errors[name];
      else errors[name] = found[name];
      const before = state.current.errors;
      const same =
        Object.keys(errors).length === Object.keys(before).length &&
        (Object.keys(errors) as FieldName<TValues>[]).every((key) => before[key] === errors[key]);
      if (!same) update({ errors });
    },
    [update, validate],
  );

  const setValue = useCallback(
    <K extends FieldName<TValues>>(name: K, value: TValues[K], options?: SetValueOptions) => {
      update({ values: { ...state.current.values, [name]: value } });
      if (options?.shouldValidate) void validateField(name);
    },
    [update, validateField],
  );

  const handleSubmit = useCallback(
    (onValid: (output: TOutput) => void) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      // Read before the first await: React clears `currentTarget` once the handler returns.
      const formElement = event?.currentTarget ?? null;
      forgetSubmit(formElement);
      update({ isSubmitted: true });
      const result = await validate();
      if (result.ok) {
        update({ errors: {} });
        onValid(result.output);
        return;
      }
      focusIn.current = formElement;
      update({ errors: result.errors });
    },
    [update, validate],
  );

  const adopted = useRef(false);
  const ref = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element || adopted.current) return;
      adopted.current = true;
      const typed = typedValues(element, state.current.values);
      if (typed) update({ values: { ...state.current.values, ...typed } });
      resendKeptSubmit(element);
    },
    [update],
  );

  const handleStep = useCallback(
    (names: readonly FieldName<TValues>[], onValid: () => void) =>
      async (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        const formElement = event?.currentTarget ?? null;
        forgetSubmit(formElement);
        update({ isSubmitted: true });
        const result = await validate();
        const errors: FieldErrors<TValues> = {};
        if (!result.ok) for (const name of names) if (result.errors[name]) errors[name] = result.errors[name];
        if (Object.keys(errors).length === 0) {
          update({ errors: {} });
          onValid();
          return;
        }
        focusIn.current = formElement;
        update({ errors });
      },
    [update, validate],
  );

  // After the messages have rendered (so a screen reader reads the field with its message), focus
  // the first invalid field in the form's order, as react-hook-form's `shouldFocusError` did.
  useLayoutEffect(() => {
    const formElement = focusIn.current;
    if (!formElement) return;
    focusIn.current = null;
    const { errors } = state.current;
    for (const element of Array.from(formElement.elements)) {
      const name = (element as HTMLInputElement).name as FieldName<TValues> | '';
      if (name && errors[name] !== undefined && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
  });

  return useMemo(
    () => ({
      ...snapshot,
      field: <K extends FieldName<TValues>>(name: K): FieldProps<TValues[K]> => ({
        name,
        value: snapshot.values[name],
        errorMessage: snapshot.errors[name],
        // After the first submit every change validates its field again.
        onChange: (value) => setValue(name, value, { shouldValidate: state.current.isSubmitted }),
        onBlur: () => {
          if (!state.current.touched[name]) update({ touched: { ...state.current.touched, [name]: true } });
        },
      }),
      watch: <K extends FieldName<TValues>>(name: K) => snapshot.values[name],
      setValue,
      handleSubmit,
      handleStep,
      ref,
    }),
    [snapshot, setValue, update, handleSubmit, handleStep, ref],
  );
}
