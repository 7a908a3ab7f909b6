/** Plain values of the admin contract shared by the console's screens and the server. */
export const newsStatuses = ['draft', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/** What a shipping operator may move an order to, from each status (cancel is its own call). */
export const orderStatusFlow = {
  paid: ['preparing', 'shipped'],
  preparing: ['shipped'],
  shipped: ['delivered'],
} as const satisfies Record<string, readonly string[]>;

/** Statuses that can still be cancelled (stock returned, payment refunded). */
export const cancellableOrderStatuses = ['paid', 'preparing'] as const;

/** The member number shown to operators and fans: the account id, zero-padded to eight digits. */
export const memberNumber = (id: number) => String(id).padStart(8, '0');

export const adminMessages = {
  /** The answer of every delete the console makes. */
  deleted: '削除しました。',
  unauthorized: 'ログインしてください。',
  sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  signInFailed: 'メールアドレスまたはパスワードが正しくありません。',
  otpRequired: '確認コードを入力してください。',
  otpInvalid: '確認コードが正しくありません。',
  otpFormat: '確認コードは6桁の数字で入力してください。',
  operatorExists: 'このメールアドレスの運営者はすでに登録されています。',
  lastOwner: 'オーナーが一人もいなくなるため、この変更はできません。',
  notFound: '指定されたデータが見つかりません。',
  categoryNotFound: 'カテゴリーが見つかりません。',
  categoryRequired: 'カテゴリーを選択してください。',
  wholeNumber: '0以上の整数で入力してください。',
  statusRequired: '公開するか下書きにするかを選んでください。',
  statusTransition: (from: string, to: string) => `「${from}」から「${to}」には変更できません。`,
  trackingRequired: '発送済みにするには追跡番号を入力してください。',
  notCancellable: 'この注文はキャンセルできません。',
  refundFailed: '返金に失敗しました。決済事業者の管理画面をご確認ください。',
  drawAlreadyDone: 'この抽選はすでに実施されています。',
  drawNoBenefit: '抽選する特典がありません。',
  rangeOrder: '終了日時は開始日時より後にしてください。',
  dateTime: '日時を正しく入力してください。',
  saved: '保存しました。',
  nothingToChange: '変更する項目を指定してください。',
} as const;
