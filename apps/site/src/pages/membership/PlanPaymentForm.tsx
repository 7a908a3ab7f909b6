import { Button } from '@fanclub/ui';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import formStyles from '../../components/form/form.module.css';
import styles from '../../components/content.module.css';
import type { PlanCardValues } from './card-schema.ts';

interface PlanPaymentFormProps {
  /** The member's saved, valid card (masked), offered first; null when there is none. */
  readonly savedCard: string | null;
  readonly onSubmit: (card: PlanCardValues) => void;
  readonly onBack: () => void;
}

/** The saved card or a new one; a new card is tokenised only when the purchase is confirmed. */
export function PlanPaymentForm({ savedCard, onSubmit, onBack }: PlanPaymentFormProps) {
  const form = useForm({
    schema: () => import('./card-schema.ts').then((m) => m.planCardSchema),
    defaultValues: {
      useSaved: savedCard !== null,
      cardNumber: '',
      cardExpire: '',
      securityCode: '',
      cardholderName: '',
    },
  });
  const useSaved = form.watch('useSaved');

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {savedCard && (
        <fieldset className={formStyles.fieldset}>
          <legend>お支払いに使うカード</legend>
          <label>
            <input
              type="radio"
              name="useSaved"
              checked={useSaved}
              onChange={() => form.setValue('useSaved', true)}
            />{' '}
            登録済みのカード（{savedCard}）
          </label>
          <label>
            <input
              type="radio"
              name="useSaved"
              checked={!useSaved}
              onChange={() => form.setValue('useSaved', false)}
            />{' '}
            新しいカード
          </label>
        </fieldset>
      )}
      {!useSaved && (
        <fieldset className={formStyles.fieldset}>
          <legend>クレジットカード</legend>
          <p className={styles.meta}>カード情報は決済代行会社に直接送信され、当サイトには保存されません。</p>
          <FormTextField
            field={form.field('cardNumber')}
            label="カード番号"
            autoComplete="cc-number"
            isRequired
          />
          <div className={formStyles.row}>
            <FormTextField
              field={form.field('cardExpire')}
              label="有効期限（MM/YY）"
              autoComplete="cc-exp"
              isRequired
              placeholder="12/29"
            />
            <FormTextField
              field={form.field('securityCode')}
              label="セキュリティコード"
              autoComplete="cc-csc"
              isRequired
            />
          </div>
          <FormTextField
            field={form.field('cardholderName')}
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
