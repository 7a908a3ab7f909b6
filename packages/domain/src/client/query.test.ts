import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query.ts';

describe('serializeQuery', () => {
  it('drops undefined, null and empty strings but keeps 0 and false', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false');
  });

  it('repeats the key for each array item and skips empty items', () => {
    expect(serializeQuery({ tag: ['a', null, 'b', ''] })).toBe('tag=a&tag=b');
  });

  it('drops an empty array entirely', () => {
    expect(serializeQuery({ tag: [], limit: 10 })).toBe('limit=10');
  });

  it('encodes Japanese text and reserved characters', () => {
    const query = serializeQuery({ q: 'ライブ&握手会', sortBy: 'eventDate' });
    expect(new URLSearchParams(query).get('q')).toBe('ライブ&握手会');
    expect(query).not.toContain('ライブ');
  });

  it('writes dates as ISO strings', () => {
    expect(serializeQuery({ from: new Date('2025-04-01T00:00:00Z') })).toBe(
      'from=2025-04-01T00%3A00%3A00.000Z',
    );
  });

  it('returns an empty string for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
  });
});
