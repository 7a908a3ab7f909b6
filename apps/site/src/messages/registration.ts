// Registration (/membership-registration and its steps): what the site says itself.
import { uiMessages } from '@fanclub/ui';

const terms = '会員規約（利用規約）';
const submitSignUp = 'この内容で登録する';

/** Step 1: the email to send the link to, the mail settings and the plans; step 2: the mail sent. */
export const registrationText = {
  lead: '登録は無料です。ご入力のメールアドレスに、会員登録用のURLをお送りします。',
  plansNote:
    '無料会員として登録したあと、マイページからいつでも有料プランにお申し込みいただけます。会費は税込の金額です。',
  mailSettings: 'メールの受信設定（ドメイン指定受信）',
  /** Said by the server's HTML until the browser reads the site's own domain. */
  thisDomain: 'このサイトのドメイン',
  mailSettingsBefore: '迷惑メール対策でドメイン指定受信をご利用の方は、',
  mailSettingsMiddle: 'からのメールを受信できるよう設定してから送信してください（送信元：',
  mailSettingsAfter: '）。',
  sendTo: '登録用メールの送り先',
  sentTo: (email: string | undefined) => (email ? `${email} 宛てに` : 'ご入力のメールアドレス宛てに'),
  sent: '会員登録用のURLをお送りしました。メールに記載のURLから登録を続けてください。',
  notArrived:
    'メールが届かない場合は、迷惑メールフォルダと、ドメイン指定受信の設定をご確認のうえ、もう一度お試しください。',
  resend: 'メールを再送信する',
} as const;

/** The registration form: the email twice and the agreement to the terms. */
export const registrationFormText = {
  readBefore: 'ご登録の前に',
  terms,
  and: 'と',
  readAfter: 'をお読みください。',
  agree: `${terms}と${uiMessages.privacy}に同意する（必須）`,
  send: '登録用メールを送信する',
} as const;

/** Step 3: the mailed link opens the member information form (or says it has expired). */
export const signUpText = {
  guideTitle: '会員登録のご案内',
  guide:
    '会員登録は、メールアドレスの確認から始まります。登録用メールのURLを開くと、この画面で会員情報を入力できます。',
  sendMail: '登録用メールを送る',
  expiredTitle: 'URLの有効期限が切れています',
  resendMail: '登録用メールを再送信する',
  title: '会員情報の入力',
  steps: '登録の手順',
  step: (n: number) => `STEP ${n}`,
  stepOf: (n: number, title: string) => `STEP ${n}（全3ステップ） ${title}`,
  accountStep: 'ログイン情報・プロフィール',
  personStep: 'お名前・ご連絡先',
  reviewStep: '入力内容の確認',
  back: '戻る',
  submit: submitSignUp,
  review: `以下の内容で登録します。よろしければ「${submitSignUp}」を押してください。`,
  hidden: '（表示しません）',
  none: '（なし）',
} as const;

/** The welcome after sign-up: the member number and the next steps. */
export const registrationCompleteText = {
  title: '会員登録が完了しました',
  welcome: (name: string | null) =>
    `${name === null ? '' : `${name}さん、`}ようこそ！無料会員としてログインしています。`,
  memberNumber: 'あなたの会員番号',
  memberNumberNote: '会員番号は会員証とマイページでいつでも確認できます。',
  next: '次のステップ',
  nextNote:
    '有料プランにお申し込みいただくと、会員限定のブログ・動画・写真やチケットの先行受付をお楽しみいただけます。',
  choosePlan: '有料プランを選ぶ',
  seeGuide: '入会案内を見る',
} as const;
