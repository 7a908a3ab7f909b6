// Shop: prices, cart lines, the cart summary, quantity and SKU pickers. Each string is its own const as
// well, so that the catalogue (./catalogue.ts) can re-export it alone.
export const taxIncluded = '税込';
export const soldOut = '在庫なし';
export const quantity = '数量';
export const decrease = '減らす';
export const increase = '増やす';
export const remove = '削除';
/** A cart line's delete button as a screen reader names it (「冬のロゴニット帽 M を削除」). */
export const removeLine = (lineName: string) => `${lineName}を${remove}`;
export const subtotal = '小計';
export const deliveryCost = '送料';
export const total = '合計';
export const priceFrom = '〜';
export const outOfStockSuffix = '（在庫なし）';
export const lowStock = (n: number) => `残り${n}点`;
export const purchaseNote = '備考';
export const deliveryLater = '次の画面で計算します';
export const checkout = 'レジに進む';

export const shopText = {
  taxIncluded,
  soldOut,
  quantity,
  decrease,
  increase,
  remove,
  removeLine,
  subtotal,
  deliveryCost,
  total,
  priceFrom,
  outOfStockSuffix,
  lowStock,
  purchaseNote,
  deliveryLater,
  checkout,
} as const;
