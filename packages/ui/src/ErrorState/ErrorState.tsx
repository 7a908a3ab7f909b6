import { Button } from '../Button/Button.tsx';
import { statusText } from '../messages/status.ts';
import styles from './ErrorState.module.css';

type ErrorStateProps = {
  title?: string;
  /** The error's message as the catalogue (spec section 8) words it. */
  message?: string;
  /** Shows a retry button; typically react-query's `refetch`. */
  onRetry?: () => void;
  isRetrying?: boolean;
};

export function ErrorState({
  title = statusText.errorTitle,
  message = statusText.errorDescription,
  onRetry,
  isRetrying,
}: ErrorStateProps) {
  return (
    <section className={styles.root} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="ghost" onPress={onRetry} isPending={isRetrying}>
          {statusText.retry}
        </Button>
      )}
    </section>
  );
}
