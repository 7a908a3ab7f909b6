import { buildPath, endpoints, type EndpointDef } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helpers.ts';
import { headers } from '../test/helpers.ts';
import { attackApp, JAPANESE, type Members } from './member-fixtures.ts';

type Role = 'guest' | 'free' | 'paid' | 'other';
// The owner last, so their own DELETE comes after the others tried it.
const ROLES: Role[] = ['guest', 'free', 'other', 'paid'];

/**
 * The authorisation table: every endpoint of the contract (endpoints.ts, so a new one is in the
 * table the day it is declared) tried as a guest, the free member, the paid member and another
 * member. `{id}` routes of a member's own things get the paid member's ids, so the other members
 * try someone else's. Each cell has its expected answers; none may leak or fail.
 */
const ownedBy = {
  getOrder: 'order',
  getVotingPackagePurchase: 'purchase',
  deleteCartProduct: 'cartLine',
} as const;
type Owned = keyof typeof ownedBy;

const expectedFor = (name: string, e: EndpointDef, role: Role): number[] => {
  if (e.auth && role === 'guest') return [401];
  if (name in ownedBy) return role === 'paid' ? [200] : [404];
  // A GET whose query needs a value (a mailed token) refuses an empty one.
  const needsQuery = e.query ? !e.query.safeParse({}).success : false;
  if (e.method === 'GET') return needsQuery ? [400] : [200, 404];
  // Mutations with an empty body: refused by the contract (400) or by the rule (404, 409, 429).
  return e.body ? [400, 404, 409, 429] : [200, 400, 404, 409];
};

describe('authorisation table', () => {
  let t: TestApp;
  let m: Members;
  const ids: Record<(typeof ownedBy)[Owned], number> = { order: 0, purchase: 0, cartLine: 0 };
  const cells: { name: string; role: Role; expected: number[] }[] = [];
  for (const [name, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
    for (const role of ROLES) cells.push({ name, role, expected: expectedFor(name, e, role) });
  }

  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
    const as = (url: string, method = 'GET', payload?: object) =>
      t.app.inject({
        method: method as 'GET',
        url: `/api/v1/${url}`,
        headers: headers(m.paid.token),
        ...(payload ? { payload } : {}),
      });
    // The paid member owns an order, a point purchase and a cart line (saved card: the demo's).
    const bought = await as('users/voting-packages/purchases', 'POST', {
      paymentMethod: 'credit_card',
      votingPackageId: 1,
      count: 1,
      point: 100,
      price: 1100,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    ids.purchase = bought.json().id;
    const orders = (await as('users/orders')).json().data as { id: number }[];
    ids.order = orders[0]?.id ?? 0;
    await as('users/cart-products', 'POST', { cartProducts: [{ productSkuID: 1, count: 1 }] });
    ids.cartLine = (await as('users/carts')).json().cartProducts[0]?.id ?? 0;
    expect(
      Object.values(ids).every((id) => id > 0),
      JSON.stringify(ids),
    ).toBe(true);
  });
  afterAll(() => t.close());

  it(`has a cell for every endpoint and role (${Object.keys(endpoints).length} × ${ROLES.length})`, () => {
    expect(cells).toHaveLength(Object.keys(endpoints).length * ROLES.length);
  });

  it('another member deleting the owner’s cart line changes nothing', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/cart-products/${ids.cartLine}`,
      headers: headers(m.other.token),
    });
    expect(del.statusCode).toBe(404);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/carts',
      headers: headers(m.paid.token),
    });
    expect(cart.json().cartProducts.map((l: { id: number }) => l.id)).toContain(ids.cartLine);
  });

  it('answers every cell as expected: no leak, no 5xx, every refusal in Japanese', async () => {
    const wrong: string[] = [];
    for (const { name, role, expected } of cells) {
      const e = (endpoints as Record<string, EndpointDef>)[name]!;
      const id = name in ownedBy ? ids[ownedBy[name as Owned]] : 1;
      const url = buildPath(e.path, { id });
      const token = role === 'guest' ? undefined : m[role].token;
      const res = await t.app.inject({
        method: e.method,
        url,
        headers: headers(token),
        ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
      });
      const ok =
        expected.includes(res.statusCode) &&
        // Every endpoint of the contract is served: "no such API" is never an answer.
        !res.body.includes('指定された API は存在しません') &&
        (res.statusCode < 400 || JAPANESE.test(String(res.json().message)));
      if (!ok)
        wrong.push(
          `${name} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)} (expected ${expected.join('/')})`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
