import { useId, type ReactNode } from 'react';
import { Checkbox as RacCheckbox, type CheckboxProps as RacCheckboxProps } from 'react-aria-components';
import fieldStyles from '../Field/Field.module.css';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<RacCheckboxProps, 'children'> & {
  /** チェックボックスの文言（ラベル）。 */
  children: ReactNode;
  /**
   * エラーの文言（例: 利用規約に同意してください）。
   * e.g. 「利用規約に同意してください」 when the terms box is left unticked.
   */
  errorMessage?: string;
};

/**
 * 1 つのチェックボックス。規約への同意などに使います。
 *
 * **使う場面**: オン・オフを 1 つ選ぶ（「利用規約に同意する」「メールを受け取る」）。
 *
 * **使わない場面**: すぐに効く切り替え、複数の選択肢から 1 つ（ラジオ）。
 *
 * - する: 同意が必要なら未チェックで送信されたときに `errorMessage`（「利用規約に同意してください」）。
 * - しない: 最初からチェックを入れて同意させる。
 *
 * **キーボード・スクリーンリーダー**: Tab で止まり Space で切り替えます。エラーは説明として読み上げられます。
 */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={styles.root}>
      <RacCheckbox
        {...props}
        isInvalid={props.isInvalid ?? Boolean(errorMessage)}
        aria-describedby={errorMessage ? errorId : undefined}
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 18 18" className={styles.check}>
            <polyline
              points="3.5 9.5 7.5 13.5 14.5 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
          </svg>
        </span>
        <span>{children}</span>
      </RacCheckbox>
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
