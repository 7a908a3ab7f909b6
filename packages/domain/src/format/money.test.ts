import { describe, expect, it } from 'vitest';
import { formatPoints, formatPriceWithTax, formatYen, membershipFees, taxIncluded } from './money.ts';

describe('formatPoints', () => {
  it('groups thousands and writes pt straight after the number', () => {
    expect(formatPoints(500)).toBe('500pt');
    expect(formatPoints(12000)).toBe('12,000pt');
    expect(formatPoints(0)).toBe('0pt');
  });
});

describe('formatYen', () => {
  it('writes the half-width yen sign and groups thousands', () => {
    expect(formatYen(1234)).toBe('¥1,234');
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(0)).toBe('¥0');
  });

  it('puts the minus sign before the yen sign and rounds fractions', () => {
    expect(formatYen(-500)).toBe('-¥500');
    expect(formatYen(99.6)).toBe('¥100');
  });
});

describe('taxIncluded', () => {
  it('adds the tax percentage', () => {
    expect(taxIncluded(1000, 10)).toBe(1100);
    expect(taxIncluded(1000, 0)).toBe(1000);
  });

  it('rounds down to the yen', () => {
    expect(taxIncluded(980, 8)).toBe(1058); // 1058.4
    expect(taxIncluded(199, 10)).toBe(218); // 218.9
  });

  it('does not drift on amounts that float arithmetic gets wrong', () => {
    // 1000 * 1.1 is 1100.0000000000002 in floating point; the rule must still give 1100.
    expect(taxIncluded(1000, 10)).toBe(1100);
    expect(taxIncluded(3000, 10)).toBe(3300);
  });
});

describe('formatPriceWithTax', () => {
  it('shows a tax-included price with （税込）', () => {
    expect(formatPriceWithTax(1234)).toBe('¥1,234（税込）');
  });

  it('adds tax first when given a rate', () => {
    expect(formatPriceWithTax(10000, 10)).toBe('¥11,000（税込）');
  });
});

describe('membershipFees', () => {
  it('gives the recurring fee, the initial fee and the first charge, each tax included', () => {
    expect(membershipFees({ price: 500, taxRate: 10, initialFee: 1000 })).toEqual({
      recurring: 550,
      initialFee: 1100,
      firstCharge: 1650,
    });
  });

  it('rounds each fee down on its own, so the first charge is the sum of what is shown', () => {
    // 335 * 1.1 = 368.5: the statement shows ¥368 twice, so the first charge is ¥736, not ¥737.
    expect(membershipFees({ price: 335, taxRate: 10, initialFee: 335 }).firstCharge).toBe(736);
  });
});
