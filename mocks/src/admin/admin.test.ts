import {
  dashboardMessages,
  adminEndpoints,
  adminMessages,
  imageUploadMessages,
  refundMessages,
  type AdminEndpointName,
} from '@fanclub/domain/admin';
import { buildPath } from '@fanclub/domain/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, demoTokens } from '../db.ts';
import { asOperator, operatorSession } from './scenarios.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...asOperator()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(
  name: AdminEndpointName,
  token: string | null,
  {
    params,
    query,
    body,
  }: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown } = {},
) {
  const endpoint = adminEndpoints[name];
  const url = new URL(buildPath(endpoint.path, params), 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const token = (role: Parameters<typeof operatorSession>[0]) => operatorSession(role).token;

describe('admin mocks', () => {
  it('refuse a member’s token and a missing one with 401 in Japanese', async () => {
    expect(await call('adminDashboard', demoTokens.paid.accessToken)).toEqual({
      status: 401,
      json: { message: adminMessages.sessionExpired },
    });
    expect(await call('adminDashboard', null)).toEqual({
      status: 401,
      json: { message: adminMessages.unauthorized },
    });
  });

  it('refuse a role outside the endpoint’s list with 403', async () => {
    const answer = await call('listAdminOrders', token('editor'));
    expect(answer).toEqual({ status: 403, json: { message: adminMessages.forbidden } });
    expect((await call('listAdminOrders', token('support'))).status).toBe(200);
    expect((await call('listOperators', token('support'))).status).toBe(403);
  });

  it('page lists on the server', async () => {
    const { json } = await call('listAdminNews', token('editor'), { query: { limit: '2', offset: '1' } });
    expect((json.data as unknown[]).length).toBe(2);
    expect(json.total).toBeGreaterThan(2);
  });

  it('ship an order with a tracking number, refused without one, and the fan’s order follows', async () => {
    const paid = db.orders.find((o) => o.status === 'paid')!;
    const refused = await call('changeOrderStatus', token('shop'), {
      params: { id: paid.id },
      body: { status: 'shipped' },
    });
    expect(refused).toEqual({ status: 400, json: { message: adminMessages.trackingRequired } });
    const shipped = await call('changeOrderStatus', token('shop'), {
      params: { id: paid.id },
      body: { status: 'shipped', trackingNumber: '1234-5678-9012' },
    });
    expect(shipped.json).toMatchObject({ status: 'shipped', trackingNumber: '1234-5678-9012' });
    expect(db.orders.find((o) => o.id === paid.id)!.status).toBe('shipped');
    const logs = await call('listAuditLogs', token('owner'), { query: { resource: 'orders' } });
    expect(logs.json.data).toEqual([
      expect.objectContaining({
        action: 'status',
        operatorEmail: 'shop@example.jp',
        resourceId: String(paid.id),
      }),
    ]);
  });

  it('refund an order in part, refuse more than is left and support, and the fan’s order follows', async () => {
    const paid = db.orders.find(
      (o) => o.status === 'delivered' && o.orderType === 'product' && o.finalPrice > 100,
    )!;
    const support = await call('refundOrder', token('support'), {
      params: { id: paid.id },
      body: { amount: 100, reason: 'サポートから' },
    });
    expect(support.status).toBe(403);
    const part = await call('refundOrder', token('shop'), {
      params: { id: paid.id },
      body: { amount: 100, reason: '一部返品' },
    });
    expect(part.json).toMatchObject({ refundedAmount: 100, refunds: [{ amount: 100, method: 'card' }] });
    expect(db.orders.find((o) => o.id === paid.id)!.refundedAmount).toBe(100);
    const tooMuch = await call('refundOrder', token('shop'), {
      params: { id: paid.id },
      body: { amount: paid.finalPrice, reason: '全額' },
    });
    expect(tooMuch).toEqual({
      status: 409,
      json: { message: refundMessages.tooMuch(paid.finalPrice - 100) },
    });
  });

  it('import tracking numbers: the preview names each error, a clean file ships the order; a bulk change is all or none', async () => {
    const preparing = db.orders.find((o) => o.status === 'preparing' && o.orderType === 'product')!;
    const shippedOne = db.orders.find((o) => o.status === 'shipped')!;
    const preview = await call('previewTrackingImport', token('shop'), {
      body: {
        csv: `注文番号,追跡番号\n${preparing.orderNumber},1234-5678-9012\nNOPE,1234-5678-9013\n`,
        carrier: 'sagawa',
      },
    });
    expect(preview.json).toMatchObject({ valid: 1, invalid: 1, fileError: null });
    const refused = await call('applyTrackingImport', token('shop'), {
      body: { csv: `${preparing.orderNumber},1234-5678-9012\nNOPE,1234-5678-9013`, carrier: 'sagawa' },
    });
    expect(refused.status).toBe(409);
    expect(db.orders.find((o) => o.id === preparing.id)!.status).toBe('preparing');
    const bulk = await call('bulkChangeOrderStatus', token('shop'), {
      body: { ids: [preparing.id, shippedOne.id], status: 'preparing' },
    });
    expect(bulk.status).toBe(409);
    const applied = await call('applyTrackingImport', token('shop'), {
      body: { csv: `${preparing.orderNumber},1234-5678-9012`, carrier: 'sagawa' },
    });
    expect(applied.json).toEqual({
      message: '1件の注文を発送済みにし、発送のお知らせメールを送りました。',
      count: 1,
    });
    expect(db.orders.find((o) => o.id === preparing.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: '1234-5678-9012',
      carrier: 'sagawa',
    });
    expect((await call('applyTrackingImport', token('editor'), { body: {} })).status).toBe(403);
  });

  it('take an uploaded picture, serve it at its URL, and refuse another type or broken bytes', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const send = (role: 'editor' | 'support', body: Uint8Array, type: string) =>
      fetch('http://localhost/api/admin/v1/images', {
        method: 'POST',
        headers: { 'Content-Type': type, Authorization: `Bearer ${token(role)}` },
        body: new Blob([body as Uint8Array<ArrayBuffer>]),
      });
    expect((await send('support', png, 'image/png')).status).toBe(403);
    const wrong = await send('editor', png, 'image/svg+xml');
    expect(await wrong.json()).toEqual({ message: imageUploadMessages.type });
    const broken = await send('editor', Uint8Array.from([1, 2, 3]), 'image/png');
    expect(await broken.json()).toEqual({ message: imageUploadMessages.corrupt });
    const ok = await send('editor', png, 'image/png');
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/.+\.png$/);
    const served = await fetch(`http://localhost${url}?w=640&q=75`);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });
});

describe('admin mocks: lotteries', () => {
  it('offer the plans, read an event with entries and refuse what entries lock, as the API does', async () => {
    const plans = await call('listDrawPlanChoices', token('editor'));
    expect(plans.status).toBe(200);
    const event = await call('getAdminDrawEvent', token('editor'), { params: { id: 1 } });
    expect(event.status).toBe(200);
    const e = event.json as unknown as {
      entryStart: string;
      benefits: { id: number; countParticipants: number }[];
    };
    expect(e.benefits.some((b) => b.countParticipants > 0)).toBe(true);
    const moved = await call('updateDrawEvent', token('editor'), {
      params: { id: 1 },
      body: { ...event.json, entryStart: new Date(Date.parse(e.entryStart) - 3_600_000).toISOString() },
    });
    expect(moved).toEqual({
      status: 409,
      json: { message: adminMessages.drawLockedWithEntries('受付開始日時') },
    });
  });
});

describe('admin mocks: the dashboard charts', () => {
  it('answer every role with the months of the period, the last being the fixtures’ month', async () => {
    for (const role of ['owner', 'editor', 'shop', 'support'] as const) {
      const { status, json } = await call('adminDashboardCharts', token(role), { query: { months: '6' } });
      expect(status, role).toBe(200);
      const months = (json.months as { month: string }[]).map((m) => m.month);
      expect(months).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    }
    const { json } = await call('adminDashboardCharts', token('owner'), {
      query: { from: '2024-02', to: '2024-05' },
    });
    // The demo club opened in April 2024: nothing before, and no churn rate without members.
    expect(
      (json.months as { month: string; joined: number; churnRate: number | null }[]).slice(0, 3),
    ).toEqual([
      expect.objectContaining({ month: '2024-02', joined: 0, churnRate: null }),
      expect.objectContaining({ month: '2024-03', joined: 0, churnRate: null }),
      expect.objectContaining({ month: '2024-04', joined: 21, churnRate: null }),
    ]);
  });

  it('refuse a period it cannot draw, as the server does', async () => {
    const { status, json } = await call('adminDashboardCharts', token('owner'), {
      query: { from: '2026-05', to: '2026-01' },
    });
    expect(status).toBe(400);
    expect(json.message).toBe(dashboardMessages.period);
  });
});
