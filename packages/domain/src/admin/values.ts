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

/** 普通, 当座 and 貯蓄: the account types Japanese banks use for a transfer. */
export const bankAccountTypes = ['ordinary', 'checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  ordinary: '普通',
  checking: '当座',
  savings: '貯蓄',
};

export const adminMessages = {
  invoiceRegistrationNumber: '登録番号は T と13桁の数字で入力してください（例: T1234567890123）。',
  /** The answer of every delete the console makes. */
  deleted: '削除しました。',
  unauthorized: 'ログインしてください。',
  sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  signInFailed: 'メールアドレスまたはパスワードが正しくありません。',
  otpRequired: '確認コードを入力してください。',
  otpInvalid: '確認コードが正しくありません。',
  otpFormat: '確認コードは6桁の数字で入力してください。',
  recoveryCodeWrong: 'リカバリーコードが正しくないか、すでに使われています。',
  recoveryCodeFormat: 'リカバリーコードは「xxxxx-xxxxx」の形（英数字10文字）で入力してください。',
  operatorExists: 'このメールアドレスの運営者はすでに登録されています。',
  mixedScriptEmail:
    'メールアドレスに種類の違う文字（ラテン文字とキリル文字など、見た目の似た文字）が混ざっています。半角英数字で入力し直してください。',
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
  /** Once anyone has entered, what they entered on stays as it was. */
  drawLockedWithEntries: (what: string) => `応募があるため、${what}は変更できません。`,
  drawBenefitHasEntries: (name: string) => `「${name}」にはすでに応募があるため、削除できません。`,
  drawBenefitLocked: (name: string, what: string) =>
    `「${name}」にはすでに応募があるため、${what}は変更できません。`,
  drawBenefitDrawnLocked: (name: string) =>
    `「${name}」は抽選済みのため、応募できる人数と当選数は変更できません。`,
  drawCapacityBelowEntries: (name: string, entries: number) =>
    `「${name}」の応募できる人数は、応募済みの${entries}人より少なくできません。`,
  drawBenefitUnknown: '特典が見つかりません。画面を読み込み直してください。',
  drawPlanUnknown: '指定された会員プランが見つかりません。',
  redrawNotDrawn: 'この特典はまだ抽選していません。先に抽選を実施してください。',
  redrawNoneLeft: '二次抽選の対象になる落選者がいません。',
  redrawTooMany: (left: number) => `二次抽選の当選数は、落選した${left}人以下にしてください。`,
  rangeOrder: '終了日時は開始日時より後にしてください。',
  dateTime: '日時を正しく入力してください。',
  saved: '保存しました。',
  nothingToChange: '変更する項目を指定してください。',
} as const;
