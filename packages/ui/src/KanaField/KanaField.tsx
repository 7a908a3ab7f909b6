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
 * フリガナの入力。ひらがなや半角カナは、入力欄を離れたときに全角カタカナに直します。
 *
 * **使う場面**: 氏名のフリガナ（セイ・メイ）。
 *
 * **使わない場面**: ふつうの文字入力（`TextField`）。
 *
 * - する: 変換は入力欄を離れてから（IME の変換中に文字を変えると変換が壊れるため）。
 *
 * **キーボード・スクリーンリーダー**: `TextField` と同じです。
 *
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
