import type { FieldBinding } from '../Field/binding.ts';
import { emailConfirmText } from '../messages/email-confirm.ts';
import { TextField } from '../TextField/TextField.tsx';
import styles from './EmailConfirmField.module.css';

export type EmailConfirmFieldProps = {
  /**
   * メールアドレスの欄（フォームの `email`）。組のチェックはフォームのスキーマが行います。
   * The email field of the form state (react-hook-form's `useController`, the site's
   * `form.field('email')`); the form's schema checks the pair (domain's `sendEmailBody`).
   */
  email: FieldBinding<string | null | undefined>;
  /**
   * 確認欄（フォームの `confirmEmail`）。エラーはスキーマの「一致しません」。
   * The confirmation field, e.g. `confirmEmail`; its error is the schema's mismatch message.
   */
  confirm: FieldBinding<string | null | undefined>;
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
  /**
   * 両方の欄を invalid にし、この id の説明（フォーム全体のエラー）につなぎます。
   * Both fields invalid and described by the element with this id: a failure of the whole form
   * (the server refused the address), said once next to the button.
   */
  failureId?: string;
};

/**
 * メールアドレスを 2 回入力してもらう欄（注文、会員登録のメール）。それぞれの欄にその欄のエラーを出します。
 *
 * **使う場面**: 仕様が確認欄を求めるフォーム（フォームの状態とスキーマと一緒に。react-hook-form なら `useController` の `field`）。
 *
 * **使わない場面**: ログインなど、打ち間違いをすぐに直せる場面。
 *
 * - する: 貼り付けと自動入力を許す（WCAG 3.3.7 / 3.3.8）。
 * - しない: 確認欄への貼り付けを禁止する。
 *
 * **キーボード・スクリーンリーダー**: 2 つの `TextField` です。
 *
 * An email typed twice where the spec carries a confirmation field (order, sign-up mail). Each
 * field shows its own message beside it. It takes the two fields as bindings, so any form state
 * drives it: react-hook-form (`useController`, with `deps` on the email so editing it re-checks
 * the confirmation) or the site's own `useForm`. Paste and autofill stay allowed on both fields.
 */
export function EmailConfirmField({
  email,
  confirm,
  label = emailConfirmText.email,
  confirmLabel = emailConfirmText.confirm,
  description,
  isRequired = true,
  isDisabled,
  failureId,
}: EmailConfirmFieldProps) {
  const failure = failureId ? { isInvalid: true, 'aria-describedby': failureId } : {};
  const field = (binding: EmailConfirmFieldProps['email'], fieldLabel: string, help?: string) => (
    <TextField
      label={fieldLabel}
      name={binding.name}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={binding.value ?? ''}
      onChange={binding.onChange}
      onBlur={() => binding.onBlur()}
      isRequired={isRequired}
      isDisabled={isDisabled}
      description={help}
      errorMessage={binding.errorMessage}
      {...failure}
    />
  );
  return (
    <div className={styles.pair}>
      {field(email, label, description)}
      {field(confirm, confirmLabel, emailConfirmText.confirmDescription)}
    </div>
  );
}
