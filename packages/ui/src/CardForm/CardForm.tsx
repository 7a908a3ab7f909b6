import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary.tsx';
import { Price } from '../Price/Price.tsx';
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
import { SavedCardChoice } from './SavedCardChoice.tsx';

export type CardFormProps = {
  /**
   * 会員の保存済みのカード（有効なときの maskedCardNumber）。先に出します。
   * The member's saved card (User.maskedCardNumber when isValidCard); offered first.
   */
  savedCard?: string | null;
  /**
   * 保存済みの選択か新しいカードを受け取ります。
   * Gets the saved-card choice or the new card; the page sends a new card to the token endpoint.
   */
  onSubmit: (card: CardFormResult) => void;
  /**
   * この支払いの金額（税込の円）。カードの入力の前に言い直します。
   * What this payment charges, tax included: restated above the card (the plan's first charge, the
   * points' price), so the fan sees the amount where they give their card.
   */
  amount?: number;
  /** 金額の項目名（既定は「お支払い金額」）。 */
  amountLabel?: string;
  /** 送信ボタンの文言。 */
  submitLabel?: string;
  /**
   * 確認画面から戻ったときの、前に入力したカード（ページのメモリの中だけ）。
   * What the member chose before, when they come back from the confirmation step: the form opens
   * with it instead of empty. The card stays in the page's memory only; nothing stores it.
   */
  defaultCard?: CardFormResult;
  /** トークン化・注文の処理中。 The page is tokenising or ordering: the button waits. */
  isPending?: boolean;
  /**
   * 一つ前の手順へ（送信ボタンの下に出ます）。
   * A step back (e.g. to the plan choice), shown under the submit button.
   */
  onBack?: () => void;
  /** 戻るボタンの文言。 */
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
 * 支払いのカードの入力: お支払い金額と、保存済みのカードか新しいカード（使えるカードのブランド、番号、有効期限 MM/YY、セキュリティコード、名義）。入力欄を離れると整え（全角数字、1229 → 12/29、名義の大文字）、日本語で確かめます。通信はしません。
 *
 * **使う場面**: 商品の注文、有料プラン、ポイントの購入の支払いの手順。
 *
 * - する: 確認画面から戻ったら、入力したカードを `defaultCard` で戻す。
 * - する: 同じ画面に金額がなければ `amount` で金額を言い直す。
 * - しない: カードの番号をサーバーや保存領域に送る・残す（トークン化はページが行います）。
 *
 * **キーボード・スクリーンリーダー**: 保存済みか新しいカードかはラジオで選び、選んだ方の入力欄だけ出ます。エラーは各欄の説明として読み上げます。
 *
 * Card entry for a purchase: the saved card or a new one (number, MM/YY, security code, holder).
 * Input is tidied on blur (full-width digits, 1229 -> 12/29, upper-case name) and checked in
 * Japanese; the component never calls the network.
 */
export function CardForm({
  savedCard,
  defaultCard,
  onSubmit,
  amount,
  amountLabel = t.amount,
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
      {amount !== undefined && (
        <p className={styles.amount}>
          <span>{amountLabel}</span>
          <Price amount={amount} size="lg" />
        </p>
      )}
      {savedCard && (
        <Controller
          control={control}
          name="useSaved"
          render={({ field }) => (
            <SavedCardChoice
              name={field.name}
              savedCard={savedCard}
              useSaved={field.value}
              onChange={field.onChange}
            />
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
