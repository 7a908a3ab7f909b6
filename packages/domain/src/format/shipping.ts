import type { Order, ShippingCarrier } from '../contract/entities.ts';

/** The carriers' names as fans know them, on the order detail, the console and the mails. */
export const SHIPPING_CARRIER_LABELS: Readonly<Record<ShippingCarrier, string>> = {
  yamato: 'ヤマト運輸',
  sagawa: '佐川急便',
  japan_post: '日本郵便',
  other: 'その他の配送業者',
};

/** Each carrier's public tracking page, the number filled in (hyphens dropped, as they expect). */
const TRACKING_PAGES: Readonly<Record<ShippingCarrier, ((number: string) => string) | null>> = {
  yamato: (n) => `https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=${n}`,
  sagawa: (n) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${n}`,
  japan_post: (n) =>
    `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${n}&locale=ja`,
  other: null,
};

/** The tracking link of a shipped parcel, or null when the carrier has no page the site knows. */
export const trackingUrl = (
  carrier: ShippingCarrier | null,
  trackingNumber: string | null,
): string | null => {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier];
  const digits = trackingNumber.replace(/[^0-9A-Za-z]/g, '');
  return page && digits ? page(encodeURIComponent(digits)) : null;
};

/** How each payment method is named to fans (order detail, receipt, mails). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<Order['paymentMethod'], string>> = {
  credit_card: 'クレジットカード',
  konbini: 'コンビニ払い',
};
