export { KanaField, type KanaFieldProps } from './KanaField.tsx';
export { isFullWidthKatakana, toFullWidthKatakana } from '../format/kana.ts';
