import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../Field/index.ts';
import { Price } from '../Price/Price.tsx';
import styles from './DeliveryMethodPicker.module.css';

/** A delivery method as the API lists it; cost is tax-included yen. */
export type DeliveryMethodOption = { id: number; name: string; cost: number; isActive?: boolean };

type DeliveryMethodPickerProps = {
  /** 配送方法（名前と税込の送料）。 */
  methods: readonly DeliveryMethodOption[];
  /** 選んでいる方法の id。 */
  value: number | null;
  /** 選んだとき。 */
  onChange: (id: number) => void;
  /** エラーの文言（例: 配送方法を選択してください）。 */
  errorMessage?: string;
  /** 項目名（既定は「配送方法」）。 */
  label?: string;
  /** 必須の印（「必須」）を付けます。 Shows the 必須 badge; choosing is required either way. */
  isRequired?: boolean;
  /**
   * フォームの項目名（ラジオの name）。フォームが最初のエラーの項目にフォーカスを移すときに使います。
   * The radios' name, so a form can find (and focus) the field by it.
   */
  name?: string;
};

/**
 * 配送方法の選択（ラジオのカード）。各方法の送料つき。
 *
 * **キーボード・スクリーンリーダー**: 「配送方法」という名前のラジオグループ。↑↓ で選びます。
 */
export function DeliveryMethodPicker({
  methods,
  value,
  onChange,
  errorMessage,
  label = '配送方法',
  isRequired,
  name,
}: DeliveryMethodPickerProps) {
  return (
    <RadioGroup
      name={name}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isRequired
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.group}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {methods.map((method) => (
        <Radio
          key={method.id}
          value={String(method.id)}
          isDisabled={method.isActive === false}
          className={styles.option}
        >
          <span className={styles.name}>{method.name}</span>
          <Price amount={method.cost} size="sm" />
        </Radio>
      ))}
      <FieldHelp errorMessage={errorMessage} />
    </RadioGroup>
  );
}
