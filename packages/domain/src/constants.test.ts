import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  COMPANY_ID,
  IMAGE_SMALL_SIZES,
  IMAGE_WIDTHS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
} from './constants.ts';

describe('constants', () => {
  it('sends company 3 and offers the spec image sizes in ascending order', () => {
    expect(COMPANY_ID).toBe(3);
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
    expect(IMAGE_SMALL_SIZES[0]).toBe(16);
    expect(IMAGE_SMALL_SIZES.at(-1)).toBe(384);
  });

  it('labels every order and subscription status in Japanese, each label distinct', () => {
    const orderLabels = ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]);
    const subscriptionLabels = SUBSCRIPTION_STATUSES.map((status) => SUBSCRIPTION_STATUS_LABELS[status]);
    for (const label of [...orderLabels, ...subscriptionLabels]) expect(label).toMatch(/[\u3040-\u9fff]/);
    expect(new Set(orderLabels).size).toBe(ORDER_STATUSES.length);
    expect(new Set(subscriptionLabels).size).toBe(SUBSCRIPTION_STATUSES.length);
  });

  it('keeps access for cancel-requested and past-due members, not for expired or banned ones', () => {
    expect(ACTIVE_SUBSCRIPTION_STATUSES).toEqual(['active', 'cancel_requested', 'past_due']);
  });
});
