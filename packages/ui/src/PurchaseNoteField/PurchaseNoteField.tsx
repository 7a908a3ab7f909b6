import { TextArea, TextField as RacTextField, type TextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import { shopText } from '../messages/shop.ts';
import styles from './PurchaseNoteField.module.css';

type PurchaseNoteFieldProps = Omit<TextFieldProps, 'children'> & {
  /**
   * 商品の purchaseNoteHint（例: 名入れしたいお名前をご記入ください）。
   * The product's purchaseNoteHint, e.g. 「名入れしたいお名前をご記入ください」.
   */
  hint?: string | null;
  /** エラーの文言。 */
  errorMessage?: string;
  /** 最大の文字数（既定 200）。 */
  maxLength?: number;
};

/**
 * The note a product can require at purchase (isRequiredPurchaseNote).
 */
export function PurchaseNoteField({ hint, errorMessage, maxLength = 200, ...props }: PurchaseNoteFieldProps) {
  return (
    <RacTextField
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      maxLength={maxLength}
      {...props}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{shopText.purchaseNote}</FieldLabel>
      <TextArea className={`${fieldStyles.input} ${styles.area}`} rows={3} />
      <FieldHelp description={hint ?? undefined} errorMessage={errorMessage} />
    </RacTextField>
  );
}
