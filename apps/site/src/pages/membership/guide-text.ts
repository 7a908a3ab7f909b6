/** The words of the membership guide (入会案内) and of the home page's invitation to it. */
export const guideText = {
  title: '入会案内',
  lead: 'ファンクラブに入会すると、会員限定のブログ・動画・写真、チケットの先行受付、デジタル会員証などをお楽しみいただけます。',
  plansHeading: '会員プラン',
  plansNote:
    '会費は税込の金額です。お支払いはクレジットカードで、選んだ周期ごとに自動で更新されます（いつでも退会できます）。',
  noPlans: '現在お申し込みいただけるプランはありません。',
  currentPlan: (name: string) => `現在「${name}」をご利用中です。`,
  seeCard: '会員証を見る',
  stepsHeading: 'ご入会の流れ',
  steps: [
    {
      title: 'メールアドレスの登録',
      text: '新規会員登録でメールアドレスを送ると、登録用のリンクがメールで届きます。',
    },
    {
      title: '会員情報の入力',
      text: 'メールのリンクから、お名前・ご住所などを入力して無料会員になります。',
    },
    {
      title: 'プランを選んでお支払い',
      text: 'ログインしてプランを選び、クレジットカードでお支払いいただくと有料会員になり、会員証が使えます。',
    },
  ],
  register: '新規会員登録（無料）',
  memberPrompt: 'すでに会員の方は',
  signIn: 'ログイン',
} as const;
