import { Button } from '@fanclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import { planCardSchema } from './card-schema.ts';
import type { PlanCardInput, PlanCardValues } from './card-schema.ts';

interface PlanPaymentFormProps {
  /** The member's saved, valid card (masked), offered first; null when there is none. */
  readonly savedCard: string | null;
  readonly onSubmit: (card: PlanCardValues) => void;
  readonly onBack: () => void;
}

/** The saved card or a new one; a new card is tokenised only when the purchase is confirmed. */
export function PlanPaymentForm({ savedCard, onSubmit, onBack }: PlanPaymentFormProps) {
  const { control, handleSubmit } = useForm<PlanCardInput, unknown, PlanCardValues>({
    resolver: zodResolver(planCardSchema),
    defaultValues: {
      useSaved: savedCard !== null,
      cardNumber: '',
      cardExpire: '',
      securityCode: '',
      cardholderName: '',
    },
  });
  const useSaved = useWatch({ control, name: 'useSaved' });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      {savedCard && (
        <Controller
          control={control}
          name="useSaved"
          render={({ field }) => (
            <fieldset className={formStyles.fieldset}>
              <legend>お支払いに使うカード</legend>
              <label>
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value}
                  onChange={() => field.onChange(true)}
                />{' '}
                登録済みのカード（{savedCard}）
              </label>
              <label>
                <input
                  type="radio"
                  name={field.name}
                  checked={!field.value}
                  onChange={() => field.onChange(false)}
                />{' '}
                新しいカード
              </label>
            </fieldset>
          )}
        />
      )}
      {!useSaved && (
        <fieldset className={formStyles.fieldset}>
          <legend>クレジットカード</legend>
          <p className={styles.meta}>カード情報は決済代行会社に直接送信され、当サイトには保存されません。</p>
          <FormTextField
            control={control}
            name="cardNumber"
            label="カード番号"
            autoComplete="cc-number"
            isRequired
          />
          <div className={formStyles.row}>
            <FormTextField
              control={control}
              name="cardExpire"
              label="有効期限（MM/YY）"
              autoComplete="cc-exp"
              isRequired
              placeholder="12/29"
            />
            <FormTextField
              control={control}
              name="securityCode"
              label="セキュリティコード"
              autoComplete="cc-csc"
              isRequired
            />
          </div>
          <FormTextField
            control={control}
            name="cardholderName"
            label="カード名義（半角英字）"
            autoComplete="cc-name"
          />
        </fieldset>
      )}
      <Button type="submit" fullWidth>
        お申し込み内容を確認する
      </Button>
      <Button variant="ghost" onPress={onBack}>
        プランを選び直す
      </Button>
    </form>
  );
}
