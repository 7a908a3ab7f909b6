/**
 * Japanese messages of the shop (products, cart, orders, card payments of orders). Worded like the
 * mocks' handlers (mocks/src/handlers/cart.ts, orders.ts) so the site reads the same text offline.
 */
export const jaShop = {
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
} as const;
