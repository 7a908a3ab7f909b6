/** UnsubscribeForm (and its schema). */
export const unsubscribeText = {
  reason: '退会理由',
  reasons: [
    '料金が高いため',
    '見たいコンテンツが少ないため',
    '利用する機会が減ったため',
    'サイトが使いにくいため',
    'その他',
  ],
  other: 'その他',
  otherReason: 'その他の理由',
  otherReasonDescription: '1000文字以内でご記入ください。',
  reasonRequired: '退会理由を選択してください。',
  otherReasonRequired: 'その他の理由を入力してください。',
  otherReasonTooLong: 'その他の理由は1000文字以内で入力してください。',
  next: '確認画面へ進む',
  confirmTitle: '退会内容の確認',
  confirmLead: 'まだ退会は完了していません。以下の内容でよろしければ「退会する」を押してください。',
  plan: 'ご利用中のプラン',
  validUntil: 'ご利用期限',
  until: (date: string) => `${date}まで`,
  afterNote:
    '退会後も、お支払い済みの期間の終わりまでは有料会員としてご利用いただけます。以降の請求はありません。',
  submit: '退会する',
  back: '入力内容を修正する',
} as const;
