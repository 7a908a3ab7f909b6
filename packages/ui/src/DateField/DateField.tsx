import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateInput,
  DateSegment,
  DateField as RacDateField,
  type DateFieldProps as RacDateFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import styles from './DateField.module.css';

export type DateFieldProps = Omit<
  RacDateFieldProps<CalendarDate>,
  'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children'
> & {
  label: string;
  /** ISO dates (`YYYY-MM-DD`), as the API sends birthDate. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string | null) => void;
  min?: string;
  max?: string;
  description?: string;
  errorMessage?: string;
};

const toDate = (iso: string | null | undefined) => (iso ? parseDate(iso) : iso === null ? null : undefined);

/**
 * Year / month / day segments in Japanese order (年/月/日 from the ja-JP I18nProvider): quicker
 * than a calendar for a birth date decades back.
 */
export function DateField({
  label,
  value,
  defaultValue,
  onChange,
  min,
  max,
  description,
  errorMessage,
  ...props
}: DateFieldProps) {
  return (
    <RacDateField
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={min ? parseDate(min) : undefined}
      maxValue={max ? parseDate(max) : undefined}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateInput className={`${fieldStyles.input} ${styles.input}`}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacDateField>
  );
}
