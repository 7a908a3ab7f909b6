import { Button, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';
import { shopText } from '../messages/shop.ts';
import styles from './QuantityStepper.module.css';

export type QuantityStepperProps = Omit<NumberFieldProps, 'children' | 'minValue' | 'step'> & {
  /** 項目名（既定は「数量」）。 */
  label?: string;
  /** 在庫の残り（これより多くはできません）。 The stock left; the stepper never goes past it. */
  maxValue?: number;
};

/**
 * 数量の入力（− と ＋ のボタンつき）。在庫より多くはできません。
 *
 * **使う場面**: 商品ページとカートの数量、ポイントパックの数。
 *
 * **キーボード・スクリーンリーダー**: 数字を打つか ↑↓ で増減します。ボタンは「減らす」「増やす」と読み上げ、上限・下限では押せません。
 */
export function QuantityStepper({
  label = shopText.quantity,
  maxValue = 99,
  ...props
}: QuantityStepperProps) {
  return (
    <NumberField minValue={1} maxValue={maxValue} step={1} {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.step} aria-label={shopText.decrease}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.step} aria-label={shopText.increase}>
          ＋
        </Button>
      </Group>
    </NumberField>
  );
}
