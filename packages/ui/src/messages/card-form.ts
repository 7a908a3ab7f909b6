/** CardForm (and its schema). */
export const cardFormText = {
  choice: 'お支払いに使うカード',
  saved: '登録済みのカード',
  /** Read instead of a row of asterisks: 「4111から始まるカード」. */
  savedSpoken: (first4: string) => `${first4}から始まるカード`,
  newCard: '新しいカードを入力する',
  legend: 'クレジットカード情報',
  /** The brands the payment provider takes (the 特定商取引法 page names the same). */
  brands: 'ご利用いただけるカード',
  brandNames: ['Visa', 'Mastercard', 'JCB', 'American Express', 'Diners Club'],
  /** What this payment charges, restated on the card step. */
  amount: 'お支払い金額',
  note: 'カード情報は決済代行会社に直接送信され、当サイトには保存されません。',
  number: 'カード番号',
  numberDescription: 'カード表面の14〜16桁の数字',
  expire: '有効期限（MM/YY）',
  expireDescription: '例：12/29（月／西暦の下2桁）',
  securityCode: 'セキュリティコード',
  securityCodeDescription: 'カード裏面の3桁の数字（アメリカン・エキスプレスは表面の4桁）',
  holder: 'カード名義',
  holderDescription: '半角大文字のローマ字で、カードの表記どおりに入力してください。例：TARO YAMADA',
  submit: '確認画面へ進む',
  back: '戻る',
  errors: {
    numberRequired: 'カード番号を入力してください。',
    number: 'カード番号を正しく入力してください。',
    expireRequired: '有効期限を入力してください。',
    expire: '有効期限をMM/YYの形式で入力してください。',
    expired: '有効期限が切れています。別のカードをご利用ください。',
    securityCodeRequired: 'セキュリティコードを入力してください。',
    securityCode: 'セキュリティコードは3桁または4桁の数字で入力してください。',
    holderRequired: 'カード名義を入力してください。',
    holder: 'カード名義は半角大文字の英字で入力してください。',
  },
} as const;
