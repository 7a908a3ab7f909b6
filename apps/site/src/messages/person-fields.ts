// The person block of the site's forms (PersonFields: sign-up, the profile, checkout) and the same
// person as a confirmation or マイページ shows them.

/** The person block: names, kana, phone and address, and what the postal-code lookup did. */
export const personFieldText = {
  lastName: '姓',
  firstName: '名',
  lastNameKana: 'セイ',
  firstNameKana: 'メイ',
  kana: '全角カタカナ',
  phone: '電話番号',
  phoneHint: 'ハイフンなし（例：09012345678）',
  zipCode: '郵便番号',
  zipHint: '7桁（例：1500001）。入力すると住所が自動で入ります。',
  address1: '市区町村',
  address2: '番地',
  address3: '建物名・部屋番号',
  /** The person as a confirmation or マイページ shows them. */
  name: 'お名前',
  nameKana: 'フリガナ',
  address: '住所',
  /** The status line after a postal-code lookup: what it filled in, and what it emptied. */
  lookedUp: (prefecture: string, city: string, clearedStreet: boolean) =>
    `郵便番号から都道府県（${prefecture}）と市区町村（${city}）を入力しました。` +
    (clearedStreet
      ? '郵便番号が変わったため、番地と建物名・部屋番号を空にしました。新しい住所を入力してください。'
      : '続けて番地を入力してください。'),
} as const;
