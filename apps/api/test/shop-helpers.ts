import { taxIncluded } from '@fanclub/domain';
import { fixtures } from '@fanclub/fixtures';
import type { App } from '../src/app.ts';
import { headers } from './helpers.ts';

export const DEMO_PASSWORD = 'Passw0rd!';
export const TEST_CARDS = {
  success: '4111111111111111',
  decline: '4000000000000002',
  tds: '4000000000003220',
} as const;

export const signIn = async (app: App, email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/sign-in',
    headers: headers(),
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().access_token as string;
};

/** A card token from the sandbox token endpoint, as the browser would get it. */
export const cardToken = async (app: App, cardNumber: string = TEST_CARDS.success) => {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: cardNumber,
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
      token_api_key: 'sandbox-token-api-key',
    },
  });
  return res.json().token as string;
};

/** The demo catalogue's SKUs by product name (index picks a variant). */
export const skuOf = (productName: string, index = 0) => {
  const product = fixtures.products.find((p) => p.name === productName);
  const sku = product?.productSkus[index];
  if (!product || !sku) throw new Error(`no SKU for ${productName}`);
  return { ...sku, taxRate: product.taxRate, product };
};

const buyer = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '09012345678',
  email: 'free@example.jp',
  confirmEmail: 'free@example.jp',
  zipCode: '1500001',
  prefectureId: 13,
  address1: '渋谷区',
  address2: '神宮前1-2-3',
  address3: null,
  paymentMethod: 'credit_card' as const,
};

/** An order body priced the way the site prices it (tax included per unit, plus delivery). */
export const orderBody = (
  lines: { sku: ReturnType<typeof skuOf>; count: number }[],
  extra: Record<string, unknown> = {},
  deliveryMethodId = 1,
) => {
  const method = fixtures.deliveryMethods.find((m) => m.id === deliveryMethodId)!;
  const orderProducts = lines.map(({ sku, count }) => ({
    productSkuID: sku.id,
    count,
    price: taxIncluded(sku.price, sku.taxRate),
  }));
  const totalProductPrice = orderProducts.reduce((sum, l) => sum + l.price * l.count, 0);
  return {
    ...buyer,
    deliveryMethodId,
    deliveryCost: method.cost,
    orderProducts,
    totalProductPrice,
    finalPrice: totalProductPrice + method.cost,
    ...extra,
  };
};
