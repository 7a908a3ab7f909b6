// The one format and brand module (`@fanclub/domain/format`): yen and tax, dates in Japan time,
// card masking, kana and postal codes, brand colour derivation and contrast. Imported by ui, the
// site, the API and the mocks alike, so it stays free of React and the DOM.
export {
  BLACK,
  bestTextOn,
  brandLogoCss,
  brandThemeCss,
  brandThemeVariables,
  contrastRatio,
  darken,
  DEFAULT_BRAND,
  ensureContrast,
  INK_BACKGROUNDS,
  lighten,
  luminance,
  MAIN_HOVER_LIGHTER,
  mix,
  parseHex,
  SECONDARY_HOVER_LIGHTER,
  TEXT_CONTRAST,
  toHex,
  WHITE,
} from './brand-color.ts';
export type { BrandColors, Rgb } from './brand-color.ts';
export { cardBrandOf, maskCardNumber, type CardBrand } from './card.ts';
export { formatMemberNumber } from './member-number.ts';
export { fullName } from './person.ts';
export { DISPLAY_TIME_ZONE, formatDate, formatDateTime, formatTime, isoDate } from './date.ts';
export type { DateInput } from './date.ts';
export { formatZip, isFullWidthKatakana, normalizeZip, toFullWidthKatakana } from './kana-zip.ts';
export { formatPoints, formatPriceWithTax, formatYen, membershipFees, taxIncluded } from './money.ts';
export { ORDER_STATUS_LABELS } from './order-status.ts';
export {
  konbiniPaymentStateLabels,
  konbiniStoreInfo,
  konbiniStores,
  refundStateLabels,
  refundStateOf,
  type KonbiniPaymentState,
  type KonbiniStore,
  type RefundState,
} from '../contract/values.ts';
export { IMAGE_QUALITY, IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from './image-widths.ts';
export { isSameOriginPath, sameOriginPath } from './same-origin-path.ts';
export { DELIVERY_TAX_RATE, issuerFromLawPage, lawEntry, RECEIPT_PURPOSES, taxByRate } from './receipt.ts';
export { PAYMENT_METHOD_LABELS, SHIPPING_CARRIER_LABELS, trackingUrl } from './shipping.ts';
export { formatAddress, formatPhone } from './address.ts';
