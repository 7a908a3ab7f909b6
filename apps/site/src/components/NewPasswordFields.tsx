import { PasswordField } from '@fanclub/ui';
import { accountFieldText as text } from '../messages/forms.ts';
import { bind, type TextFieldBinding } from './form/bind.ts';

/**
 * A new password typed twice (sign-up, reset, change): ui PasswordFields with the rule under the
 * first, `new-password` for the browser's password manager on both.
 */
export function NewPasswordFields({
  password,
  confirm,
  label = text.newPassword,
}: {
  /** `form.field(...)` of the new password. */
  password: TextFieldBinding;
  /** `form.field(...)` of its confirmation. */
  confirm: TextFieldBinding;
  /** The first field's label; the second says the same with （確認）. */
  label?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        isRequired
        description={text.passwordRule}
        {...bind(password)}
      />
      <PasswordField label={text.confirm(label)} autoComplete="new-password" isRequired {...bind(confirm)} />
    </>
  );
}
