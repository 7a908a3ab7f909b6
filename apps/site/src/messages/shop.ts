/**
 * The shop's catalogue (/products, /products/:id): what the site says itself. Putting a product in
 * the cart (the member's purchase panel), the cart, the checkout and the orders have ./order.ts, so
 * the public product pages' first load carries none of their words.
 */
export const shopText = {
  title: 'オンラインショップ',
  empty: '商品はまだありません。',
  signInToBuy: 'ログインして購入する',
  /** The kinds (サイズ, カラー) with price and stock, shown read-only to whoever cannot buy yet. */
  stockHeading: '種類と在庫',
  inStock: '在庫あり',
  deliveryNote: '配送方法はご注文のときに選べます。送料は1回のご注文ごとにかかります。',
} as const;
