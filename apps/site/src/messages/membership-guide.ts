/** The membership guide (入会案内): what joining gives and the steps to join. */
export const guideText = {
  // ui nav's membershipGuide says the same; that module (the drawer's words) is not on this public
  // page's first load, and would add 0.3 KiB to a route at its budget.
  title: '入会案内',
  lead: 'ファンクラブに入会すると、会員限定のブログ・動画・写真、チケットの先行受付、デジタル会員証などをお楽しみいただけます。',
  plansNote:
    '会費は税込の金額です。お支払いはクレジットカードで、選んだ周期ごとに自動で更新されます（いつでも退会できます）。',
  stepsHeading: 'ご入会の流れ',
  step: (n: number) => `STEP ${n}`,
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
} as const;
