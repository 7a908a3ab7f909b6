/** Business constants of spec section 9 and the decisions DESIGN.md records for what it leaves open. */
import type { SubscriptionStatus } from './contract/entities.ts';
import { cycleTypes, orderStatuses, subscriptionStatuses } from './contract/values.ts';

/** Sent as the `company-id` header on every request. */
export const COMPANY_ID = 3;

/** Below this width (px) the site uses the mobile layout. */
export const MOBILE_BREAKPOINT = 768;

/** Dropdown menus wait this long (ms) before closing, so the close animation can play. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

/** srcset widths and quality: in the format module, which ui may import too. */
export { IMAGE_QUALITY, IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from './format/image-widths.ts';
/** Lazy images start loading when they come within this margin of the viewport. */
export const LAZY_ROOT_MARGIN = '200px';

/** react-toastify options (plain values, so this module needs no React). */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  closeOnClick: true,
  theme: 'colored',
} as const;

/** Items per page: text lists (news, notices) and card grids (products, discography). */
export const PAGE_SIZE_TEXT = 10;
export const PAGE_SIZE_GRID = 12;

/** Local storage keys the voting flow uses (spec section 3, cleaned up per section 4). */
export const LOCAL_STORAGE_KEYS = {
  voting: 'voting',
  votingPackage: 'votingPackage',
} as const;

/** The status lists live in the contract (entities.ts); the labels people read live here. */
export const ORDER_STATUSES = orderStatuses;

/** What people read for an order's status: in the format module, which ui may import too. */
export { ORDER_STATUS_LABELS } from './format/order-status.ts';

export const SUBSCRIPTION_STATUSES = subscriptionStatuses;

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: '有効',
  // Unsubscribed but still valid until the end of the paid period.
  cancel_requested: '退会手続き済み（期間終了まで有効）',
  past_due: 'お支払い確認中',
  expired: '期限切れ',
  banned: '利用停止',
};

/** Statuses whose member keeps access within the current period (DESIGN.md: isActive). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'cancel_requested',
  'past_due',
];

/** Membership plan billing cycle units (cycleValue is a positive whole number of these). */
export type BillingCycleType = (typeof cycleTypes)[number];
export const BILLING_CYCLE_TYPES = cycleTypes;
/** Unit after the number: `${cycleValue}${BILLING_CYCLE_LABELS[cycleType]}` reads 1か月, 1年. */
export const BILLING_CYCLE_LABELS: Readonly<Record<BillingCycleType, string>> = {
  month: 'か月',
  year: '年',
};

/**
 * The membership card's QR code (docs/membership-card.md). While the card page is open it shows a
 * new code every step (30 s); a code is accepted for its own step and the next, so 30-60 s after it
 * was shown, and a screenshot fails after that. The card also carries an offline copy, shown when
 * no fresh code can be fetched: accepted for 72 hours after the card was loaded, and the verifier
 * says it is an offline copy.
 */
export const CARD_CODE_STEP_SECONDS = 30;
export const CARD_CODE_STEPS_VALID = 2;
export const CARD_OFFLINE_COPY_HOURS = 72;
