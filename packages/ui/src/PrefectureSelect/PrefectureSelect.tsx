import { fieldText } from '../messages/field.ts';
import { NativeSelect, type NativeSelectProps } from '../Select/NativeSelect.tsx';

/** A prefecture as the domain lists them (ids 1-47 in JIS order). */
export type PrefectureOption = { id: number; name: string };

export type PrefectureSelectProps = Omit<NativeSelectProps, 'options' | 'label' | 'autoComplete'> & {
  /** 都道府県の一覧（domain パッケージの `PREFECTURES`）。 */
  prefectures: readonly PrefectureOption[];
  /** 項目名（既定は「都道府県」）。 */
  label?: string;
};

/**
 * 都道府県: the list comes from the domain package via props, so there is one source of names. A
 * native select (`NativeSelect`): 47 options are what a phone's own picker is good at, and the
 * address forms of public pages pay no react-aria for it. `onChange` gets the id as text ('' for none).
 */
export function PrefectureSelect({
  prefectures,
  label = fieldText.prefecture,
  ...props
}: PrefectureSelectProps) {
  return (
    <NativeSelect
      {...props}
      label={label}
      options={prefectures.map((p) => ({ value: p.id, label: p.name }))}
      autoComplete="address-level1"
    />
  );
}
