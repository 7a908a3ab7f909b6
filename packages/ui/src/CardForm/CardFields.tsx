import { cardFormText } from '../messages/card-form.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { groupCardNumber, normalizeExpire, normalizeHolder } from './card.ts';
import type { NewCard } from './card-schema.ts';
import styles from './CardForm.module.css';

/** One card field as the page's form state holds it. */
export type CardFieldBinding = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage?: string | undefined;
};

export type CardFieldsProps = {
  /** The binding of each field to the form around it (its value, handlers and message). */
  field: (name: keyof NewCard) => CardFieldBinding;
};

const t = cardFormText;

type CardInputSettings = Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'placeholder'> & {
  label: string;
  description: string;
  /** Rewrites what was typed into its canonical form when the field is left. */
  tidy?: (value: string) => string;
};

const INPUTS: Record<keyof NewCard, CardInputSettings> = {
  cardNumber: {
    label: t.number,
    description: t.numberDescription,
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    tidy: groupCardNumber,
  },
  cardExpire: {
    label: t.expire,
    description: t.expireDescription,
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    tidy: normalizeExpire,
  },
  securityCode: {
    label: t.securityCode,
    description: t.securityCodeDescription,
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
  },
  cardholderName: {
    label: t.holder,
    description: t.holderDescription,
    autoComplete: 'cc-name',
    tidy: normalizeHolder,
  },
};

/**
 * The new-card fieldset of CardForm (number, MM/YY, security code, holder), with the brands taken,
 * for a form that holds a card among other fields, such as a checkout: that form checks them with
 * `newCardIssues`. Input is
 * tidied on blur (full-width digits, 1229 -> 12/29, upper-case name).
 */
export function CardFields({ field }: CardFieldsProps) {
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t.legend}</legend>
      <p className={styles.note}>
        {t.brands}：{t.brandNames.join('、')}
      </p>
      <p className={styles.note}>{t.note}</p>
      <CardInput binding={field('cardNumber')} {...INPUTS.cardNumber} />
      <div className={styles.pair}>
        <CardInput binding={field('cardExpire')} {...INPUTS.cardExpire} />
        <CardInput binding={field('securityCode')} {...INPUTS.securityCode} />
      </div>
      <CardInput binding={field('cardholderName')} {...INPUTS.cardholderName} />
    </fieldset>
  );
}

function CardInput({ binding, tidy, ...props }: CardInputSettings & { binding: CardFieldBinding }) {
  return (
    <TextField
      {...props}
      name={binding.name}
      value={binding.value}
      onChange={binding.onChange}
      onBlur={() => {
        if (tidy && binding.value) binding.onChange(tidy(binding.value));
        binding.onBlur();
      }}
      isRequired
      spellCheck="false"
      errorMessage={binding.errorMessage}
    />
  );
}
