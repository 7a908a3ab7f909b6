/**
 * The voting area (/voting, /voting/history, the point purchase): what the site says itself. The
 * way to buy points is ui's (`voting.buyPoints`), the card payment's words ./payment.ts.
 */
export const votingText = {
  title: '投票',
  balance: '保有ポイント：',
  noPoints: '投票ポイントがないため、現在は投票できません。ポイントを購入すると投票できます。',
  history: '投票履歴を見る',
  empty: '現在開催中の投票イベントはありません。',
  cancelled: '投票をやめました。',
  historyTitle: '投票履歴',
  historyEmpty: 'まだ投票していません。',
  backToVoting: '投票ページに戻る',
  purchases: 'ポイント購入履歴',
  purchasesPages: 'ポイント購入履歴のページ送り',
  purchasesEmpty: 'まだポイントを購入していません。',
  // The point purchase: packages and count (/voting/cart-point-purchase).
  purchaseTitle: '投票ポイントの購入',
  packagesEmpty: '現在購入できるポイントパックはありません。',
  packageRequired: 'ポイントパックを選択してください。',
  packageCount: '購入数（パック）',
  proceed: '購入手続きへ進む',
  summary: 'ご購入内容',
  amount: 'お支払い金額',
  pointsGiven: '付与されるポイント',
  /** 「1,000pt（500pt × 2パック）」. */
  pointsOfPacks: (total: string, each: string, count: number) => `${total}（${each} × ${count}パック）`,
  pointsExpiry: 'ポイントの有効期限',
  until: (date: string) => `${date}まで`,
  summaryEmpty: 'ポイントパックを選ぶと、お支払い金額と付与されるポイントが表示されます。',
  // The payment (/voting/point-purchase-process).
  paymentTitle: 'お支払い方法',
  confirmTitle: 'ご購入内容の確認',
  toConfirm: 'ご購入内容の確認へ進む',
  nothingChosen: '購入するポイントパックが選ばれていません。',
  chosenGone: '選んだポイントパックは現在購入できません。',
  chooseFirst: 'ポイントパックと購入数を選んでから、お支払いに進んでください。',
  choosePackage: 'ポイントパックを選ぶ',
  /** The choice above the card: 「投票ポイント 500pt × 2パック（1,000pt）：」, the price after it. */
  choice: (each: string, count: number, total: string) =>
    `投票ポイント ${each} × ${count}パック（${total}）：`,
  changeChoice: 'ポイントパック・購入数を変更する',
  bought: (points: string) => `投票ポイントを${points}購入しました。`,
  thanks: 'ご購入ありがとうございました',
  boughtLead: (points: string) =>
    `投票ポイントを${points}購入し、保有ポイントに加算しました。さっそく投票に使えます。`,
  purchasesLink: 'ポイントの購入履歴を見る',
  failedTitle: 'ポイントを購入できませんでした',
  failedLead:
    'お支払いは完了していません。選んだポイントパックはそのままです。別のカードでもお試しいただけます。',
  backToPayment: 'お支払い方法に戻る',
  // The confirmation (ui OrderConfirmation's words for this purchase).
  orderTitle: '投票ポイントのご購入',
  packageName: (points: string) => `投票ポイント ${points}`,
  expiry: (date: string) => `有効期限：${date}まで`,
  paymentTiming:
    '「購入を確定する」を押すと、カード会社の本人認証（3-D セキュア）を経て、クレジットカードで決済されます。',
  deliveryTiming: (points: string, date: string) =>
    `決済の完了後すぐに、${points}が保有ポイントに加算されます（有効期限：${date}まで）。`,
  cancellation:
    'デジタルコンテンツのため、購入の確定後のキャンセル・返品・返金はお受けできません。有効期限を過ぎたポイントは失効し、投票に使えなくなります。',
  confirmPurchase: '購入を確定する',
  // コンビニ払い: the points come with the store payment, never before.
  konbiniPaymentTiming:
    '「購入を確定する」を押すと払込票の番号が表示されます。お支払い期限までにコンビニでお支払いください。期限までにお支払いがない場合、ご購入はキャンセルされます。',
  konbiniDeliveryTiming: (points: string, date: string) =>
    `コンビニでのお支払いが確認できたときに、${points}が保有ポイントに加算されます（有効期限：${date}まで）。お支払い前には加算されません。`,
  konbiniStoreRequired: 'お支払いに使うコンビニを選択してください。',
  pendingTitle: 'コンビニでのお支払いをお待ちしています',
  pendingLead: (points: string) =>
    `払込票の番号で、お支払い期限までにコンビニでお支払いください。お支払いが確認できると${points}が保有ポイントに加算され、メールでお知らせします。`,
  pendingOrder: (orderNumber: string) => `注文番号：${orderNumber}`,
  pendingMail: '払込票の番号はメールでもお送りしました。',
  changePayment: 'お支払い方法を変更する',
  notPaid:
    'お支払いは完了していません。選んだポイントパックはそのままです。内容をご確認のうえ、もう一度お試しください。',
} as const;
