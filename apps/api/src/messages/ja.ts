/** Japanese messages of the API, keyed by meaning (every 4xx answer carries one as `message`). */
export const ja = {
  badRequest: 'リクエストの内容が正しくありません。',
  validation: '入力内容に誤りがあります。',
  invalidJson: 'リクエストの形式が正しくありません（JSON）。',
  unsupportedMediaType: 'このリクエスト形式には対応していません。',
  payloadTooLarge: 'リクエストのサイズが大きすぎます。',
  uriTooLong: 'URL が長すぎます。',
  companyIdMissing: 'company-id ヘッダーが指定されていません。',
  companyIdInvalid: 'company-id ヘッダーの値が正しくありません。',
  unauthorized: 'ログインしてください。',
  tokenExpired: 'ログインの有効期限が切れました。再度ログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  notFound: 'お探しの情報が見つかりませんでした。',
  routeNotFound: '指定された API は存在しません。',
  methodNotAllowed: 'このメソッドには対応していません。',
  conflict: '他の操作と競合しました。もう一度お試しください。',
  tooManyRequests: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
  signInFailed: 'メールアドレスまたはパスワードが正しくありません。',
  /** A member whose membership the operators stopped (the spec names no message for it). */
  accountBanned: 'このアカウントはご利用を停止しています。詳しくはお問い合わせください。',
  signInLocked: (minutes: number) =>
    `ログインの試行回数が上限に達しました。${minutes}分ほど時間をおいてから再度お試しください。パスワードをお忘れの場合は再設定できます。`,
  mailThrottled: (minutes: number) =>
    `メールの送信回数が上限に達しました。${minutes}分ほど時間をおいてから再度お試しください。`,
  tooManyInquiries: (minutes: number) =>
    `お問い合わせの送信回数が上限に達しました。${minutes}分ほど時間をおいてから再度お試しください。`,
  mailSent: 'メールを送信しました。メールに記載されたリンクから手続きを進めてください。',
  tokenInvalid: 'トークンの有効期限が切れているか、すでに使用されています。',
  tokenEmailMismatch: 'メールアドレスが登録用リンクのものと一致しません。',
  emailTaken: 'このメールアドレスはすでに登録されています。',
  emailSameAsCurrent: '現在と同じメールアドレスです。',
  emailChanged: 'メールアドレスを変更しました。',
  emailRestored:
    'メールアドレスを元に戻し、すべての端末からログアウトしました。お送りしたメールから新しいパスワードを設定してください。',
  passwordTriesLocked: 'パスワードの入力回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  passwordWrong: '現在のパスワードが正しくありません。',
  passwordChanged: 'パスワードを変更しました。',
  passwordReset: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  refreshFailed: 'ログインの有効期限が切れました。再度ログインしてください。',
  loggedOut: 'ログアウトしました。',
  userNotFound: '会員情報が見つかりませんでした。',
  mediaForbidden:
    'このファイルを表示する権限がないか、リンクの有効期限が切れています。ページを読み込み直してください。',
  internal: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
} as const;
