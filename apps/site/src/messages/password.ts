// The forgotten password (/forgot-password, /reset-password): what the site says itself.

/** /forgot-password and /reset-password. */
export const passwordText = {
  forgotLead: 'ご登録のメールアドレスに、パスワード再設定用のURLをお送りします。',
  mailSent: (email: string) =>
    `${email} 宛てにパスワード再設定用のURLをお送りしました。メールに記載のURLから新しいパスワードを設定してください。`,
  send: '送信する',
  resetTitle: 'パスワードの再設定',
  resetDone: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  openMailedLink: 'メールに記載のURLからお進みください。',
  sendResetMail: '再設定用のメールを送る',
  newPasswordTitle: '新しいパスワードの設定',
  set: '設定する',
} as const;
