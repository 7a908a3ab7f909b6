import { useState } from 'react';
import { useHover } from '../Button/use-hover.ts';
import { ja } from '../messages/ja.ts';
import { TextFieldBase, type TextFieldProps } from '../TextField/TextField.tsx';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /**
   * ログインは `current-password`、登録と再設定は `new-password`。
   * `current-password` on sign-in, `new-password` on sign-up and reset.
   */
  autoComplete?: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle, so people on phones can check what they typed. Native
 * elements like TextField; the toggle is a `<button aria-pressed>`.
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { isHovered, hoverProps } = useHover(props.isDisabled);
  return (
    <TextFieldBase
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      renderInput={(input) => (
        <div className={styles.group}>
          {input}
          <button
            {...hoverProps}
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            disabled={props.isDisabled}
            data-selected={visible || undefined}
            data-hovered={isHovered || undefined}
            data-disabled={props.isDisabled || undefined}
            onClick={() => setVisible(!visible)}
          >
            {ja.showPassword}
          </button>
        </div>
      )}
    />
  );
}
