import { useState } from 'react';
import { toFullWidthKatakana } from '@fanclub/domain/format';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type KanaFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** 入力値。 */
  value?: string;
  /** 最初の値。 */
  defaultValue?: string;
  /** 値が変わったとき（離れたときは全角カタカナに直した値）。 */
  onChange?: (value: string) => void;
};

/**
 * A フリガナ field. Conversion waits for blur: changing the text while an IME is composing
 * would break the composition.
 */
export function KanaField({ value, defaultValue = '', onChange, onBlur, ...props }: KanaFieldProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const update = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <TextField
      {...props}
      value={current}
      onChange={update}
      onBlur={(event) => {
        const converted = toFullWidthKatakana(current);
        if (converted !== current) update(converted);
        onBlur?.(event);
      }}
    />
  );
}
