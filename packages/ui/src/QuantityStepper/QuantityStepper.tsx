import { Button, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';
import { shopText } from '../messages/shop.ts';
import styles from './QuantityStepper.module.css';

export type QuantityStepperProps = Omit<NumberFieldProps, 'children' | 'minValue' | 'step'> & {
  label?: string;
  /** The stock left; the stepper never goes past it. */
  maxValue?: number;
};

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
