import {
  adminEndpoints,
  operatorRoles,
  type AdminEndpointDef,
  type OperatorRole,
} from '@fanclub/domain/admin';
import { buildPath } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helpers.ts';
import { headers } from '../test/helpers.ts';
import { attackApp, JAPANESE, type Members } from './member-fixtures.ts';
import { operatorTokens } from './operator-fixtures.ts';

type Role = 'guest' | 'free' | 'paid' | OperatorRole;
const ROLES: Role[] = ['guest', 'free', 'paid', ...operatorRoles];
const isOperator = (role: Role): role is OperatorRole => (operatorRoles as readonly string[]).includes(role);

/**
 * The admin API's authorisation table: every route of `@fanclub/domain/admin` tried as a guest, a
 * free and a paid member (a member's token never opens one: 401 before the body is read) and as
 * each operator role (403 outside the roles the contract names). Allowed cells get an empty body
 * or the id 1 and must answer as the contract's rules say, never 5xx; a 409 is a refusal in Japanese
 * that changes nothing (a delete of a record still in use, a write that conflicts). The image upload
 * (`uploadImage`: owner, editor, shop) is in the table like every other route.
 */
const expectedFor = (e: AdminEndpointDef, role: Role): number[] => {
  if (!e.auth) return [400]; // the sign-in itself, with an empty body
  if (!isOperator(role)) return [401];
  if (e.roles.length > 0 && !e.roles.includes(role)) return [403];
  // An upload takes a file's bytes: the empty JSON body is no picture (400 in Japanese).
  if (e.upload) return [400];
  if (e.method === 'GET') return e.query && !e.query.safeParse({}).success ? [400] : [200, 404];
  // A delete may be refused while something still uses the record (a category with products).
  if (e.method === 'DELETE') return [200, 404, 409];
  return e.body ? [400, 404, 409] : [200, 404, 409];
};

// The operator's own sign-out last, so it ends each session after every other cell.
const entries = (Object.entries(adminEndpoints) as [string, AdminEndpointDef][]).sort(
  ([a], [b]) => Number(a === 'adminSignOut') - Number(b === 'adminSignOut'),
);

describe('admin authorisation table', () => {
  let t: TestApp;
  let m: Members;
  let operators: Record<OperatorRole, string>;
  const cells = entries.flatMap(([name, e]) => ROLES.map((role) => ({ name, e, role })));

  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
    operators = await operatorTokens(t);
  });
  afterAll(() => t.close());

  it(`has a cell for every admin route and role (${entries.length} × ${ROLES.length})`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(32);
    expect(cells).toHaveLength(entries.length * ROLES.length);
  });

  it('mail to members (一斉メール) is in the table: owner and editor send, shop and support do not', () => {
    const names = [
      'listAnnouncements',
      'getAnnouncement',
      'createAnnouncement',
      'previewAnnouncement',
      'scheduleAnnouncement',
      'cancelAnnouncement',
    ];
    for (const name of names)
      expect(
        entries.map(([n]) => n),
        name,
      ).toContain(name);
    for (const name of names.slice(2)) {
      const e = adminEndpoints[name as keyof typeof adminEndpoints];
      expect(e.roles, name).toEqual(['owner', 'editor']);
      expect(expectedFor(e, 'support'), name).toEqual([403]);
      expect(expectedFor(e, 'shop'), name).toEqual([403]);
    }
  });

  it('answers every cell as expected: no member opens a route, each role only its own, every refusal in Japanese', async () => {
    const wrong: string[] = [];
    for (const { name, e, role } of cells) {
      const token = role === 'guest' ? undefined : isOperator(role) ? operators[role] : m[role].token;
      const res = await t.app.inject({
        method: e.method,
        // A typed route (the generic content) is tried on one of its types.
        url: buildPath(e.path, { id: 1, benefitId: 1, type: 'blogs' }),
        headers: headers(token),
        ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
      });
      const expected = expectedFor(e, role);
      const ok =
        expected.includes(res.statusCode) &&
        !res.body.includes('指定された API は存在しません') &&
        (res.statusCode < 400 || JAPANESE.test(String(res.json().message)));
      if (!ok)
        wrong.push(
          `${name} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)} (expected ${expected.join('/')})`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('a member’s token with an operator’s claims copied in is still refused', async () => {
    // The member's token is signed with the members' key: swapping its header for an operator's
    // never verifies as an operator's token.
    const [, payload, signature] = m.paid.token.split('.');
    const [header] = operators.owner.split('.');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/members',
      headers: headers(`${header}.${payload}.${signature}`),
    });
    expect(res.statusCode).toBe(401);
  });
});
