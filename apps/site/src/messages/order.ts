/**
 * Putting a product in the cart (the purchase panel of /products/:id), the cart, the checkout and the
 * orders (/cart, /order, the order results, /order-history): what the
 * site says itself. The words ui already has are ui's: the cart's and order history's titles
 * (`cart`, `orderHistory`), the way to checkout (`checkout`), the order's table (`orderConfirmation`),
 * the form's labels (`emailConfirm`, `cardForm`); the card payment's are ./payment.ts.
 */
export const orderText = {
  chooseSku: '種類を選択してください',
  addToCart: 'カートに入れる',
  added: 'カートに追加しました。',
  /** The purchase note a product requires was left empty (the note is ui's `purchaseNote`, 「備考」). */
  noteRequired: (note: string) => `${note}を入力してください。`,
  viewCart: 'カートを見る',
  cartEmpty: 'カートに商品はありません。',
  findProducts: '商品を探す',
  /** Said once a line has left the cart. */
  removed: (name: string) => `${name}をカートから削除しました。`,
  removeTitle: (name: string) => `「${name}」をカートから削除しますか？`,
  removeConfirm: '削除する',
  removeLead: '削除した商品は、商品ページからもう一度カートに入れられます。',
  checkoutTitle: 'ご注文手続き',
  customer: 'お客様・お届け先',
  companyName: '会社名',
  deliveryMethod: '配送方法',
  review: '注文内容を確認する',
  orderTitle: 'オンラインショップのご注文',
  /** The delivery address on the confirmation: 「山田 太郎 様／〒100-0001 東京都…」. */
  deliveryAddress: (name: string, address: string) => `${name} 様／〒${address}`,
  paymentTiming: 'ご注文確定時にクレジットカードで決済されます。',
  deliveryTiming: 'ご注文確定後、通常7営業日以内に発送します。',
  cancellation:
    'ご注文確定後のキャンセルはお受けできません。不良品の場合は商品到着後7日以内にお問い合わせください。',
  thanks: 'ご注文ありがとうございました',
  orderNumberIs: (id: string) => `ご注文番号：${id}`,
  mailSent: 'ご登録のメールアドレスに注文確認メールをお送りしました。',
  viewOrder: '注文内容を見る',
  keepShopping: 'お買い物を続ける',
  failedTitle: 'ご注文を完了できませんでした',
  cartKept: 'カートの内容はそのまま残っています。',
  backToCheckout: 'ご注文手続きに戻る',
  historyEmpty: 'ご注文はまだありません。',
  /** An order on the history list: 「注文番号 12：Tシャツ、タオル」. */
  orderLine: (id: number | string, items: string) => `注文番号 ${id}：${items}`,
  orderNumber: (id: number | string) => `注文番号 ${id}`,
  detail: '注文詳細',
  orderedAt: 'ご注文日時',
  status: '状態',
  payment: 'お支払い',
  items: '注文商品',
  backToHistory: '注文履歴に戻る',
} as const;
