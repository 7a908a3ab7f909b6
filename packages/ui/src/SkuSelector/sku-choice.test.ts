import { describe, expect, it } from 'vitest';
import { attributeGroups, chosenSku, valueState, type SkuOption } from './sku-choice.ts';

const a = (name: string, value: string) => ({ name, value, label: value });
const skus: SkuOption[] = [
  { id: 1, attributes: [a('カラー', '黒'), a('サイズ', 'M')], quantity: 3 },
  { id: 2, attributes: [a('カラー', '黒'), a('サイズ', 'L')], quantity: 0 },
  { id: 3, attributes: [a('カラー', '白'), a('サイズ', 'M')], quantity: 0 },
];

describe('SKU choice', () => {
  it('groups values by attribute in first-seen order', () => {
    expect(attributeGroups(skus)).toEqual([
      {
        name: 'カラー',
        values: [
          { value: '黒', label: '黒' },
          { value: '白', label: '白' },
        ],
      },
      {
        name: 'サイズ',
        values: [
          { value: 'M', label: 'M' },
          { value: 'L', label: 'L' },
        ],
      },
    ]);
  });
  it('marks values sold out or missing given the other choices', () => {
    expect(valueState(skus, {}, 'カラー', '白')).toBe('soldOut');
    expect(valueState(skus, {}, 'カラー', '黒')).toBe('available');
    expect(valueState(skus, { カラー: '白' }, 'サイズ', 'L')).toBe('none');
    expect(valueState(skus, { カラー: '黒' }, 'サイズ', 'L')).toBe('soldOut');
  });
  it('finds the SKU only once every attribute is chosen', () => {
    expect(chosenSku(skus, { カラー: '黒' })).toBeUndefined();
    expect(chosenSku(skus, { カラー: '黒', サイズ: 'M' })?.id).toBe(1);
  });
});
