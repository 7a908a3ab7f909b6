import { fieldText } from '../messages/field.ts';
import { Select, type SelectProps } from '../Select/Select.tsx';

/** A prefecture as the domain lists them (ids 1-47 in JIS order). */
export type PrefectureOption = { id: number; name: string };

export type PrefectureSelectProps = Omit<SelectProps, 'items' | 'label'> & {
  /** 都道府県の一覧（domain パッケージの `prefectures`）。 */
  prefectures: readonly PrefectureOption[];
  /** 項目名（既定は「都道府県」）。 */
  label?: string;
};

/**
 * 都道府県の選択。一覧は domain パッケージから props で渡し、名前の出どころを 1 つにします。
 *
 * **使う場面**: 住所の入力（会員情報、お届け先）。郵便番号から自動で選ばれることもあります（`ZipField`）。
 *
 * **キーボード・スクリーンリーダー**: `Select` と同じです（「ほ」と打つと北海道へ）。
 *
 * 都道府県: the list comes from the domain package via props, so there is one source of names.
 */
export function PrefectureSelect({
  prefectures,
  label = fieldText.prefecture,
  ...props
}: PrefectureSelectProps) {
  return <Select {...props} label={label} items={prefectures} autoComplete="address-level1" />;
}
