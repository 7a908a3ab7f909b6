import { fieldText } from '../messages/field.ts';
import { Select, type SelectProps } from '../Select/Select.tsx';

/** A prefecture as the domain lists them (ids 1-47 in JIS order). */
export type PrefectureOption = { id: number; name: string };

export type PrefectureSelectProps = Omit<SelectProps, 'items' | 'label'> & {
  prefectures: readonly PrefectureOption[];
  label?: string;
};

/** 都道府県: the list comes from the domain package via props, so there is one source of names. */
export function PrefectureSelect({
  prefectures,
  label = fieldText.prefecture,
  ...props
}: PrefectureSelectProps) {
  return <Select {...props} label={label} items={prefectures} autoComplete="address-level1" />;
}
