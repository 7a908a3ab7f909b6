import { adminEndpoints } from '@fanclub/domain/admin';
import { buildPath, endpoints, type EndpointDef } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from '../test/helpers.ts';
import { headers } from '../test/helpers.ts';
import { attackApp, JAPANESE, type Members } from './member-fixtures.ts';
import { operatorTokens } from './operator-fixtures.ts';

/** Hostile values for any field: wrong types, boundaries, U+0000, lone surrogates, 2^31, huge. */
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '\u0000',
  'a\uD800b',
  '\uDFFF',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(100_000),
  [],
  [1, '2', null],
  {},
  deep(200),
];
const HOSTILE_TEXT = [
  '',
  '%00',
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9'.repeat(400),
  '%F0%28%8C%28',
  'x'.repeat(5000),
];

/** The top-level fields of a zod object schema (through pipes and refinements). */
const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  let current = schema as unknown as
    { shape?: object; _zod?: { def?: { in?: unknown; shape?: object } } } | undefined;
  for (let i = 0; i < 5 && current; i += 1) {
    const shape = current.shape ?? current._zod?.def?.shape;
    if (shape) return Object.keys(shape);
    current = current._zod?.def?.in as typeof current;
  }
  return [];
};

/**
 * A fuzz pass over every endpoint of the contract and of the admin contract, generated from their
 * zod schemas: each field of each body, query and path gets every hostile value. Member calls carry
 * the paid member's token, admin calls the owner's (who may make every one of them), so the
 * values reach the validation and the rules behind it. No answer may be a 5xx, and every refusal
 * is `{ message }` in Japanese.
 */
describe('fuzz', () => {
  let t: TestApp;
  let m: Members;
  let owner: string;
  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
    owner = (await operatorTokens(t)).owner;
  });
  afterAll(() => t.close());

  const requests: {
    label: string;
    method: EndpointDef['method'];
    url: string;
    admin: boolean;
    payload?: unknown;
    raw?: string;
  }[] = [];
  // The owner's sign-out would end the session the other admin requests use: it is tried last.
  const tables = [
    ...(Object.entries(endpoints) as [string, EndpointDef][]).map(([n, e]) => [n, e, false] as const),
    ...(Object.entries(adminEndpoints) as [string, EndpointDef][])
      .sort(([a], [b]) => Number(a === 'adminSignOut') - Number(b === 'adminSignOut'))
      .map(([n, e]) => [n, e, true] as const),
  ];
  for (const [name, e, admin] of tables) {
    // The generic content routes are tried on one of their types (blogs), a benefit's on benefit 1.
    const route = e.path.replace(':type', 'blogs').replace(':benefitId', '1');
    const path = (id: string) => (route.includes(':id') ? route.replace(':id', id) : route);
    const base = buildPath(route.replace(':id', '1'));
    if (route.includes(':id'))
      for (const id of HOSTILE_TEXT)
        requests.push({ label: `${name} id=${id.slice(0, 20)}`, method: e.method, url: path(id), admin });
    for (const field of fieldsOf(e.query)) {
      for (const value of HOSTILE_TEXT)
        requests.push({
          label: `${name} ?${field}=${value.slice(0, 20)}`,
          method: e.method,
          admin,
          url: `${base}?${field}=${value}`,
        });
    }
    if (e.method === 'GET' || e.method === 'DELETE') continue;
    for (const field of fieldsOf(e.body)) {
      for (const value of HOSTILE)
        requests.push({
          label: `${name} .${field}=${JSON.stringify(value)?.slice(0, 20)}`,
          method: e.method,
          admin,
          url: base,
          payload: { [field]: value },
        });
    }
    for (const raw of ['[]', '"x"', '42', 'null', '{', '{"a":', JSON.stringify(deep(2000)), '\u0000']) {
      requests.push({ label: `${name} body ${raw.slice(0, 12)}`, method: e.method, url: base, admin, raw });
    }
  }

  // In parts of 500 requests, so each part stays well inside the test time limit on a busy machine.
  const PART = 500;
  const parts = Array.from({ length: Math.ceil(requests.length / PART) }, (_, i) =>
    requests.slice(i * PART, (i + 1) * PART),
  );
  it('covers every endpoint with thousands of hostile requests', () => {
    expect(requests.length).toBeGreaterThan(5000);
  });
  it.each(parts.map((part, i) => [i * PART + 1, i * PART + part.length, part] as const))(
    `answers hostile requests %i-%i of ${requests.length} without a 5xx, each refusal in Japanese`,
    async (_from, _to, part) => {
      const wrong: string[] = [];
      for (const r of part) {
        const res = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: {
            ...headers(r.admin ? owner : m.paid.token),
            ...(r.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(r.raw !== undefined
            ? { payload: r.raw }
            : r.payload !== undefined
              ? { payload: r.payload as object }
              : {}),
        });
        if (res.statusCode >= 500) wrong.push(`${r.label}: ${res.statusCode}`);
        else if (res.statusCode >= 400) {
          let message = '';
          try {
            message = String(res.json().message);
          } catch {
            message = res.body;
          }
          if (!JAPANESE.test(message)) wrong.push(`${r.label}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
