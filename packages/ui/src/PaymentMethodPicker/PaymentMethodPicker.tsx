import { formatYen, konbiniStoreInfo, type KonbiniStore } from '@fanclub/domain/format';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../Field/index.ts';
import { paymentMethodText as t } from '../messages/payment-method.ts';
import styles from '../DeliveryMethodPicker/DeliveryMethodPicker.module.css';

export type PaymentMethodValue = 'credit_card' | 'konbini';

/** Konbini as the API offers it (`getPaymentOptions`): the fee (tax included), days to pay, chains. */
export type KonbiniOption = { fee: number; deadlineDays: number; stores: readonly KonbiniStore[] };

type PaymentMethodPickerProps = {
  /** 選んでいる方法。 */
  value: PaymentMethodValue;
  onChange: (value: PaymentMethodValue) => void;
  /** コンビニ払い（null なら出しません）。 Konbini with its fee and deadline; null offers cards only. */
  konbini: KonbiniOption | null;
  /** 選んでいるコンビニ。 */
  store: KonbiniStore | null;
  onStoreChange: (store: KonbiniStore) => void;
  /** コンビニの選択のエラー（例: お支払いに使うコンビニを選択してください。）。 */
  storeErrorMessage?: string;
  /** フォームの項目名（コンビニのラジオの name）。 The store radios' name, so a form can focus them. */
  storeName?: string;
};

/**
 * Cards or konbini: konbini shows its fee and deadline, then asks for the store chain.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  konbini,
  store,
  onStoreChange,
  storeErrorMessage,
  storeName = 'konbiniStore',
}: PaymentMethodPickerProps) {
  return (
    <>
      <RadioGroup
        name="paymentMethod"
        value={value}
        onChange={(next) => onChange(next as PaymentMethodValue)}
        className={styles.group}
      >
        <FieldLabel>{t.label}</FieldLabel>
        <Radio value="credit_card" className={styles.option}>
          <span className={styles.name}>{t.creditCard}</span>
        </Radio>
        {konbini && (
          <Radio value="konbini" className={styles.option}>
            <span className={styles.name}>{t.konbini}</span>
            <span>
              {konbini.fee > 0 ? t.konbiniFee(formatYen(konbini.fee)) : t.konbiniNoFee}
              <br />
              {t.konbiniDeadline(konbini.deadlineDays)}
            </span>
          </Radio>
        )}
      </RadioGroup>
      {konbini && value === 'konbini' && (
        <RadioGroup
          name={storeName}
          value={store}
          onChange={(next) => onStoreChange(next as KonbiniStore)}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(storeErrorMessage)}
          className={styles.group}
        >
          <FieldLabel isRequired>{t.store}</FieldLabel>
          {konbini.stores.map((code) => (
            <Radio key={code} value={code} className={styles.option}>
              <span className={styles.name}>{konbiniStoreInfo[code].name}</span>
            </Radio>
          ))}
          <FieldHelp errorMessage={storeErrorMessage} />
        </RadioGroup>
      )}
    </>
  );
}
