import { TextFieldBase, type TextFieldProps } from '../TextField/TextField.tsx';
import styles from './DateField.module.css';

export type DateFieldProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'maxLength' | 'minLength' | 'pattern'
> & {
  /**
   * ISO の日付（`YYYY-MM-DD`、API の birthDate と同じ）。
   * ISO dates (`YYYY-MM-DD`), as the API sends birthDate; '' or null while there is none.
   */
  value?: string | null;
  /** 最初の値。 */
  defaultValue?: string;
  /** 値が変わったとき（日付がそろっていなければ null）。 Null while the date is not whole. */
  onChange?: (value: string | null) => void;
  /** 選べる最初の日（`YYYY-MM-DD`）。 */
  min?: string;
  /** 選べる最後の日（`YYYY-MM-DD`）。 */
  max?: string;
};

/**
 * A native `<input type="date">` with the fields' label, help and error (TextField's parts): the
 * browser gives year / month / day segments in the reader's order and a phone its own picker,
 * where react-aria's DateField cost a form screen some 20 KiB of JavaScript; the value is the
 * ISO date either way, and the server's HTML is a working field before any script.
 */
export function DateField({ value, defaultValue, onChange, min, max, ...props }: DateFieldProps) {
  return (
    <TextFieldBase
      {...props}
      type="date"
      value={value === undefined ? undefined : (value ?? '')}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next || null)}
      renderInput={(input) => <div className={styles.input}>{input}</div>}
      min={min}
      max={max}
    />
  );
}
