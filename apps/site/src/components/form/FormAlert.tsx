import styles from './form.module.css';

interface FormAlertProps {
  /** Give the same id to the form's `aria-describedby`, so the form is described by its failure. */
  readonly id: string;
  /** The failure in the spec's words (errorMessage / paymentFailureMessage); nothing when null. */
  readonly message: string | null;
}

/**
 * Why a form was refused, inside the form and next to its button: announced at once (role=alert),
 * and still there when the fan looks again, however long that takes (a toast is at most an extra).
 */
export function FormAlert({ id, message }: FormAlertProps) {
  return (
    // The live region is always there, so the message is announced when it arrives.
    <div id={id} role="alert" className={message ? styles.alert : styles.alertIdle}>
      {message}
    </div>
  );
}
