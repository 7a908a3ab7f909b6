import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { emailConfirmText } from '../messages/email-confirm.ts';
import { TextField } from '../TextField/TextField.tsx';
import styles from './EmailConfirmField.module.css';

export type EmailConfirmFieldProps<T extends FieldValues, TOutput = T> = {
  /**
   * react-hook-form の control。組のチェックはフォームの zod スキーマが行います。
   * react-hook-form's control; the form's zod schema checks the pair (e.g. domain's sendEmailBody).
   */
  control: Control<T, unknown, TOutput>;
  /** メールアドレスの項目名（例: `email`）。 The email field, e.g. `email`. */
  name: FieldPath<T>;
  /**
   * 確認欄の項目名（例: `confirmEmail`）。
   * The confirmation field, e.g. `confirmEmail`; its error is the schema's mismatch message.
   */
  confirmName: FieldPath<T>;
  /** メールアドレス欄のラベル。 */
  label?: string;
  /** 確認欄のラベル。 */
  confirmLabel?: string;
  /** 入力の補足。 */
  description?: string;
  /** 必須にします。 */
  isRequired?: boolean;
  /** 入力できない状態。 */
  isDisabled?: boolean;
};

/**
 * メールアドレスを 2 回入力してもらう欄（注文、会員登録のメール）。それぞれの欄にその欄のエラーを出します。
 *
 * **使う場面**: 仕様が確認欄を求めるフォーム（react-hook-form と zod のスキーマと一緒に）。
 *
 * **使わない場面**: ログインなど、打ち間違いをすぐに直せる場面。
 *
 * - ✅ する: 貼り付けと自動入力を許す（WCAG 3.3.7 / 3.3.8）。
 * - ❌ しない: 確認欄への貼り付けを禁止する。
 *
 * **キーボード・スクリーンリーダー**: 2 つの `TextField` です。一度送信した後は、メールアドレスを直すと確認欄も確かめ直します。
 *
 * An email typed twice where the spec carries a confirmation field (order, sign-up mail). Each
 * field shows its own message beside it; after the first submit, editing the email re-checks the
 * confirmation too (`deps`). Paste and autofill stay allowed on both fields (WCAG 3.3.7 / 3.3.8).
 */
export function EmailConfirmField<T extends FieldValues, TOutput = T>({
  control,
  name,
  confirmName,
  label = emailConfirmText.email,
  confirmLabel = emailConfirmText.confirm,
  description,
  isRequired = true,
  isDisabled,
}: EmailConfirmFieldProps<T, TOutput>) {
  return (
    <div className={styles.pair}>
      <Controller
        control={control}
        name={name}
        rules={{ deps: [confirmName] }}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            name={field.name}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            description={description}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={confirmName}
        render={({ field, fieldState }) => (
          <TextField
            label={confirmLabel}
            name={field.name}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            description={emailConfirmText.confirmDescription}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
