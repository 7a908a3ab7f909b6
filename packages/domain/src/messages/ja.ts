import { fieldMessages } from '../contract/values.ts';
import { uiText } from './ui-text.ts';

export { uiText };

/**
 * The Japanese message catalogue (spec section 8), keyed by meaning. Errors sit at the top level so an
 * endpoint's `errorMessage` key reads `ja[key]`; shared screen text and form validation are grouped.
 */

/** Appends the server's own sentence after ours when the spec says to pass it on. */
const followedBy = (message: string, detail?: string): string => (detail ? `${message}${detail}` : message);

/** One per item of spec section 8 "Fetch failures": each says the item could not be fetched. */
export const fetchFailures = {
  fetchBiographiesFailed: 'バイオグラフィー一覧を取得できませんでした。',
  fetchNewsFailed: 'ニュースを取得できませんでした。',
  fetchBlogsFailed: 'ブログ一覧を取得できませんでした。',
  fetchBlogFailed: 'ブログを取得できませんでした。',
  fetchDiscographiesFailed: 'ディスコグラフィー一覧を取得できませんでした。',
  fetchDiscographyCategoriesFailed: 'ディスコグラフィーのカテゴリー一覧を取得できませんでした。',
  fetchDiscographyFailed: 'ディスコグラフィーを取得できませんでした。',
  fetchNoticeFailed: 'お知らせを取得できませんでした。',
  fetchNoticeCategoriesFailed: 'お知らせのカテゴリーを取得できませんでした。',
  fetchProductsFailed: '商品一覧を取得できませんでした。',
  fetchProductCategoriesFailed: '商品カテゴリー一覧を取得できませんでした。',
  fetchProductFailed: '商品情報を取得できませんでした。',
  fetchCartFailed: 'カートの内容を取得できませんでした。',
  fetchProfilesFailed: 'プロフィール一覧を取得できませんでした。',
  fetchProfileFailed: 'プロフィールを取得できませんでした。',
  fetchOrdersFailed: '注文履歴を取得できませんでした。',
  fetchOrderFailed: '注文詳細を取得できませんでした。',
  fetchReceiptFailed: '領収書を取得できませんでした。',
  /** The spec's one item "schedule list and category": both calls share it. */
  fetchSchedulesFailed: 'スケジュールを取得できませんでした。',
  fetchEventFailed: 'イベント情報を取得できませんでした。',
  fetchTopicsFailed: 'トピック一覧を取得できませんでした。',
  fetchHomeFailed: 'トップページの情報を取得できませんでした。',
  fetchWebSpecificationFailed: 'サイトの設定情報を取得できませんでした。',
  fetchCompanyPagesFailed: 'ページ情報を取得できませんでした。',
  fetchVotingEventsFailed: '投票イベントを取得できませんでした。',
  fetchVotingProfileFailed: '投票対象のプロフィールを取得できませんでした。',
  fetchSurveyTotalsFailed: 'アンケートの集計結果を取得できませんでした。',
  fetchAdsFailed: '広告を取得できませんでした。',
  fetchDeliveryMethodsFailed: '配送方法を取得できませんでした。',
  fetchDrawEventsFailed: '抽選イベント一覧を取得できませんでした。',
  fetchGiftPostCategoryFailed: 'ギフトのカテゴリーを取得できませんでした。',
  /** The gift-post calls themselves; the spec lists only the category, but a list failure needs its own words. */
  fetchGiftPostsFailed: 'ギフトを取得できませんでした。',
} as const;

/** Spec section 8 "Action failures". Functions take the server's (or card provider's) message. */
export const actionFailures = {
  /** Every order call, and (as the spec has it) every survey-answer call. */
  orderFailed: '注文できませんでした。',
  issueReceiptFailed: '領収書を発行できませんでした。',
  /** Plan purchase and the update-card calls. */
  membershipRegisterFailed: '会員プランに登録できませんでした。',
  membershipPlanUpdateFailed: (serverMessage?: string) =>
    followedBy('会員プランの変更に失敗しました。', serverMessage),
  signUpFailed: (serverMessage?: string) => followedBy('会員登録に失敗しました。', serverMessage),
  passwordUpdateFailed: (serverMessage?: string) =>
    followedBy('パスワードの変更に失敗しました。', serverMessage),
  passwordMailFailed: 'パスワード再設定用のメールを送信できませんでした。',
  emailUpdateFailed: 'メールアドレスの変更に失敗しました。',
  votingPackagePurchaseFailed: '投票パッケージの購入に失敗しました。',
  votingPointPurchaseFailed: '投票ポイントの購入中にエラーが発生しました。',
  deleteProductFailed: '商品を削除できませんでした。',
  /** A failed refresh-token exchange. */
  loginExpired: 'ログインの有効期限が切れました。再度ログインしてください。',
  /** The mailed link's token: a failed email lookup or a failed email confirm. */
  tokenExpired: 'URLの有効期限が切れています。お手数ですが、もう一度最初からお手続きください。',
  /** The card token service refused the card; `detail` is its message or code. */
  cardProcessingFailed: (detail?: string) =>
    detail
      ? `カード情報の処理中にエラーが発生しました。（${detail}）`
      : 'カード情報の処理中にエラーが発生しました。',
  cardGeneralError: 'クレジットカード情報の処理中にエラーが発生しました。時間をおいて再度お試しください。',
  /** Draw registration. */
  drawFailed: '抽選に応募できませんでした。',
} as const;

/** Wording for errors that reach the screen without a more specific message. */
export const errorDisplay = {
  networkError: 'ネットワークに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  /** After a catalogue message when the cause was the network, so the fan knows what to fix. */
  networkReason: '（ネットワークに接続できませんでした。通信環境をご確認ください。）',
  typeError: 'サーバーから想定外の応答がありました。時間をおいて再度お試しください。',
  httpError: (status: number) => `エラーが発生しました。（${status}）`,
  unknownError: 'エラーが発生しました。時間をおいて再度お試しください。',
} as const;

/**
 * Form messages (DESIGN.md "Forms"), shown next to the field. The rule messages are the contract's
 * own (`fieldMessages`), so the form and the server's 4xx always say the same thing.
 */
export const validation = {
  ...fieldMessages,
  requiredField: (label: string) => `${label}を入力してください。`,
  selectRequired: (label: string) => `${label}を選択してください。`,
  zipNotFound: '該当する住所が見つかりませんでした。',
} as const;

export const ja = {
  ...fetchFailures,
  ...actionFailures,
  ...errorDisplay,
  ui: uiText,
  validation,
} as const;

/** Keys an endpoint or a mutation may name as the message to show when it fails. */
export type ErrorMessageKey = keyof typeof fetchFailures | keyof typeof actionFailures;

export const isErrorMessageKey = (key: string): key is ErrorMessageKey =>
  Object.hasOwn(fetchFailures, key) || Object.hasOwn(actionFailures, key);
