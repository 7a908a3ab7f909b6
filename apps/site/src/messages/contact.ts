/**
 * The contact form (/contact) and its answer: what the site says itself. Its title is the footer's
 * link (ui messages/shell.ts `contact`), the e-mail field's label ui's (`emailConfirm.email`).
 */
export const contactText = {
  name: 'お名前',
  kana: 'フリガナ',
  phone: '電話番号',
  orderNumber: '注文番号（ご注文についてのお問い合わせ）',
  content: 'お問い合わせ内容',
  submit: '送信する',
  sentTitle: 'お問い合わせを受け付けました',
  sentLead: 'お問い合わせありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。',
} as const;
