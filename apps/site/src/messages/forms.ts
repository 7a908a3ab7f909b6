// The labels and hints of the account's own fields (NewPasswordFields, BirthDateField, sign-in,
// sign-up and the profile). The person block's words are in person-fields.ts: every form route
// loads this module with its text fields, and most of them show no address.

/** The account's own fields: password, nickname, birth date, gender. */
export const accountFieldText = {
  password: 'パスワード',
  newPassword: '新しいパスワード',
  currentPassword: '現在のパスワード',
  /** The second of a field typed twice: 「パスワード（確認）」. */
  confirm: (label: string) => `${label}（確認）`,
  passwordRule: '英字と数字を含む8文字以上',
  nickName: 'ニックネーム',
  birthDate: '生年月日',
  gender: '性別',
} as const;
