import { describe, expect, it } from 'vitest';
import { findPrefectureById, findPrefectureByName, PREFECTURES } from './prefectures.ts';

describe('PREFECTURES', () => {
  it('lists all 47 with ids 1 to 47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it.each([
    [1, '北海道', 'Hokkaido'],
    [13, '東京都', 'Tokyo'],
    [14, '神奈川県', 'Kanagawa'],
    [27, '大阪府', 'Osaka'],
    [31, '鳥取県', 'Tottori'],
    [32, '島根県', 'Shimane'],
    [47, '沖縄県', 'Okinawa'],
  ])('id %i is %s (%s)', (id, name, nameEn) => {
    expect(findPrefectureById(id)).toEqual({ id, name, nameEn });
  });

  it('has no repeated Japanese or English name', () => {
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
    expect(new Set(PREFECTURES.map((p) => p.nameEn)).size).toBe(47);
  });

  it('ends every Japanese name in 都, 道, 府 or 県', () => {
    for (const p of PREFECTURES) expect(p.name).toMatch(/[都道府県]$/);
  });

  it('finds a prefecture from a zip lookup address and rejects unknown ids', () => {
    expect(findPrefectureByName('神奈川県')?.id).toBe(14);
    expect(findPrefectureById(0)).toBeUndefined();
    expect(findPrefectureById(48)).toBeUndefined();
  });
});
