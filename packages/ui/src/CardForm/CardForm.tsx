import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, RadioGroup } from 'react-aria-components';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FieldLabel, fieldStyles } from '../Field/index.ts';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary.tsx';
import { cardFormText } from '../messages/card-form.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { groupCardNumber, normalizeExpire, normalizeHolder } from './card.ts';
import { cardFormSchema, type CardFormInput, type CardFormResult, type NewCard } from './card-schema.ts';
import styles from './CardForm.module.css';
import { MaskedCardNumber } from './MaskedCardNumber.tsx';

export type CardFormProps = {
  /** The member's saved card (User.maskedCardNumber when isValidCard); offered first. */
  savedCard?: string | null;
  /** Gets the saved-card choice or the new card; the page sends a new card to the token endpoint. */
  onSubmit: (card: CardFormResult) => void;
  submitLabel?: string;
  /** The page is tokenising or ordering: the button waits. */
  isPending?: boolean;
};

const t = cardFormText;
const FIELDS = [
  { name: 'cardNumber', label: t.number },
  { name: 'cardExpire', label: t.expire },
  { name: 'securityCode', label: t.securityCode },
  { name: 'cardholderName', label: t.holder },
] as const;

/**
 * Card entry for a purchase: the saved card or a new one (number, MM/YY, security code, holder).
 * Input is tidied on blur (full-width digits, 1229 -> 12/29, upper-case name) and checked in
 * Japanese; the component never calls the network.
 */
export function CardForm({ savedCard, onSubmit, submitLabel = t.submit, isPending }: CardFormProps) {
  const { control, handleSubmit, formState } = useForm<CardFormInput, unknown, CardFormResult>({
    resolver: zodResolver(cardFormSchema),
    shouldFocusError: false,
    defaultValues: {
      useSaved: Boolean(savedCard),
      cardNumber: '',
      cardExpire: '',
      securityCode: '',
      cardholderName: '',
    },
  });
  const useSaved = useWatch({ control, name: 'useSaved' });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormErrorSummary errors={formState.errors} fields={FIELDS} submitCount={formState.submitCount} />
      {savedCard && (
        <Controller
          control={control}
          name="useSaved"
          render={({ field }) => (
            <RadioGroup
              name={field.name}
              value={field.value ? 'saved' : 'new'}
              onChange={(choice) => field.onChange(choice === 'saved')}
              className={fieldStyles.field}
            >
              <FieldLabel>{t.choice}</FieldLabel>
              <div className={styles.choices}>
                <Radio value="saved" className={styles.choice}>
                  <span className={styles.dot} aria-hidden="true" />
                  <span>
                    {t.saved}（<MaskedCardNumber cardNumber={savedCard} />）
                  </span>
                </Radio>
                <Radio value="new" className={styles.choice}>
                  <span className={styles.dot} aria-hidden="true" />
                  {t.newCard}
                </Radio>
              </div>
            </RadioGroup>
          )}
        />
      )}
      {!useSaved && (
        <fieldset className={styles.card}>
          <legend className={styles.legend}>{t.legend}</legend>
          <p className={styles.note}>{t.note}</p>
          <CardInput
            control={control}
            name="cardNumber"
            label={t.number}
            description={t.numberDescription}
            autoComplete="cc-number"
            inputMode="numeric"
            tidy={groupCardNumber}
          />
          <div className={styles.pair}>
            <CardInput
              control={control}
              name="cardExpire"
              label={t.expire}
              description={t.expireDescription}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              tidy={normalizeExpire}
            />
            <CardInput
              control={control}
              name="securityCode"
              label={t.securityCode}
              description={t.securityCodeDescription}
              autoComplete="cc-csc"
              inputMode="numeric"
            />
          </div>
          <CardInput
            control={control}
            name="cardholderName"
            label={t.holder}
            description={t.holderDescription}
            autoComplete="cc-name"
            tidy={normalizeHolder}
          />
        </fieldset>
      )}
      <Button type="submit" isPending={isPending} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}

type CardInputProps = Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'placeholder'> & {
  control: Control<CardFormInput, unknown, CardFormResult>;
  name: keyof NewCard;
  label: string;
  description: string;
  /** Rewrites what was typed into its canonical form when the field is left. */
  tidy?: (value: string) => string;
};

function CardInput({ control, name, tidy, ...props }: CardInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            if (tidy && field.value) field.onChange(tidy(field.value));
            field.onBlur();
          }}
          isRequired
          spellCheck="false"
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
