import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import styles from './GenderRadio.module.css';

/** The user's gender is a number: the domain's codes (ISO/IEC 5218 plus 9 for other). */
export const GENDER_OPTIONS = [
  { value: 1, label: '男性' },
  { value: 2, label: '女性' },
  { value: 9, label: 'その他' },
  { value: 0, label: '回答しない' },
] as const;

export type GenderRadioProps = Omit<RadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange'> & {
  /** 項目名（既定は「性別」）。 */
  label?: string;
  /** 選んだコード。 */
  value?: number | null;
  /** 最初の値。 */
  defaultValue?: number;
  /** 選んだとき（コードを受け取ります）。 */
  onChange?: (gender: number) => void;
  /** エラーの文言。 */
  errorMessage?: string;
};

/**
 * 性別の選択（ラジオ）。値は domain のコード（ISO/IEC 5218 と、その他の 9）。
 *
 * **使う場面**: 会員情報の性別。
 * **キーボード・スクリーンリーダー**: Tab でグループに入り、↑↓←→ で選びます。
 */
export function GenderRadio({
  label = '性別',
  value,
  defaultValue,
  onChange,
  errorMessage,
  ...props
}: GenderRadioProps) {
  return (
    <RadioGroup
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      {...props}
      value={value === undefined ? undefined : value === null ? null : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(next) => onChange?.(Number(next))}
      orientation="horizontal"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {GENDER_OPTIONS.map((option) => (
          <Radio key={option.value} value={String(option.value)} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp errorMessage={errorMessage} />
    </RadioGroup>
  );
}
