import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, RadioGroup } from 'react-aria-components';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FieldLabel, fieldStyles } from '../Field/index.ts';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary.tsx';
import { cardFormText } from '../messages/card-form.ts';
import { CardFields, type CardFieldBinding } from './CardFields.tsx';
import {
  cardFormSchema,
  emptyNewCard,
  type CardFormInput,
  type CardFormResult,
  type NewCard,
} from './card-schema.ts';
import styles from './CardForm.module.css';
import { MaskedCardNumber } from './MaskedCardNumber.tsx';

export type CardFormProps = {
  /** The member's saved card (User.maskedCardNumber when isValidCard); offered first. */
  savedCard?: string | null;
  /** Gets the saved-card choice or the new card; the page sends a new card to the token endpoint. */
  onSubmit: (card: CardFormResult) => void;
  submitLabel?: string;
  /**
   * What the member chose before, when they come back from the confirmation step: the form opens
   * with it instead of empty. The card stays in the page's memory only; nothing stores it.
   */
  defaultCard?: CardFormResult;
  /** The page is tokenising or ordering: the button waits. */
  isPending?: boolean;
  /** A step back (e.g. to the plan choice), shown under the submit button. */
  onBack?: () => void;
  backLabel?: string;
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
export function CardForm({
  savedCard,
  defaultCard,
  onSubmit,
  submitLabel = t.submit,
  isPending,
  onBack,
  backLabel = t.back,
}: CardFormProps) {
  const { control, handleSubmit, formState } = useForm<CardFormInput, unknown, CardFormResult>({
    resolver: zodResolver(cardFormSchema),
    shouldFocusError: false,
    defaultValues:
      defaultCard?.useSaved === false ? defaultCard : { useSaved: Boolean(savedCard), ...emptyNewCard },
  });
  const useSaved = useWatch({ control, name: 'useSaved' });
  const field = useCardBindings(control);

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
      {!useSaved && <CardFields field={field} />}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} fullWidth>
          {submitLabel}
        </Button>
        {onBack && (
          <Button variant="ghost" onPress={onBack} isDisabled={isPending} fullWidth>
            {backLabel}
          </Button>
        )}
      </div>
    </form>
  );
}

type FormControl = Control<CardFormInput, unknown, CardFormResult>;

/** CardFields' bindings to this form's react-hook-form state. */
function useCardBindings(control: FormControl): (name: keyof NewCard) => CardFieldBinding {
  const controllers = {
    cardNumber: useController({ control, name: 'cardNumber' }),
    cardExpire: useController({ control, name: 'cardExpire' }),
    securityCode: useController({ control, name: 'securityCode' }),
    cardholderName: useController({ control, name: 'cardholderName' }),
  };
  return (name) => {
    const { field, fieldState } = controllers[name];
    return { ...field, errorMessage: fieldState.error?.message };
  };
}
