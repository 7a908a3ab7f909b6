/**
 * The shop's catalogue (/products, /products/:id): what the site says itself. Putting a product in
 * the cart (the member's purchase panel), the cart, the checkout and the orders have ./order.ts, so
 * the public product pages' first load carries none of their words.
 */
export const shopText = {
  title: 'オンラインショップ',
  empty: '商品はまだありません。',
  signInToBuy: 'ログインして購入する',
} as const;
