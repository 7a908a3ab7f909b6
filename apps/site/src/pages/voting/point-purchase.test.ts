import { beforeEach, describe, expect, it } from 'vitest';
import { cleanVotingStorage } from '../../app/session/local-storage-rules.ts';
import {
  clearPointPurchaseChoice,
  purchasablePackages,
  purchaseTotals,
  readPointPurchaseChoice,
  savePointPurchaseChoice,
} from './point-purchase.ts';

describe('the stored point-package choice (spec sections 3 and 4)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under votingPackage and read back', () => {
    savePointPurchaseChoice(localStorage, { votingPackageId: 2, count: 3 });
    expect(JSON.parse(localStorage.getItem('votingPackage') ?? '')).toEqual({ votingPackageId: 2, count: 3 });
    expect(readPointPurchaseChoice(localStorage)).toEqual({ votingPackageId: 2, count: 3 });
    clearPointPurchaseChoice(localStorage);
    expect(readPointPurchaseChoice(localStorage)).toBeNull();
  });

  it.each([
    'not json',
    '{"votingPackageId":"2","count":1}',
    '{"votingPackageId":0,"count":1}',
    '{"votingPackageId":2,"count":0}',
    '{"votingPackageId":2,"count":100}',
    '{"votingPackageId":2,"count":1.5}',
  ])('treats %s as no choice', (raw) => {
    localStorage.setItem('votingPackage', raw);
    expect(readPointPurchaseChoice(localStorage)).toBeNull();
  });

  it('survives the way from the cart page to the payment page and nothing else', () => {
    savePointPurchaseChoice(localStorage, { votingPackageId: 1, count: 1 });
    cleanVotingStorage('/voting/cart-point-purchase', localStorage);
    cleanVotingStorage('/voting/point-purchase-process', localStorage);
    expect(readPointPurchaseChoice(localStorage)).not.toBeNull();
    cleanVotingStorage('/voting', localStorage);
    expect(readPointPurchaseChoice(localStorage)).toBeNull();
  });
});

describe('point packages', () => {
  const now = new Date('2026-11-22T10:00:00+09:00');
  const packages = [
    { id: 1, price: 1000, taxRate: 10, point: 100, expireDate: '2027-03-31T23:59:00+09:00' },
    { id: 2, price: 3000, taxRate: 10, point: 330, expireDate: '2026-11-22T09:59:59+09:00' },
    { id: 3, price: 999, taxRate: 8, point: 90, expireDate: '2026-12-31T23:59:00+09:00' },
  ];

  it('offers only packages on sale, priced with tax (rounded down)', () => {
    expect(purchasablePackages(packages, now)).toEqual([
      { id: 1, point: 100, price: 1100, expireDate: packages[0]!.expireDate },
      { id: 3, point: 90, price: 1078, expireDate: packages[2]!.expireDate },
    ]);
  });

  it('multiplies price and points by the count, as the API checks them', () => {
    const [pack] = purchasablePackages(packages, now);
    expect(purchaseTotals(pack!, 3)).toEqual({ price: 3300, point: 300 });
  });
});
