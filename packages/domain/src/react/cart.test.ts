// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart, useDeleteCartProduct, useSaveCartProducts } from './cart.ts';
import { useCreateOrder, useOrders } from './orders.ts';
import { queryKeys } from './query-keys.ts';
import { createWrapper, fakeServer, json } from './test-support.ts';

afterEach(cleanup);

const sku = {
  id: 11,
  attributes: [],
  productID: 5,
  imageUrl: null,
  quantity: 20,
  price: 3000,
  productName: 'ツアーTシャツ',
};
const cartWith = (...counts: number[]) => ({
  id: 1,
  userID: 42,
  cartProducts: counts.map((count, index) => ({
    id: index + 1,
    productSkuID: 11,
    productSku: { ...sku, taxRate: 0.1 },
    count,
    purchaseNote: null,
  })),
});
const order = {
  id: 900,
  orderNumber: '20261129-0123456789AB',
  companyID: 3,
  userID: 42,
  orderType: 'product',
  status: 'paid',
  deliveryCost: 800,
  finalPrice: 4100,
  totalProductPrice: 3300,
  paymentMethod: 'credit_card',
  maskedCardNumber: '************4242',
  paymentFee: 0,
  konbini: null,
  items: [],
  subscriptionId: null,
  deliveryMethod: { id: 1, name: '宅配便' },
  delivery: null,
  carrier: null,
  trackingNumber: null,
  receiptIssuedAt: null,
  refundedAmount: 0,
  createdAt: '2025-04-01T10:00:00+09:00',
};
const orderBody = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '0312345678',
  zipCode: '1000001',
  prefectureId: 13,
  address1: '千代田区千代田',
  address2: '1-1',
  email: 'fan@example.jp',
  confirmEmail: 'fan@example.jp',
  deliveryMethodId: 1,
  deliveryCost: 800,
  orderProducts: [{ productSkuID: 11, count: 1, price: 3300 }],
  paymentMethod: 'credit_card' as const,
  totalProductPrice: 3300,
  finalPrice: 4100,
};

describe('cart hooks', () => {
  it('waits while not enabled (no session yet), then fetches with the bearer token', async () => {
    const server = fakeServer({ 'GET /api/v1/users/carts': () => json(cartWith(1)) });
    const { wrapper } = createWrapper(server.fetch);
    const { result, rerender } = renderHook(({ enabled }) => useCart({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.cartProducts).toHaveLength(1));
    expect(server.requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('stores the cart the server answers after saving lines, without fetching it again', async () => {
    const server = fakeServer({
      'GET /api/v1/users/carts': () => json(cartWith(1)),
      'POST /api/v1/users/cart-products': () => json(cartWith(3)),
    });
    const { wrapper } = createWrapper(server.fetch);
    const { result } = renderHook(() => ({ cart: useCart(), save: useSaveCartProducts() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.cartProducts[0]?.count).toBe(1));

    await act(() => result.current.save.mutateAsync({ cartProducts: [{ productSkuID: 11, count: 3 }] }));

    // React Query tells its observers on the next tick, so the hook shows the stored cart a moment later.
    await waitFor(() => expect(result.current.cart.data?.cartProducts[0]?.count).toBe(3));
    expect(await server.calls('POST /api/v1/users/cart-products')[0]!.json()).toEqual({
      cartProducts: [{ productSkuID: 11, count: 3 }],
    });
    expect(server.calls('GET /api/v1/users/carts')).toHaveLength(1);
  });

  it('deletes a line by its id and stores the cart that is left', async () => {
    const server = fakeServer({ 'DELETE /api/v1/users/cart-products/2': () => json(cartWith()) });
    const { wrapper, queryClient } = createWrapper(server.fetch);
    queryClient.setQueryData(queryKeys.cart.mine(), cartWith(1, 1));
    const { result } = renderHook(() => useDeleteCartProduct(), { wrapper });

    await act(() => result.current.mutateAsync(2));

    expect(queryClient.getQueryData(queryKeys.cart.mine())).toEqual(cartWith());
  });
});

describe('useCreateOrder', () => {
  it('refetches the order list and the cart once the order is placed', async () => {
    let orders: (typeof order)[] = [];
    const server = fakeServer({
      'GET /api/v1/users/orders': () => json({ data: orders, total: orders.length }),
      'GET /api/v1/users/carts': () => json(cartWith(...(orders.length ? [] : [1]))),
      'POST /api/v1/users/orders': () => {
        orders = [order];
        return json({ miecruOrderId: 'M-900', orderId: 900, orderNumber: '20261129-0123456789AB' });
      },
    });
    const { wrapper } = createWrapper(server.fetch);
    const { result } = renderHook(
      () => ({ orders: useOrders(), cart: useCart(), createOrder: useCreateOrder() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.cartProducts).toHaveLength(1));
    expect(result.current.orders.data?.total).toBe(0);

    await act(() => result.current.createOrder.mutateAsync(orderBody));

    // The mutation stays pending until the invalidated lists are fresh; the hooks show them on the
    // observers' next notification.
    await waitFor(() => {
      expect(result.current.orders.data?.data.map((o) => o.id)).toEqual([900]);
      expect(result.current.cart.data?.cartProducts).toEqual([]);
    });
    expect(server.calls('GET /api/v1/users/orders')).toHaveLength(2);
  });

  it('reports a refused order as an error and leaves the cached lists alone', async () => {
    const server = fakeServer({
      'GET /api/v1/users/orders': () => json({ data: [], total: 0 }),
      'POST /api/v1/users/orders': () => json({ message: '在庫が不足しています。' }, 409),
    });
    const { wrapper } = createWrapper(server.fetch);
    const { result } = renderHook(() => ({ orders: useOrders(), createOrder: useCreateOrder() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));

    await act(() => result.current.createOrder.mutateAsync(orderBody).catch(() => undefined));

    await waitFor(() => expect(result.current.createOrder.error?.message).toBe('在庫が不足しています。'));
    expect(server.calls('GET /api/v1/users/orders')).toHaveLength(1);
  });
});
