import { DateField } from '@fanclub/ui';
import { accountFieldText } from '../messages/forms.ts';
import type { TextFieldBinding } from './form/bind.ts';

/** 生年月日 (sign-up and the profile): ui DateField bound to `useSiteForm`, an empty date as ''. */
export function BirthDateField({ field, autoComplete }: { field: TextFieldBinding; autoComplete?: string }) {
  return (
    <DateField
      label={accountFieldText.birthDate}
      isRequired
      autoComplete={autoComplete}
      name={field.name}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      errorMessage={field.errorMessage}
    />
  );
}
