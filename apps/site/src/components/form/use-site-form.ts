import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { forgetSubmit, resendKeptSubmit } from './early-submit.ts';

/**
 * The site's forms on react-hook-form, validated by the form schemas of `@fanclub/domain/forms`
 * (built from the contract's field rules) through `zodResolver`. It keeps the way the site's forms
 * behave:
 * - nothing is validated before the first submit; a submit validates the whole form, shows each
 *   field's first message and moves focus to the first invalid field; after it, a change validates
 *   its field again and refreshes the messages already shown (`mode: 'onSubmit'`,
 *   `reValidateMode: 'onChange'`);
 * - the schema is loaded on the first validation, so the validator is not part of the first paint;
 * - a form of the server's HTML adopts what was typed before React held it and sends a press kept
 *   meanwhile (`early-submit.ts`).
 *
 * Fields are controlled (the ui fields take a value and an `onChange`): `form.field(name)` hands one
 * out, `bind` spreads it on a ui field.
 */

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
  /** Validate the field now, submitted or not. */
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
   * hydration is lost, and a press kept meanwhile is sent again.
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

export interface UseSiteFormOptions<TValues, TOutput> {
  /**
   * Loads the schema, e.g. `() => import('@fanclub/domain/forms').then((m) => m.signInForm)`:
   * called on the first validation and cached.
   */
  readonly schema: () => Promise<z.$ZodType<TOutput, TValues>>;
  readonly defaultValues: NoInfer<TValues>;
}

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

/** A resolver that loads its schema on the first validation (a failed load is tried again). */
const lazyResolver = <TValues extends FieldValues, TOutput>(
  load: () => Promise<z.$ZodType<TOutput, TValues>>,
): Resolver<TValues, unknown, TOutput> => {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  return async (values, context, options) => {
    resolver ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
      (error: unknown) => {
        resolver = null;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
};

export function useSiteForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
}: UseSiteFormOptions<TValues, TOutput>): Form<TValues, TOutput> {
  // The loader of the first render: pages pass an inline arrow, the same import each time.
  const [resolver] = useState(() => lazyResolver<TValues, TOutput>(schema));
  const hook = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Fields are controlled, not registered: focus is the hook's (below).
    shouldFocusError: false,
  });
  const { formState, getFieldState, getValues, setValue: setHookValue, trigger } = hook;
  // Every value, for the render (fields are controlled).
  const values = { ...hook.watch() } as TValues;
  // Subscribe to what the form renders.
  const { errors: hookErrors, touchedFields } = formState;
  // A step submitted counts as a submit too (react-hook-form's isSubmitted is its handleSubmit's).
  const [isSubmitted, setSubmitted] = useState(false);
  const submitted = useRef(false);
  const focusIn = useRef<HTMLFormElement | null>(null);

  // formState's objects are kept and changed in place: read afresh on each render.
  const errors: FieldErrors<TValues> = {};
  for (const [name, error] of Object.entries(hookErrors))
    if (typeof error?.message === 'string') errors[name as FieldName<TValues>] = error.message;
  const touched: Partial<Record<FieldName<TValues>, true>> = {};
  for (const [name, on] of Object.entries(touchedFields)) if (on) touched[name as FieldName<TValues>] = true;

  const markSubmitted = useCallback(() => {
    submitted.current = true;
    setSubmitted(true);
  }, []);

  /**
   * Validates `name` and refreshes the messages already shown: one another field shows is updated,
   * or taken away once it no longer holds (an email corrected to match its confirmation clears the
   * confirmation's mismatch). No field gets a new message but `name`.
   */
  const validateField = useCallback(
    (name: FieldName<TValues>) => {
      const shown = Object.keys(formState.errors).filter((key) => key !== name);
      void trigger([name, ...shown] as Path<TValues>[]);
    },
    [formState, trigger],
  );

  const setValue = useCallback(
    <K extends FieldName<TValues>>(name: K, value: TValues[K], options?: SetValueOptions) => {
      setHookValue(name as unknown as Path<TValues>, value as PathValue<TValues, Path<TValues>>);
      if (options?.shouldValidate) validateField(name);
    },
    [setHookValue, validateField],
  );

  const handleSubmit = useCallback(
    (onValid: (output: TOutput) => void) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      // Read before the first await: React clears `currentTarget` once the handler returns.
      const formElement = event?.currentTarget ?? null;
      forgetSubmit(formElement);
      markSubmitted();
      await hook.handleSubmit(
        (output) => onValid(output),
        () => {
          focusIn.current = formElement;
        },
      )();
    },
    [hook, markSubmitted],
  );

  const handleStep = useCallback(
    (names: readonly FieldName<TValues>[], onValid: () => void) =>
      async (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        const formElement = event?.currentTarget ?? null;
        forgetSubmit(formElement);
        markSubmitted();
        if (await trigger(names as unknown as Path<TValues>[])) {
          hook.clearErrors();
          onValid();
          return;
        }
        focusIn.current = formElement;
      },
    [hook, markSubmitted, trigger],
  );

  const adopted = useRef(false);
  const ref = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element || adopted.current) return;
      adopted.current = true;
      const typed = typedValues(element, getValues());
      if (typed)
        for (const [name, value] of Object.entries(typed))
          setHookValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>);
      resendKeptSubmit(element);
    },
    [getValues, setHookValue],
  );

  // After the messages have rendered (so a screen reader reads the field with its message), focus
  // the first invalid field in the form's order.
  useLayoutEffect(() => {
    const formElement = focusIn.current;
    if (!formElement) return;
    focusIn.current = null;
    for (const element of Array.from(formElement.elements)) {
      const name = (element as HTMLInputElement).name as FieldName<TValues> | '';
      if (name && errors[name] !== undefined && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
  });

  return {
    values,
    errors,
    touched,
    isSubmitted,
    field: <K extends FieldName<TValues>>(name: K): FieldProps<TValues[K]> => ({
      name,
      value: values[name],
      errorMessage: errors[name],
      // After the first submit every change validates its field again.
      onChange: (value) => setValue(name, value, { shouldValidate: submitted.current }),
      onBlur: () => {
        const path = name as unknown as Path<TValues>;
        if (!getFieldState(path).isTouched) setHookValue(path, getValues(path), { shouldTouch: true });
      },
    }),
    watch: <K extends FieldName<TValues>>(name: K) => values[name],
    setValue,
    handleSubmit,
    handleStep,
    ref,
  };
}
