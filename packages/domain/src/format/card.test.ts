import { describe, expect, it } from 'vitest';
import { cardBrandOf, maskCardNumber } from './card.ts';

describe('maskCardNumber', () => {
  it('keeps the first four digits and masks the rest', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111************');
  });

  it('ignores spaces and hyphens', () => {
    expect(maskCardNumber('4111 1111-1111 1111')).toBe('4111************');
  });

  it('masks to the card length (15-digit Amex)', () => {
    expect(maskCardNumber('378282246310005')).toBe('3782***********');
  });

  it("re-masks the provider's masked number the same way", () => {
    expect(maskCardNumber('411111******1111')).toBe('4111************');
  });

  it('shows nothing for a missing number', () => {
    expect(maskCardNumber(null)).toBe('');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('cardBrandOf', () => {
  it('names the brand from the leading digits a masked number keeps', () => {
    expect(cardBrandOf('411111******1111')).toBe('VISA');
    expect(cardBrandOf('5555************')).toBe('Mastercard');
    expect(cardBrandOf('2221************')).toBe('Mastercard');
    expect(cardBrandOf('3530************')).toBe('JCB');
    expect(cardBrandOf('3782***********')).toBe('American Express');
    expect(cardBrandOf('3056**********')).toBe('Diners Club');
  });

  it('names none for an unknown or missing number', () => {
    expect(cardBrandOf('6011************')).toBeNull();
    expect(cardBrandOf(null)).toBeNull();
    expect(cardBrandOf('****')).toBeNull();
  });
});
