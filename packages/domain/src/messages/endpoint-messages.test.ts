import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints.ts';
import { isErrorMessageKey } from './ja.ts';

// An endpoint naming a key the catalogue lacks would show nothing useful when it fails.
describe('endpoint error messages', () => {
  it('every errorMessage key in the endpoint table is in the catalogue', () => {
    const named = Object.entries(endpoints).flatMap(([name, endpoint]) =>
      'errorMessage' in endpoint ? [[name, String(endpoint.errorMessage)] as const] : [],
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, key]) => !isErrorMessageKey(key))).toEqual([]);
  });
});
