import { Label } from 'react-aria-components';
import type { ReactNode } from 'react';
import { ja } from '../messages/ja.ts';
import styles from './Field.module.css';

/**
 * react-aria のフィールド（Select、RadioGroup など）の中のラベル。必須なら「必須」を付けます。ネイティブの入力欄には `NativeFieldLabel`。
 *
 * A label with the 必須 badge Japanese forms show next to required fields.
 */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && <span className={styles.badge}>{ja.required}</span>}
    </Label>
  );
}
