// マイページ (/my-account and its screens): what the site says itself. The links to these screens
// that other areas show too are in common.ts.

/** /my-account: the member's information, plan, birthday gift and card. */
export const myAccountText = {
  title: '会員情報',
  registered: '登録情報',
  /** The settings menu; each row is named as the page it opens is titled. */
  settings: '各種設定',
  editProfile: '登録情報の変更',
  profileDetail: 'お名前・ご住所・電話番号・生年月日',
  changeEmail: 'メールアドレスの変更',
  changePassword: 'パスワードの変更',
  announcementMail: 'お知らせメール',
  announcementMailDetail: 'クラブからのお知らせを受け取るかどうか',
  plan: '会員プラン',
  ended: (plan: string) => `「${plan}」のご利用期間は終了しています。`,
  free: '無料会員です。',
  upgrade: '有料会員になる',
  paymentCard: 'お支払いカード',
  cardInvalid: '（有効期限切れまたは無効）',
  noCard: 'カードは登録されていません。',
} as const;

/** マイページ's birthday gift, in a paid member's birth month. */
export const birthdayGiftText = {
  title: 'バースデーギフト',
  lead: (month: number) =>
    `${month}月生まれの会員の皆さまへ、メンバーからのギフトです。1年に1回お受け取りいただけます。`,
  video: 'メッセージ動画',
  received: '受け取り済みです。',
  mailed: '受け取り済みです。ご登録のご住所へお届けします。',
  receive: 'ギフトを受け取る',
} as const;

/** /my-account/card: the digital membership card (会員証), also offline. */
export const cardText = {
  title: '会員証',
  lead: 'イベント会場などで、この画面を係員にお見せください。',
  offlineBefore: 'オフラインのため、',
  offlineAfter: 'に読み込んだ会員証を表示しています。',
  offlineNone:
    'オフラインのため会員証を表示できません。一度オンラインで会員証を開くと、次からはオフラインでも表示できます。',
  kept: 'この会員証は端末に保存されました。電波の届かない場所でも表示できます。',
  codeLate:
    '最新のQRコードを読み込めないため、オフライン用のQRコードを表示しています。電波の届く場所で自動的に最新のコードに切り替わります。',
  homeScreen: 'ホーム画面に追加する',
  homeScreenHow:
    'ブラウザのメニューから「ホーム画面に追加」を選ぶと、アプリのようにすぐ会員証を開けます。一度表示した会員証は、電波の届かない会場でも表示できます。',
  clubName: 'ファンクラブ',
} as const;

/** Changing the email address, the password and the profile. */
export const accountEditText = {
  emailTitle: 'メールアドレスの変更',
  emailSent: (email: string) =>
    `${email} 宛てに確認用のURLをお送りしました。メールのURLを開くと変更が完了します。`,
  newEmail: '新しいメールアドレス',
  identity: 'ご本人確認のため入力してください',
  sendConfirmation: '確認メールを送信する',
  emailChanged: 'メールアドレスを変更しました。',
  resendConfirmation: '確認メールを再送信する',
  undoTitle: 'メールアドレスを元に戻す',
  toSignIn: 'ログイン画面へ',
  toPasswordReset: 'パスワードの再設定へ',
  passwordTitle: 'パスワードの変更',
  passwordChanged: 'パスワードを変更しました。',
  profileTitle: '登録情報の変更',
  profileChanged: '登録情報を変更しました。',
  change: '変更する',
} as const;

/** /my-account/announcement-mail: whether the club's announcements (一斉メール) are mailed. */
export const announcementMailText = {
  title: 'お知らせメール',
  lead: 'ライブや会員先行受付など、クラブからのお知らせをメールでお送りします。',
  transactional:
    '受け取らない設定にしても、ご注文・お支払い・会員プラン・ログインに関するメールは今までどおりお送りします。',
  receive: 'お知らせメールを受け取る',
  save: '保存する',
  on: 'お知らせメールを受け取る設定にしました。',
  off: 'お知らせメールを受け取らない設定にしました。',
  back: 'マイページへ戻る',
} as const;
