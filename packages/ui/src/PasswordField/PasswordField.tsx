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
 * 表示・非表示を切り替えられるパスワード入力。スマートフォンでも打った文字を確かめられます。
 *
 * **使う場面**: ログイン、会員登録、パスワードの再設定・変更。
 *
 * **使わない場面**: パスワード以外の秘密の値を隠すため。
 *
 * - する: 新しいパスワードには `autoComplete="new-password"` と条件の `description`（8 文字以上、英字と数字）。
 * - しない: 貼り付けを禁止する（パスワード管理ツールを使えなくなります。WCAG 3.3.8）。
 *
 * **キーボード・スクリーンリーダー**: 入力欄のあとに「パスワードを表示」のボタン（`aria-pressed` で状態を伝えます）。
 *
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
