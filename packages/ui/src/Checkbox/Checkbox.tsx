import { useId, type ReactNode } from 'react';
import { Checkbox as RacCheckbox, type CheckboxProps as RacCheckboxProps } from 'react-aria-components';
import fieldStyles from '../Field/Field.module.css';
import styles from './Checkbox.module.css';

export type CheckboxProps = Omit<RacCheckboxProps, 'children'> & {
  children: ReactNode;
  /** e.g. 「利用規約に同意してください」 when the terms box is left unticked. */
  errorMessage?: string;
};

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
