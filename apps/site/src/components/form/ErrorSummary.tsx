import { FormErrorSummary, type ErrorSummaryField } from '@fanclub/ui';
import type { FormFields } from './use-site-form.ts';

/**
 * ui FormErrorSummary above a long form of `useSiteForm`: after a failed submit it lists every
 * message, each a link to its field. It does not take focus: the form has already put focus on
 * the first invalid field, whose message is read with it.
 */
export function ErrorSummary<TValues extends object>({
  form,
  fields,
}: {
  form: Pick<FormFields<TValues>, 'errors' | 'isSubmitted'>;
  /** The form's fields in the order it shows them, named as the summary lists them. */
  fields: readonly ErrorSummaryField[];
}) {
  return (
    <FormErrorSummary
      errors={form.errors}
      fields={fields}
      submitCount={form.isSubmitted ? 1 : 0}
      takesFocus={false}
    />
  );
}
