// Form fields (FieldLabel, PasswordField, Select, PrefectureSelect). Each string is its own const as well,
// so that the catalogue (./catalogue.ts) can re-export it alone.
export const required = '必須';
export const optional = '任意';
export const showPassword = 'パスワードを表示';
export const selectPlaceholder = '選択してください';
export const prefecture = '都道府県';

export const fieldText = { required, optional, showPassword, selectPlaceholder, prefecture } as const;
