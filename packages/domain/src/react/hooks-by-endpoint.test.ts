import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/index.ts';
import { hooksByEndpoint } from './hooks-by-endpoint.ts';
import * as reactEntry from './index.ts';

describe('hooksByEndpoint', () => {
  it('has exactly one entry per endpoint of the contract table', () => {
    expect(Object.keys(hooksByEndpoint).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('maps every endpoint to a hook exported from @fanclub/domain/react', () => {
    const exported = new Set(Object.values(reactEntry));
    for (const [name, hook] of Object.entries(hooksByEndpoint)) {
      expect(hook.name, name).toMatch(/^use[A-Z]/);
      expect(exported.has(hook), `${name}: ${hook.name} is not exported`).toBe(true);
    }
  });

  it('gives each endpoint its own hook', () => {
    const hooks = Object.values(hooksByEndpoint);
    expect(new Set(hooks).size).toBe(hooks.length);
  });
});
