import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Radio, RadioGroup, TextArea, TextField as RacTextField } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/index.ts';
import { formatDate } from '@fanclub/domain/format';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary.tsx';
import { focusField } from '../FormErrorSummary/focus-field.ts';
import { unsubscribeText } from '../messages/unsubscribe.ts';
import styles from './UnsubscribeForm.module.css';
import { unsubscribeSchema, type UnsubscribeInput, type UnsubscribeValues } from './unsubscribe-schema.ts';

const t = unsubscribeText;
const FIELDS = [
  { name: 'reason', label: t.reason },
  { name: 'otherReason', label: t.otherReason },
] as const;

export type UnsubscribeFormProps = {
  /**
   * 今のプラン（確認の手順で繰り返します）。
   * The member's current plan, repeated on the confirmation step.
   */
  planName?: string;
  /**
   * 有料期間の終わり（その日まで有料のまま使えます）。
   * End of the paid period: the member keeps paid access until then.
   */
  validUntil?: string | null;
  /**
   * 確認の手順から、解約の API に送る内容を受け取ります。
   * Called from the confirmation step with the body of the unsubscribe call.
   */
  onSubmit: (values: UnsubscribeValues) => void;
  /** 送信中。 */
  isPending?: boolean;
};

/**
 * 有料会員の解約を 2 段階で: 理由を選び（「その他」は自由記入）、何が起こるかを確かめてから送ります。
 *
 * **使う場面**: 解約の画面。
 *
 * - する: 確認の手順で、有料のまま使える期限（`validUntil`）を伝える。
 * - しない: 解約のボタンを見つけにくくする、理由の入力を必須にしすぎる。
 *
 * **キーボード・スクリーンリーダー**: 理由はラジオグループ。次の手順に進むとフォーカスが確認の見出しへ移り、読み上げられます。
 *
 * Membership unsubscribe in two steps: a reason (and the fan's own words for その他), then a
 * confirmation of what happens before anything is sent.
 */
export function UnsubscribeForm({ planName, validUntil, onSubmit, isPending }: UnsubscribeFormProps) {
  const { control, handleSubmit, formState } = useForm<UnsubscribeInput, unknown, UnsubscribeValues>({
    resolver: zodResolver(unsubscribeSchema),
    shouldFocusError: false,
    defaultValues: { reason: '', otherReason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const [confirming, setConfirming] = useState<UnsubscribeValues | null>(null);
  // Focus follows the step change (not the first render), so the new step is read out.
  const moved = useRef(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!moved.current) return;
    if (confirming) confirmHeading.current?.focus();
    else focusField(formRef.current, 'reason');
  }, [confirming]);

  const goTo = (values: UnsubscribeValues | null) => {
    moved.current = true;
    setConfirming(values);
  };

  if (confirming) {
    return (
      <section className={styles.step} aria-labelledby={headingId}>
        <h2 id={headingId} ref={confirmHeading} tabIndex={-1} className={styles.title}>
          {t.confirmTitle}
        </h2>
        <p className={styles.lead}>{t.confirmLead}</p>
        <dl className={styles.summary}>
          {planName && (
            <div className={styles.row}>
              <dt>{t.plan}</dt>
              <dd>{planName}</dd>
            </div>
          )}
          {validUntil && (
            <div className={styles.row}>
              <dt>{t.validUntil}</dt>
              <dd>{t.until(formatDate(validUntil))}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>{t.reason}</dt>
            <dd>
              {confirming.reason}
              {confirming.otherReason && <p className={styles.other}>{confirming.otherReason}</p>}
            </dd>
          </div>
        </dl>
        <p className={styles.note}>{t.afterNote}</p>
        <div className={styles.actions}>
          <Button variant="danger" onPress={() => onSubmit(confirming)} isPending={isPending} fullWidth>
            {t.submit}
          </Button>
          <Button variant="ghost" onPress={() => goTo(null)} isDisabled={isPending} fullWidth>
            {t.back}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form ref={formRef} className={styles.step} noValidate onSubmit={handleSubmit(goTo)}>
      <FormErrorSummary errors={formState.errors} fields={FIELDS} submitCount={formState.submitCount} />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroup
            name={field.name}
            value={field.value || null}
            onChange={field.onChange}
            isRequired
            validationBehavior="aria"
            isInvalid={Boolean(fieldState.error)}
            className={fieldStyles.field}
          >
            <FieldLabel isRequired>{t.reason}</FieldLabel>
            <div className={styles.options}>
              {t.reasons.map((option) => (
                <Radio key={option} value={option} className={styles.option}>
                  <span className={styles.dot} aria-hidden="true" />
                  {option}
                </Radio>
              ))}
            </div>
            <FieldHelp errorMessage={fieldState.error?.message} />
          </RadioGroup>
        )}
      />
      {reason === t.other && (
        <Controller
          control={control}
          name="otherReason"
          render={({ field, fieldState }) => (
            <RacTextField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              validationBehavior="aria"
              isInvalid={Boolean(fieldState.error)}
              className={fieldStyles.field}
            >
              <FieldLabel isRequired>{t.otherReason}</FieldLabel>
              <TextArea className={`${fieldStyles.input} ${styles.area}`} rows={4} />
              <FieldHelp description={t.otherReasonDescription} errorMessage={fieldState.error?.message} />
            </RacTextField>
          )}
        />
      )}
      <Button type="submit" fullWidth>
        {t.next}
      </Button>
    </form>
  );
}
