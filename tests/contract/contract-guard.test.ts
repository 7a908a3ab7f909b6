/**
 * The contract guard: every call of spec section 7 has an endpoint entry, a hook and a mock
 * handler, and the checked-in list of calls still matches the spec file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@fanclub/domain/contract';
import { specCalls } from '@fanclub/domain/contract/spec-calls';
import { hooksByEndpoint } from '@fanclub/domain/react';
import { handlersByEndpoint } from '@fanclub/mocks';

const specFile = join(import.meta.dirname, '../../../shared/spec/product-spec.md');
const entries = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];
const callOf = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;

describe('contract guard', () => {
  it.each(specCalls)('%s has an endpoint entry', (call) => {
    expect(entries.map(([name]) => callOf(name))).toContain(call);
  });

  it.each(entries.map(([name]) => name))('%s has a hook and a mock handler', (name) => {
    expect(typeof hooksByEndpoint[name]).toBe('function');
    expect(handlersByEndpoint[name]).toBeDefined();
    expect(handlersByEndpoint[name].info.path).toContain(endpoints[name].path.replace(/:(\w+)/g, ':$1'));
  });

  it('declares each method and path once', () => {
    const calls = entries.map(([name]) => callOf(name));
    expect(new Set(calls).size).toBe(calls.length);
  });

  it.skipIf(!existsSync(specFile))('lists every /api/v1 path named in spec section 7', () => {
    const spec = readFileSync(specFile, 'utf8');
    const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
    const named = [...section.matchAll(/\/api\/v1\/[\w\-/{}]+/g)].map((m) =>
      m[0].replace(/\{id\}/g, ':id').replace(/\/$/, ''),
    );
    const paths = new Set(specCalls.map((call) => call.split(' ')[1]));
    expect(named.length).toBeGreaterThan(40);
    for (const path of named) expect(paths, path).toContain(path);
  });
});
