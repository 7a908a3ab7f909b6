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
  label?: string;
  value?: number | null;
  defaultValue?: number;
  onChange?: (gender: number) => void;
  errorMessage?: string;
};

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
