import type { Mail } from './mailer.ts';

/** The mails fans receive; plain text so every phone mail app shows them the same way. */
export const mails = {
  signUp: (to: string, link: string): Mail => ({
    to,
    link,
    subject: '【会員登録】登録手続きのご案内',
    text: `会員登録のお申し込みありがとうございます。\n\n以下のリンクから登録手続きを進めてください（有効期限: 24時間）。\n${link}\n\nこのメールに心当たりがない場合は、破棄してください。`,
  }),
  alreadyRegistered: (to: string, link: string): Mail => ({
    to,
    link,
    subject: '【会員登録】すでに登録済みです',
    text: `このメールアドレスはすでに会員登録されています。\n\n以下のリンクからログインしてください。パスワードをお忘れの場合は、ログイン画面から再設定できます。\n${link}`,
  }),
  passwordReset: (to: string, link: string): Mail => ({
    to,
    link,
    subject: '【パスワード再設定】再設定手続きのご案内',
    text: `パスワード再設定のお申し込みを受け付けました。\n\n以下のリンクから新しいパスワードを設定してください（有効期限: 1時間）。\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
  }),
  emailChange: (to: string, link: string): Mail => ({
    to,
    link,
    subject: '【メールアドレス変更】確認のお願い',
    text: `メールアドレス変更のお申し込みを受け付けました。\n\n以下のリンクを開くと変更が完了します（有効期限: 24時間）。\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。`,
  }),
};
