/**
 * The 47 prefectures in JIS X 0401 order. Written out here rather than copied from the spec's
 * reference list, which misspells Kanagawa (id 14) and repeats Tottori's English name for Shimane (id 32).
 */
import type { Prefecture } from './contract/entities.ts';

const NAMES: readonly (readonly [string, string])[] = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];

/** Ids are the JIS codes 1-47, the same numbers zip lookups return as `prefcode`. */
export const PREFECTURES: readonly Prefecture[] = NAMES.map(([name, nameEn], index) => ({
  id: index + 1,
  name,
  nameEn,
}));

export const findPrefectureById = (id: number): Prefecture | undefined => PREFECTURES[id - 1];

/** Matches a zip lookup's `address1` (e.g. 神奈川県) back to its prefecture. */
export const findPrefectureByName = (name: string): Prefecture | undefined =>
  PREFECTURES.find((prefecture) => prefecture.name === name);
