import { describe, expect, it } from 'vitest';
import { trackingUrl } from './shipping.ts';

describe('trackingUrl', () => {
  it("links to the carrier's tracking page with the number", () => {
    expect(trackingUrl('yamato', '4321-5678-9012')).toBe(
      'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=432156789012',
    );
    expect(trackingUrl('japan_post', '1234 5678 9012')).toContain('reqCodeNo1=123456789012');
    expect(trackingUrl('sagawa', '111122223333')).toContain('okurijoNo=111122223333');
  });

  it('has no link without a carrier page or a number', () => {
    expect(trackingUrl('other', '1234')).toBeNull();
    expect(trackingUrl(null, '1234')).toBeNull();
    expect(trackingUrl('yamato', null)).toBeNull();
  });
});
