import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { lazyEndpoints } from './lazy.ts';

describe('lazyEndpoints', () => {
  it('has every endpoint, with the same method, path, resource, auth and error message', () => {
    expect(Object.keys(lazyEndpoints).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, full] of Object.entries(endpoints)) {
      const lazy = lazyEndpoints[name as keyof typeof endpoints];
      expect({ ...lazy, load: undefined }).toEqual({
        method: full.method,
        path: full.path,
        resource: full.resource,
        auth: full.auth,
        errorMessage: 'errorMessage' in full ? full.errorMessage : undefined,
        load: undefined,
      });
    }
  });

  it('loads the full definition with its schemas', async () => {
    await expect(lazyEndpoints.getNews.load()).resolves.toBe(endpoints.getNews);
  });
});
