// The membership area for members (the plan purchase, plan change, leaving): what the site says
// itself. The guide (入会案内), a public page near its first-load budget, has its own module
// (membership-guide.ts); the plan list's words, which registration shows too, are in common.ts.

/** Words the membership screens share: the card that pays, the mail that confirms, how to leave. */
export const membershipText = {
  notPaid: '有料会員プランをご利用ではありません。',
  creditCard: (maskedNumber?: string | null) =>
    `クレジットカード${maskedNumber ? `（${maskedNumber}）` : ''}`,
  mailSent: '確認のメールをお送りしました。',
  choosePlanAgain: 'プランを選び直す',
  otherCard: '別のカードで申し込む',
  cancelAnytime: 'マイページの「退会する」からいつでも解約できます。',
} as const;

/** The plan purchase (/membership/upgrade): the plans, the card, then the final confirmation. */
export const upgradeText = {
  plansTitle: '有料会員プラン',
  toConfirm: 'お申し込み内容を確認する',
  /** Restated on the card step: the first charge (the fee and any initial fee), tax included. */
  firstCharge: '初回のお支払い金額',
  chooseNote: 'プランを選ぶと、お支払い方法の入力に進みます。',
  title: (plan: string) => `「${plan}」のお申し込み`,
  firstFee: (plan: string) => `${plan}（初回会費）`,
  paymentTiming: '初回分はお申し込み確定時に決済されます。',
  deliveryTiming: '決済の完了後、すぐに有料会員限定のコンテンツをご覧いただけます。',
  cancellationTerms:
    'マイページの「退会する」からいつでも解約できます。解約後も次回お支払い日の前日まではご利用いただけ、以降の課金は発生しません。お支払い済みの会費は日割りでの返金をいたしません。',
  fixPayment: 'お支払い方法を修正する',
  renewalKinds: 'お支払い方法と自動更新',
  /** Which payment renews by itself, beside the payment choice and on the final confirmation. */
  cardRenews: 'カード払い：自動更新（次の期間の会費は、期間の終わりに登録カードへ自動で請求されます）',
  konbiniDoesNotRenew:
    'コンビニ払い：自動更新されません。お支払いいただいた期間で終了します。期限前にご案内をお送りします。',
  konbiniStoreRequired: 'お支払いに使うコンビニを選択してください。',
  konbiniPeriod: (plan: string, period: string) => `${plan}（${period}分・自動更新なし）`,
  konbiniPaymentTiming:
    '払込票の番号でお支払い期限までにコンビニでお支払いください。期限を過ぎるとお申し込みは取り消されます。',
  konbiniDeliveryTiming: (period: string) =>
    `コンビニでのお支払いが確認でき次第、${period}のあいだ有料会員限定のコンテンツをご覧いただけます。有料会員中のお支払いは、いまの期限の翌日から${period}延長されます。`,
  konbiniCancellationTerms:
    'コンビニ払いの会員期間は自動更新されないため、退会の手続きは不要です。お支払い済みの会費は返金いたしません。',
  konbiniConfirm: '払込票を発行する',
  pendingLead: (plan: string) =>
    `「${plan}」のお申し込みを受け付けました。コンビニでのお支払いが確認でき次第、有料会員としてご利用いただけます。`,
  pendingOrder: (orderNumber: string) => `注文番号：${orderNumber}`,
  pendingMail: '払込票の番号はメールでもお送りしました。',
  backToMyPage: 'マイページへ戻る',
  pendingTitle: 'コンビニでのお支払いをお待ちしています',
} as const;

/** A prepaid member's renewal (the plan page offers the next period). */
export const renewalText = {
  heading: '会員期間の延長（コンビニ払い）',
  lead: (plan: string, end: string) =>
    `「${plan}」はコンビニ払いのため自動更新されません。ご利用期限は${end}までです。次の期間をお支払いいただくと、いまの期限の翌日から延長されます。`,
  renew: '次の期間をコンビニで支払う',
} as const;

/** My Page: how the next period is paid (card auto-renewal ↔ konbini), switched from the next period. */
export const renewalChoiceText = {
  heading: '更新のお支払い方法',
  currentAuto: 'カード払い（自動更新）：期間の終わりに登録カードへ自動で請求されます。',
  currentPrepaid: 'コンビニ払い（自動更新されません）：お支払い済みの期間で終了します。',
  toPrepaid: '次の期間からコンビニ払いに切り替える',
  toAuto: 'カード払いの自動更新に切り替える',
  payNext: '次の期間をコンビニで支払う',
  cardTitle: '自動更新に使うカード',
  toConfirm: '切り替え内容を確認する',
  confirmTitle: '更新のお支払い方法の変更の確認',
  confirmLead: '変更はまだ確定していません。内容をご確認のうえ、ボタンで確定してください。',
  newMethod: '変更後のお支払い方法',
  autoMethod: (card: string) => `カード払い（${card}）・自動更新`,
  prepaidMethod: 'コンビニ払い・自動更新されません',
  startsOn: '適用開始',
  fromEnd: (end: string) => `${end}（お支払い済みの期間の終わり）から`,
  nextCharge: '次回以降のお支払い',
  autoCharge: (end: string, price: string, cycle: string) =>
    `${end}に${price}（税込）を登録カードへ請求し、以降も${cycle}自動で請求します。`,
  prepaidCharge: (price: string, period: string) =>
    `自動の請求はありません。続ける場合は、期限までに次の期間（${period}分 ${price}（税込）とコンビニ払い手数料）をコンビニでお支払いください。期限前にご案内をお送りします。`,
  noChargeNow: '今回の変更で料金はかかりません。お支払い済みの期間はそのままご利用いただけます。',
  confirm: '切り替えを確定する',
  back: 'やめる',
  doneAuto: (end: string) => `${end}からカード払いの自動更新に切り替えました。`,
  donePrepaid: (end: string) => `${end}で自動更新を終了し、次の期間からコンビニ払いに切り替えました。`,
} as const;

/** 「1か月」「1年」: the length of one prepaid period. */
export const periodText = (cycleType: 'month' | 'year', cycleValue: number) =>
  cycleType === 'month' ? `${cycleValue}か月` : `${cycleValue}年`;

/** The 3-D Secure return of a plan purchase. */
export const subscriptionReturnText = {
  doneTitle: '有料会員へのお申し込みが完了しました',
  started: (plan: string) =>
    `「${plan}」のご利用を開始しました。有料会員限定のコンテンツをお楽しみください。`,
  pointsGranted: (points: string) => `投票ポイント ${points} を付与しました。`,
  unlockedTitle: 'ご利用いただけるようになったもの',
  unlockedBlog: '会員限定の記事をすべてお読みいただけます。',
  unlockedMovie: '会員限定の動画をご覧いただけます。',
  unlockedVoting: '付与されたポイントで投票できます。',
  unlockedShop: '会員限定グッズをご購入いただけます。',
  unlockedGift: '誕生月には、ここでメンバーからのバースデーギフトを受け取れます。',
  checkingTitle: 'お申し込みを確認しています',
  checkingLead: 'カードの本人認証の結果を確認しています。このままお待ちください。',
  failedTitle: 'お申し込みを完了できませんでした',
  tryAgain: 'お手数ですが、もう一度お試しください。別のカードでもお申し込みいただけます。',
  backToPlans: 'プラン選択に戻る',
} as const;

/** /my-account/plan: choosing another plan, its final confirmation and the change done. */
export const planChangeText = {
  title: 'プランの変更',
  seePlans: '有料会員プランを見る',
  leaving:
    '退会のお手続き中のため、プランを変更できません。退会を取り消すと、プランを変更できるようになります。',
  confirmTitle: 'プラン変更内容の確認',
  current: (plan: string, price: string, cycle: string) =>
    `現在のプランは「${plan}」（${price}（税込）／${cycle}）です。`,
  appliesFrom: (date: string) =>
    `変更後のプランは次回のお支払い日（${date}）から適用され、それまでは今のプランのままご利用いただけます。変更の手続きで料金はかかりません。`,
  noOthers: 'ほかに変更できるプランはありません。',
  others: '変更できるプラン',
  cheaper: (yen: string) => `今のプランより年間で${yen}おトクになります（税込）。`,
  dearer: (yen: string) => `今のプランより年間で${yen}高くなります（税込）。`,
  sameYearly: '年間の会費は今のプランと変わりません。',
  changedTitle: 'プランを変更しました',
  changedFrom: (date: string, plan: string, price: string, cycle: string) =>
    `${date}のお支払いから「${plan}」（${price}（税込）／${cycle}）になります。`,
  changedTo: (plan: string) => `「${plan}」に変更しました。`,
  // The final confirmation (特定商取引法 12条の6).
  finalCheck: 'プラン変更の最終確認',
  lead: 'プランの変更はまだ確定していません。内容をご確認のうえ、ページ下のボタンで確定してください。',
  changes: '変更内容',
  currentPlan: '現在のプラン',
  newPlan: '変更後のプラン',
  newFee: '変更後の会費',
  startsOn: '適用開始日',
  nextBillingDay: '次回のお支払い日',
  onNextBillingDay: (date: string) => `${date}（次回のお支払い日）`,
  thisPayment: '今回のお支払い',
  noCharge: '（変更の手続きで料金はかかりません。お支払い済みの期間の返金・日割りはありません）',
  terms: 'お支払い・解約について',
  chargedOn: (date: string | null) => `${date ? `${date}に` : '次回のお支払い日に'}変更後の会費`,
  chargedAfter: (cycle: string) => `が決済され、以降も${cycle}同じ日に自動で決済されます。`,
  cancelNote: '次回のお支払い日の前日までに手続きすると、以降の請求はありません。',
  confirm: 'プランの変更を確定する',
} as const;

/** Leaving (/my-account/unsubscribe) and withdrawing it (/my-account/unsubscribe/cancel). */
export const leaveText = {
  title: '退会手続き',
  doneTitle: '退会手続きが完了しました',
  done: (plan: string) => `「${plan}」の退会を承りました。これ以降の会費の請求はありません。`,
  doneUntil: (date: string) => `${date}までは、これまでどおり有料会員としてご利用いただけます。`,
  changeMind: '気が変わったときは、ご利用期限までマイページから退会を取り消せます。',
  alreadyLeaving: '退会のお手続きは完了しています。',
  usableUntil: (date: string) => `${date}までご利用いただけます。`,
  lostHeading: '退会すると、次の特典がご利用いただけなくなります',
  /** What a member gives up by leaving (the plans' benefits), told before they decide. */
  lostBenefits: [
    '会員限定のブログ・動画・写真',
    'ライブ・イベントのチケット先行受付',
    '誕生月のバースデーギフト',
    '毎月の投票ポイントの付与（付与済みのポイントは有効期限まで使えます）',
    '会員限定グッズのご購入',
  ],
  paidUntil: (date: string) =>
    `お支払い済みの${date}までは、これまでどおりご利用いただけます。それ以降の会費の請求はありません。`,
  paidPeriod: 'お支払い済みの期間の終わりまでは、これまでどおりご利用いただけます。',
  noRefund: 'お支払い済みの会費の返金・日割りはありません。',
  stay: '退会せずにマイページに戻る',
  cancelledTitle: '退会を取り消しました',
  kept: (plan: string) => `引き続き「${plan}」をご利用いただけます。`,
  nextCharge: (date: string, price: string) => `次回のお支払いは${date}（${price}（税込））です。`,
  cancelTitle: '退会の取り消し',
  nothingToCancel: '取り消せる退会のお申し込みはありません。',
  cancelCheck: '退会の取り消しの確認',
  cancelLead: '退会のお申し込みを取り消すと、引き続き有料会員としてご利用いただけます。',
  plan: 'プラン',
  nextPayment: '次回のお支払い',
  charge: (date: string | null, price: string, cycle: string) =>
    `${date ? `${date}に` : ''}${price}（税込）を決済し、以降も${cycle}同じ日に自動で決済されます。`,
} as const;
