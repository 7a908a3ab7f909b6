import { FieldError, Text } from 'react-aria-components';
import styles from './Field.module.css';

type FieldHelpProps = { description?: string | undefined; errorMessage?: string | undefined };

/**
 * react-aria のフィールドの中の説明とエラー。react-aria が両方を `aria-describedby` につなぎます。
 *
 * Description and error under a control; RAC wires both into aria-describedby.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
