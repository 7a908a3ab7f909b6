import { describe, expect, it } from 'vitest';
import { membershipFees } from '@fanclub/domain';
import { nextChargeDate } from './billing.ts';

const monthly = { price: 500, taxRate: 10, initialFee: 0, cycleType: 'month', cycleValue: 1 } as const;

describe('plan billing shown before the purchase', () => {
  it('charges the tax-included fee today plus the initial fee, and the fee each cycle', () => {
    expect(membershipFees({ ...monthly, initialFee: 1000 })).toEqual({
      recurring: 550,
      initialFee: 1100,
      firstCharge: 1650,
    });
    expect(membershipFees(monthly).firstCharge).toBe(550);
  });

  it('names the next charge one cycle after the start', () => {
    const start = new Date('2026-11-22T03:00:00Z');
    expect(nextChargeDate(monthly, start).toISOString()).toBe('2026-12-22T03:00:00.000Z');
    expect(nextChargeDate({ cycleType: 'month', cycleValue: 3 }, start).toISOString()).toBe(
      '2027-02-22T03:00:00.000Z',
    );
    expect(nextChargeDate({ cycleType: 'year', cycleValue: 1 }, start).toISOString()).toBe(
      '2027-11-22T03:00:00.000Z',
    );
  });
});
