import { Button as RacButton, type ButtonProps as RacButtonProps } from 'react-aria-components';
import styles from './Button.module.css';
import { withClass } from './with-class.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = Omit<RacButtonProps, 'className'> & {
  /** Extra class for layout (margins, width); the look comes from `variant`. */
  className?: string;
  variant?: ButtonVariant;
  /** Stretches to the container's width (phone forms). */
  fullWidth?: boolean;
};

/**
 * A button on the brand colours. While `isPending` RAC keeps it focusable, ignores presses and
 * announces the busy state; we add a spinner.
 */
export function Button({ variant = 'primary', fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <RacButton
      {...props}
      className={withClass(styles.button, className)}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
    >
      {(renderProps) => (
        <>
          {renderProps.isPending && <span className={styles.spinner} aria-hidden="true" />}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RacButton>
  );
}
