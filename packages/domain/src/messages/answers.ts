/**
 * The API's answers in Japanese, keyed by meaning: every 4xx answer carries one as `message`, and
 * the MSW handlers answer with the same sentences, so the site reads the server's words offline.
 * One module, read by the server and the mocks alike (the site shows what it is sent).
 */

import { formatDate, formatDateTime, formatTime } from '../format/date.ts';

/** How a card check names the member's rank inside a sentence. */
const cardRankWords = { paid: '有料会員', free: '無料会員', expired: '有料会員の期間終了' } as const;

/** General answers: requests, sessions, accounts. */
export const answers = {
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
  /** 503 with Retry-After: the server is at its limit for the moment (nothing was done). */
  busy: 'ただいまアクセスが集中しています。お手続きは行われていません。少し時間をおいて再度お試しください。',
} as const;

/** Answers of the member features (membership, cards, voting, surveys, draws, gifts, rewards, contact). */
export const memberAnswers = {
  planNotFound: '会員プランが見つかりませんでした。',
  alreadyPaid: 'すでに有料会員です。プランの変更はマイページから行えます。',
  notPaid: '有料会員ではありません。',
  samePlan: '現在ご利用中のプランです。',
  notCancellable: '退会手続きができる状態ではありません。',
  notCancelRequested: '退会手続き中の会員のみ取り消しできます。',
  noCard: 'カード情報を入力してください。',
  tokenExpired: 'カード情報の有効期限が切れました。もう一度カード情報を入力してください。',
  declined:
    'カードの決済が承認されませんでした。カード会社にお問い合わせいただくか、別のカードをお試しください。',
  tdsRequired: 'このカードは本人認証（3-Dセキュア）が必要です。',
  tdsNotAuthenticated: '本人認証（3-Dセキュア）が完了していません。',
  tdsUnknown: '本人認証の手続きが見つかりません。もう一度お試しください。',
  paymentInProgress: 'お支払いを処理中です。しばらくしてから結果をご確認ください。',
  paymentFailedBefore: 'このお支払いはすでに失敗しています。もう一度最初からお試しください。',
  subscriptionConflict: 'すでに有料会員の登録が完了しています。',
  packageNotFound: '投票ポイントのパッケージが見つかりませんでした。',
  packageExpired: 'このパッケージの販売は終了しました。',
  priceChanged: 'ポイントの価格が変わりました。もう一度お選びください。',
  planPriceChanged: 'プランの料金が変わりました。もう一度お選びください。',
  sameRenewal: 'すでにそのお支払い方法で更新する設定です。',
  renewalNotChangeable: '退会手続き中、またはお支払いを確認中のため、更新のお支払い方法を変更できません。',
  votingClosed: 'この投票は受付期間外です。',
  notEnoughPoints: (left: number) =>
    `投票ポイントが足りません（残り${left}pt）。ポイントを購入してください。`,
  surveyClosed: 'このアンケートは回答期間外です。',
  surveyAnswered: 'このアンケートにはすでに回答済みです。',
  surveyUnknownAnswer: '選択肢が正しくありません。ページを読み込み直してください。',
  surveyAnswerEach: (question: string) => `「${question}」に回答してください。`,
  surveyOneOnly: (question: string) => `「${question}」は1つだけ選択してください。`,
  drawOutsidePeriod: 'この抽選は受付期間外です。',
  drawRegistered: 'この特典にはすでに応募済みです。',
  drawBenefitNotFound: '応募する特典が見つかりませんでした。',
  drawFull: 'この特典の受付は終了しました。',
  drawOption: (label: string) => `「${label}」を選択してください。`,
  drawPlanNotEligible: 'ご加入の会員プランではこの抽選に応募できません。',
  drawOneEntry: 'この抽選で応募できる特典は1つです。すでにほかの特典に応募しています。',
  giftNotYours: 'このギフトは受け取れません。',
  giftReceived: 'バースデーギフトはすでに受け取り済みです。',
  rewardUnknownCode: 'このQRコードはスタンプラリーの対象ではありません。',
  rewardAcquired: 'このスタンプはすでに獲得済みです。',
  rewardTooManyTries: (minutes: number) =>
    `正しくないコードが続いたため、${minutes}分ほど読み取りを停止しています。会場のQRコードを読み取ってください。`,
  inquiryReceived: 'お問い合わせを受け付けました。担当者からの連絡をお待ちください。',
  pageViewRecorded: 'ok',
  cardValid: {
    paid: '有効な会員証です（有料会員）。',
    free: '有効な会員証です（無料会員）。',
    expired: '有効な会員証です（有料会員の期間は終了し、現在は無料会員です）。',
  },
  cardOfflineCopy: (rank: 'paid' | 'free' | 'expired', loadedAt: string) =>
    `オフラインで保存された会員証です（${formatDateTime(loadedAt)}に読み込み、${cardRankWords[rank]}）。最新のQRコードではないため、本人確認をしてください。`,
  cardInvalid: 'この会員証は確認できませんでした。表示期限切れか、正しくない会員証です。',
  cardStale:
    'このQRコードは表示から時間が経っています（スクリーンショットの可能性があります）。会員証の画面を開いたまま、新しいQRコードを見せてもらってください。',
  cardReplayed: (firstCheckedAt: string) =>
    `このQRコードは${formatTime(firstCheckedAt)}にすでに確認されています（スクリーンショットの可能性があります）。会員証の画面で新しいQRコードを見せてもらってください。`,
  cardBanned: 'この会員は利用停止中です。入場をお断りし、運営事務局にお問い合わせください。',
  cardCancelled: (endedAt: string) =>
    `有料会員を退会済みです（${formatDate(endedAt)}に終了）。現在は無料会員です。`,
  cardExpired: (endedAt: string) =>
    `有料会員の期間が終了しています（${formatDate(endedAt)}に終了）。現在は無料会員です。`,
  cardMemberGone: 'この会員番号の会員は登録されていません。',
} as const;

/** Answers of the shop (products, cart, orders, card payments of orders). */
export const shopAnswers = {
  productNotFound: '商品が見つかりませんでした。',
  notOnSale: (name: string) => `「${name}」は現在販売しておりません。`,
  paidOnly: (name: string) => `「${name}」は有料会員限定の商品です。`,
  soldOut: (name: string) => `「${name}」は在庫切れです。`,
  shortStock: (name: string, left: number) => `「${name}」の在庫が足りません（残り${left}点）。`,
  noteRequired: (name: string, hint: string | null) =>
    `「${name}」の備考を入力してください。${hint ? `（${hint}）` : ''}`,
  duplicateLine: '同じ商品が重複して指定されています。',
  lineNotFound: '商品を削除できませんでした。カートを読み込み直してください。',
  deliveryMethod: '配送方法を選択してください。',
  priceChanged: '商品の価格または送料が変わりました。カートの内容をご確認のうえ、もう一度ご注文ください。',
  orderNotFound: 'ご注文が見つかりませんでした。',
  noCard: 'カード情報を入力してください。',
  /** Followed by the card provider's own message, so the fan learns why. */
  paymentFailed: 'お支払いが完了しませんでした。',
  paymentInProgress: 'お支払いを処理中です。しばらくしてから注文履歴をご確認ください。',
  /** An order whose request stopped before the card was charged (settled by the pending-order sweeper). */
  paymentInterrupted:
    'お支払いの処理が中断されたため、ご注文を取り消しました。カードへの請求はありません。お手数ですが、もう一度ご注文ください。',
  tdsUnknown: '本人認証の手続きが見つかりません。もう一度お試しください。',
  /** A 3-D Secure order not confirmed in time (config.tdsOrderTimeoutMs) is cancelled. */
  tdsExpired:
    '本人認証が時間内に完了しなかったため、ご注文をキャンセルしました。お手数ですが、もう一度ご注文ください。',
  redirectionUrl: '本人認証後の戻り先が正しくありません。',
  receiptNotPaid: 'お支払いが完了したご注文の領収書のみ発行できます。',
  receiptNotIssued: '領収書はまだ発行されていません。宛名を入力して発行してください。',
  receiptIssued: '領収書は発行済みのため、宛名は変更できません。再発行として表示します。',

  konbiniStore: 'お支払いに使うコンビニを選択してください。',
  konbiniUnavailable: 'コンビニ払いは現在ご利用いただけません。クレジットカードをお使いください。',
  konbiniFeeChanged:
    'コンビニ払いの手数料が変わりました。お支払い内容をご確認のうえ、もう一度ご注文ください。',
  konbiniFailed: 'コンビニ払いの受付に失敗しました。時間をおいてもう一度お試しください。',
  /** The webhook's refusal (the gateway reads it, not a fan). */
  konbiniNotificationRefused: '通知を受け付けられませんでした。',
  konbiniSlipGone: 'この払込票は見つからないか、すでに支払い済みまたは期限切れです。',
  /** The konbini deadline passed unpaid: the order is cancelled and its stock returned. */
  konbiniExpired:
    'お支払い期限までにコンビニでのお支払いが確認できなかったため、ご注文をキャンセルしました。',
} as const;
