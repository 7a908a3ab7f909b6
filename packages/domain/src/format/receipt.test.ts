import { describe, expect, it } from 'vitest';
import { issuerFromLawPage, taxByRate } from './receipt.ts';

describe('receipt', () => {
  it('reads the seller from the 特定商取引法 page', () => {
    const html =
      '<h2>販売事業者</h2><p>株式会社ひかりエンタテインメント</p><h2>所在地</h2><p>東京都渋谷区1-2-3</p>' +
      '<h2>電話番号</h2><p>03-1234-5678（受付時間 平日11:00〜18:00）</p>';
    expect(issuerFromLawPage(html, 'クラブ')).toEqual({
      name: '株式会社ひかりエンタテインメント',
      address: '東京都渋谷区1-2-3',
      phone: '03-1234-5678',
    });
    expect(issuerFromLawPage('', 'クラブ')).toEqual({ name: 'クラブ', address: null, phone: null });
  });

  it('totals each tax rate and rounds its tax down once', () => {
    expect(
      taxByRate([
        { amount: 3300, taxRate: 10 },
        { amount: 1080, taxRate: 8 },
        { amount: 550, taxRate: 10 },
        { amount: 0, taxRate: 10 },
      ]),
    ).toEqual([
      { taxRate: 10, amount: 3850, tax: 350 },
      { taxRate: 8, amount: 1080, tax: 80 },
    ]);
    expect(taxByRate([{ amount: 999, taxRate: 10 }])).toEqual([{ taxRate: 10, amount: 999, tax: 90 }]);
  });
});
