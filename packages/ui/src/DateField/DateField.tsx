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
  /** 項目名。 */
  label: string;
  /**
   * ISO の日付（`YYYY-MM-DD`、API の birthDate と同じ）。
   * ISO dates (`YYYY-MM-DD`), as the API sends birthDate.
   */
  value?: string | null;
  /** 最初の値。 */
  defaultValue?: string;
  /** 値が変わったとき（不完全なら null）。 */
  onChange?: (value: string | null) => void;
  /** 選べる最初の日。 */
  min?: string;
  /** 選べる最後の日。 */
  max?: string;
  /** 入力の補足。 */
  description?: string;
  /** エラーの文言。 */
  errorMessage?: string;
};

const toDate = (iso: string | null | undefined) => (iso ? parseDate(iso) : iso === null ? null : undefined);

/**
 * 年・月・日を区切って入力する日付欄（日本語の順: 年 / 月 / 日）。何十年も前の生年月日でも、カレンダーより速く入れられます。
 *
 * **使う場面**: 生年月日など、決まった日付を打ち込むとき。
 *
 * **使わない場面**: 近い日付をカレンダーから選ぶ予約のような場面。
 *
 * **キーボード・スクリーンリーダー**: 年・月・日がそれぞれ止まり、数字を打つか ↑↓ で増減します。← → で移ります。
 *
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
