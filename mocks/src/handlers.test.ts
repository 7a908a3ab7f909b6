/* eslint-disable @typescript-eslint/no-explicit-any -- every 2xx answer is parsed with the contract schema in call(); the assertions read it loosely. */
import { buildPath, endpoints, type EndpointName } from '@fanclub/domain/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { fixtures } from '@fanclub/fixtures';
import { handlersByEndpoint, handlersByResource } from './handlers/index.ts';
import {
  DEMO_TDS_ORDER_ID,
  empty,
  freeMember,
  freeMemberBackFromPlanTds,
  paidMember,
  paidMemberBackFromOrderTds,
  resetMockDb,
  server,
  serverError,
  SERVER_ERROR_MESSAGE,
  slow,
} from './node.ts';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
}

/** Calls an endpoint like the site's client does and checks a 2xx answer against the contract. */
async function call(name: EndpointName, { params, query, body, token }: CallOptions = {}) {
  const endpoint = endpoints[name];
  const url = new URL(buildPath(endpoint.path, params), ORIGIN);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      'Content-Type': 'application/json',
      'company-id': '3',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body:
      body === undefined
        ? endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? undefined
          : '{}'
        : JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (response.ok) endpoint.response.parse(json);
  return { status: response.status, json };
}

async function signIn(email: string) {
  const { json } = await call('signIn', { body: { email, password: 'Passw0rd!' } });
  return json.access_token as string;
}

async function cardToken(number: string) {
  const response = await fetch(`${ORIGIN}/sandbox-pay/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
      token_api_key: 'demo',
    }),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const tshirt = fixtures.products[0]!;
const tshirtSku = tshirt.productSkus[1]!; // ブラック M, 3,850 yen with tax
const delivery = {
  lastName: '佐藤',
  firstName: '光',
  lastNameKana: 'サトウ',
  firstNameKana: 'ヒカル',
  phone: '08098765432',
  email: 'paid@example.jp',
  confirmEmail: 'paid@example.jp',
  zipCode: '530-0001',
  prefectureId: 27,
  address1: '大阪市北区梅田',
  address2: '2-4-6',
  address3: '',
  paymentMethod: 'credit_card',
};
const orderFor = (count: number, deliveryMethodId = 1) => {
  const unit = Math.floor((tshirtSku.price * 110) / 100);
  const cost = fixtures.deliveryMethods.find((method) => method.id === deliveryMethodId)!.cost;
  return {
    ...delivery,
    deliveryMethodId,
    deliveryCost: cost,
    orderProducts: [{ productSkuID: tshirtSku.id, count, price: unit }],
    totalProductPrice: unit * count,
    finalPrice: unit * count + cost,
  };
};

describe('handler table', () => {
  it('has one handler per endpoint, on the endpoint’s method and path', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const handler = handlersByEndpoint[name as EndpointName];
      expect(handler, name).toBeDefined();
      expect(handler.info.method).toBe(endpoint.method);
      expect(handler.info.path).toBe(`*${endpoint.path}`);
    }
    expect(handlersByResource.news).toContain(handlersByEndpoint.listNews);
    expect(handlersByResource.sandboxPay).toHaveLength(1);
  });
});

describe('shopping: sign in, cart, order', () => {
  it('orders what is in the cart, with totals computed and stock taken', async () => {
    const token = await signIn('paid@example.jp');
    const saved = await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: tshirtSku.id, count: 2 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.cartProducts.map((line: any) => [line.productSkuID, line.count])).toContainEqual([
      tshirtSku.id,
      2,
    ]);

    const order = await call('createOrder', { token, body: orderFor(2) });
    expect(order.status).toBe(200);
    const detail = await call('getOrder', { token, params: { id: order.json.orderId } });
    expect(detail.json).toMatchObject({
      totalProductPrice: 7700,
      deliveryCost: 250,
      finalPrice: 7950,
      status: 'paid',
    });
    expect(detail.json.maskedCardNumber).toBe('4111************');

    const cart = await call('getCart', { token });
    expect(cart.json.cartProducts.some((line: any) => line.productSkuID === tshirtSku.id)).toBe(false);
    const product = await call('getProduct', { params: { id: tshirt.id } });
    expect(product.json.productSkus[1].quantity).toBe(tshirtSku.quantity - 2);
    const history = await call('listOrders', { token });
    expect(history.json.data[0].id).toBe(order.json.orderId);
  });

  it('refuses an order whose prices do not match the catalogue', async () => {
    const token = await signIn('paid@example.jp');
    const result = await call('createOrder', {
      token,
      body: { ...orderFor(1), totalProductPrice: 1, finalPrice: 251 },
    });
    expect(result.status).toBe(400);
    expect(result.json.message).toContain('価格');
  });

  it('removes a cart line and rejects sold-out or paid-only items for a free member', async () => {
    const token = await signIn('free@example.jp');
    const added = await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: tshirtSku.id, count: 1 }] },
    });
    const lineId = added.json.cartProducts[0].id;
    const removed = await call('deleteCartProduct', { token, params: { id: lineId } });
    expect(removed.json.cartProducts).toEqual([]);

    const soldOut = fixtures.products.find((product) => product.name === 'ロゴキャップ')!.productSkus[0]!;
    expect(
      (
        await call('saveCartProducts', {
          token,
          body: { cartProducts: [{ productSkuID: soldOut.id, count: 1 }] },
        })
      ).json.message,
    ).toContain('在庫切れ');
    const paidOnly = fixtures.products.find(
      (product) => product.isPaid && product.productSkus[0]!.quantity > 0,
    )!.productSkus[0]!;
    const refused = await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: paidOnly.id, count: 1 }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('有料会員限定');
  });

  it('asks for the purchase note where the product needs one', async () => {
    const token = await signIn('paid@example.jp');
    const noted = fixtures.products.find((product) => product.isRequiredPurchaseNote)!;
    const sku = noted.productSkus[0]!;
    const missing = await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: sku.id, count: 1 }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain('備考');
    const ok = await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: sku.id, count: 1, purchaseNote: 'MIRAI' }] },
    });
    expect(ok.json.cartProducts.find((line: any) => line.productSkuID === sku.id).purchaseNote).toBe('MIRAI');
  });
});

describe('cards and 3-D Secure', () => {
  it('issues tokens for valid cards and refuses bad numbers with a code', async () => {
    const ok = await cardToken('4111111111111111');
    expect(ok.json).toMatchObject({ status: 'success', req_card_number: '4111************' });
    const bad = await cardToken('4111111111111112');
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('digit_check_error');
  });

  it('declines the decline card and sends the 3-D Secure card through start and confirm', async () => {
    const token = await signIn('free@example.jp');
    await call('saveCartProducts', {
      token,
      body: { cartProducts: [{ productSkuID: tshirtSku.id, count: 1 }] },
    });
    const declined = await call('createOrder', {
      token,
      body: { ...orderFor(1), cardToken: (await cardToken('4000000000000002')).json.token },
    });
    expect(declined.status).toBe(400);
    expect(declined.json.message).toContain('承認されませんでした');

    const tdsCard = (await cardToken('4000000000003220')).json.token;
    const direct = await call('createOrder', { token, body: { ...orderFor(1), cardToken: tdsCard } });
    expect(direct.json.message).toContain('3-Dセキュア');

    const started = await call('startTdsOrder', {
      token,
      body: {
        ...orderFor(1),
        cardToken: (await cardToken('4000000000003220')).json.token,
        redirectionUrl: 'http://localhost/order/complete',
      },
    });
    expect(started.json.authStartUrl).toBe(`http://localhost/order/complete?orderId=${started.json.orderId}`);
    const confirmed = await call('confirmTdsOrder', { token, body: { orderId: started.json.orderId } });
    expect(confirmed.status).toBe(200);
    expect((await call('getOrder', { token, params: { id: confirmed.json.orderId } })).json.finalPrice).toBe(
      3850 + 250,
    );
    expect((await call('confirmTdsOrder', { token, body: { orderId: started.json.orderId } })).status).toBe(
      400,
    );
  });

  it('turns a free member into a paid one and lets them cancel and undo', async () => {
    const token = await signIn('free@example.jp');
    const bought = await call('purchaseMembership', {
      token,
      body: {
        paymentMethod: 'credit_card',
        memberShipPlanId: 2,
        cardToken: (await cardToken('4111111111111111')).json.token,
      },
    });
    expect(bought.json.user).toMatchObject({ isPaidMember: true, maskedCardNumber: '4111************' });
    expect(bought.json.subscription).toMatchObject({ status: 'active', cycleType: 'year', isActive: true });
    const cancelled = await call('unsubscribe', { token, body: { reason: '利用頻度が減ったため' } });
    expect(cancelled.json.subscription).toMatchObject({ status: 'cancel_requested', isActive: true });
    const undone = await call('cancelSubscriptionRequest', { token });
    expect(undone.json.subscription.status).toBe('active');
  });
});

describe('paid gating', () => {
  const paidNews = fixtures.news.find((item) => item.isPaid)!;

  it('withholds paid content from guests and free members, not from paid members', async () => {
    const guest = await call('getNews', { params: { id: paidNews.id } });
    expect(guest.json.title).toBe(paidNews.title);
    expect(guest.json.content).toBeNull();
    const free = await call('getNews', {
      params: { id: paidNews.id },
      token: await signIn('free@example.jp'),
    });
    expect(free.json.content).toBeNull();
    const paid = await call('getNews', {
      params: { id: paidNews.id },
      token: await signIn('paid@example.jp'),
    });
    expect(paid.json.content).toBe(paidNews.content);

    const videos = await call('listMusicVideos');
    expect(
      videos.json.data.filter((video: any) => video.isPaid).every((video: any) => video.videoUrl === null),
    ).toBe(true);
  });

  it('needs a token for member calls', async () => {
    const result = await call('getCart');
    expect(result.status).toBe(401);
    expect(result.json.message).toBe('ログインしてください。');
  });
});

describe('lists', () => {
  it('pages with limit/offset, filters by category and finds neighbours', async () => {
    const first = await call('listNews', { query: { limit: 5 } });
    expect(first.json.data).toHaveLength(5);
    expect(first.json.total).toBe(fixtures.news.length);
    const second = await call('listNews', { query: { limit: 5, offset: 5 } });
    expect(second.json.data[0].id).not.toBe(first.json.data[0].id);

    const category = fixtures.newsCategories[1]!;
    const filtered = await call('listNews', { query: { categoryId: category.id } });
    expect(filtered.json.total).toBe(fixtures.news.filter((item) => item.category.id === category.id).length);
    expect(filtered.json.data.every((item: any) => item.category.id === category.id)).toBe(true);

    const [newest, older] = first.json.data;
    expect((await call('getNextNews', { params: { id: newest.id } })).json).toBeNull();
    expect((await call('getPreviousNews', { params: { id: newest.id } })).json.id).toBe(older.id);
    expect((await call('getNextNews', { params: { id: older.id } })).json.id).toBe(newest.id);
  });
});

describe('bad input', () => {
  it('answers 400 with a Japanese message and changes nothing', async () => {
    const badEmail = await call('signIn', { body: { email: 'not-an-email', password: 'x' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('メールアドレスの形式が正しくありません。');
    const badQuery = await call('listNews', { query: { limit: 'many' } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.json.message).toMatch(/^limit: .*[ぁ-んァ-ヶ一-龠]/);
    const wrongPassword = await call('signIn', { body: { email: 'paid@example.jp', password: 'nope' } });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.message).toBe('メールアドレスまたはパスワードが正しくありません。');
  });
});

describe('sessions', () => {
  it('keeps the refresh token in its cookie only, rotates it and revokes the family when an old one comes back', async () => {
    const { json: session } = await call('signIn', {
      body: { email: 'free@example.jp', password: 'Passw0rd!' },
    });
    expect(session.refresh_token).toBe('');
    const first = db.refreshCookie!;
    expect(first).toEqual(expect.any(String));
    const rotated = await call('refreshToken', { body: { refresh_token: '' } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.refresh_token).toBe('');
    const second = db.refreshCookie!;
    expect(second).not.toBe(first);
    expect((await call('refreshToken', { body: { refresh_token: first } })).status).toBe(401);
    expect((await call('refreshToken', { body: { refresh_token: second } })).status).toBe(401);
  });
});

describe('engagement', () => {
  it('spends points on votes and refuses more than the member has', async () => {
    const token = await signIn('paid@example.jp');
    const voted = await call('vote', { token, body: { votingEventProfileId: 2, point: 100 } });
    expect(voted.json.votingPoint).toBe(150);
    const tooMany = await call('vote', { token, body: { votingEventProfileId: 2, point: 151 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toContain('投票ポイントが足りません');
    const events = await call('listVotingEvents', { token });
    expect(events.json.data[0].profiles.find((p: any) => p.id === 2).point).toBe(11920 + 100);
  });

  it('adds bought points', async () => {
    const token = await signIn('paid@example.jp');
    const bought = await call('purchaseVotingPackageSavedCard', {
      token,
      body: { paymentMethod: 'credit_card', votingPackageId: 1, count: 2, point: 200, price: 2200 },
    });
    expect(bought.status).toBe(200);
    expect(bought.json.votingPoint).toBe(450);
    const voted = await call('vote', { token, body: { votingEventProfileId: 1, point: 450 } });
    expect(voted.json.votingPoint).toBe(0);
  });

  it('takes a survey answer once', async () => {
    const token = await signIn('free@example.jp');
    const survey = fixtures.surveys[0]!;
    const answerIds = survey.questions.map((question) => question.answers[0]!.id);
    const first = await call('answerSurvey', {
      token,
      params: { id: survey.id },
      body: { surveyAnswerIds: answerIds },
    });
    expect(first.status).toBe(200);
    expect((await call('getUserSurvey', { token, params: { id: survey.id } })).json.isAnswered).toBe(true);
    const again = await call('answerSurvey', {
      token,
      params: { id: survey.id },
      body: { surveyAnswerIds: answerIds },
    });
    expect(again.json.message).toBe('このアンケートにはすでに回答済みです。');
  });

  it('enters a draw, needing the option where the benefit asks for one', async () => {
    const token = await signIn('free@example.jp');
    const noOption = await call('registerDrawEvent', {
      token,
      params: { id: 1 },
      body: { drawBenefitId: 2 },
    });
    expect(noOption.json.message).toBe('「撮影するメンバー」を選択してください。');
    const entered = await call('registerDrawEvent', {
      token,
      params: { id: 1 },
      body: { drawBenefitId: 2, option: '花咲ヒナ' },
    });
    expect(entered.json).toMatchObject({
      isRegistered: true,
      entryStatus: 'pending',
      countParticipants: 413,
    });
    const won = await call('getDrawEvent', { token: await signIn('paid@example.jp'), params: { id: 2 } });
    expect(won.json.benefits[0]).toMatchObject({
      entryStatus: 'won',
      congratulationContent: expect.stringContaining('おめでとう'),
    });
  });

  it('earns stamps by QR value and opens the reward when all are collected', async () => {
    const token = await signIn('free@example.jp');
    const stamps = fixtures.eventRewards[0]!.stamps;
    const before = await call('getEventRewards', { token, params: { id: 1 } });
    expect(before.json.stamps.every((stamp: any) => stamp.qRCodeValue === null && !stamp.isAcquired)).toBe(
      true,
    );
    expect(
      (await call('earnEventReward', { token, params: { id: 1 }, body: { qRCodeValue: 'WRONG' } })).status,
    ).toBe(400);
    let last: any;
    for (const stamp of stamps)
      last = await call('earnEventReward', {
        token,
        params: { id: 1 },
        body: { qRCodeValue: stamp.qRCodeValue! },
      });
    expect(last.json.stamps.every((stamp: any) => stamp.isAcquired)).toBe(true);
    expect(last.json.contents.map((content: any) => content.isAcquired)).toEqual([true, false]);
  });

  it('looks up postal codes in the zipcloud shape', async () => {
    const found = await call('lookupPostalCode', { query: { zipcode: '150-0001' } });
    expect(found.json.results[0]).toMatchObject({
      address1: '東京都',
      address2: '渋谷区',
      address3: '神宮前',
    });
    expect((await call('lookupPostalCode', { query: { zipcode: '9999999' } })).json.results).toBeNull();
    expect((await call('lookupPostalCode', { query: { zipcode: '123' } })).json.message).toBe(
      'パラメータ「郵便番号」の桁数が不正です。',
    );
  });
});

describe('scenarios', () => {
  it('paidMember answers token-less member calls as the paid member', async () => {
    server.use(...paidMember());
    const cart = await call('getCart');
    expect(cart.status).toBe(200);
    expect(cart.json.userID).toBe(2);
  });

  it('gives a member a saved card or takes it away', async () => {
    const buy = () =>
      call('purchaseVotingPackageSavedCard', {
        body: { paymentMethod: 'credit_card', votingPackageId: 1, count: 1, point: 100, price: 1100 },
      });
    server.use(...paidMember({ savedCard: false }));
    expect((await buy()).json).toEqual({ message: 'カード情報を入力してください。' });
    // A scenario's member tag is the last one a request passes through: start over for the next.
    server.resetHandlers();
    server.use(...freeMember({ savedCard: true }));
    const bought = await buy();
    expect(bought.status).toBe(200);
    expect(bought.json.votingPoint).toBe(100);
  });

  it('freeMemberBackFromPlanTds confirms the plan purchase once, on the demo order id', async () => {
    server.use(...freeMemberBackFromPlanTds());
    const confirmed = await call('confirmTdsSubscription', { body: { orderId: DEMO_TDS_ORDER_ID } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.subscription).toMatchObject({ planId: 1, status: 'active', isActive: true });
    expect(confirmed.json.user).toMatchObject({
      id: 1,
      isPaidMember: true,
      maskedCardNumber: '4000************',
    });
    expect((await call('confirmTdsSubscription', { body: { orderId: DEMO_TDS_ORDER_ID } })).status).toBe(400);
  });

  it('paidMemberBackFromOrderTds places the cart as an order once, on the demo order id', async () => {
    server.use(...paidMemberBackFromOrderTds());
    const before = (await call('getCart')).json.cartProducts.length;
    expect(before).toBeGreaterThan(0);
    const confirmed = await call('confirmTdsOrder', { body: { orderId: DEMO_TDS_ORDER_ID } });
    expect(confirmed.status).toBe(200);
    const order = await call('getOrder', { params: { id: confirmed.json.orderId } });
    expect(order.json).toMatchObject({ status: 'paid', maskedCardNumber: '4000************' });
    expect(order.json.items).toHaveLength(before);
    expect((await call('getCart')).json.cartProducts).toEqual([]);
    expect((await call('confirmTdsOrder', { body: { orderId: DEMO_TDS_ORDER_ID } })).status).toBe(400);
  });

  it('empty answers every list with nothing', async () => {
    server.use(...empty());
    expect((await call('listNews')).json).toEqual({ data: [], total: 0 });
    expect((await call('listProducts')).json).toEqual({ data: [], total: 0 });
  });

  it('serverError answers 500 with a Japanese message, for all or one endpoint', async () => {
    server.use(...serverError(['listNews']));
    expect(await call('listNews')).toEqual({ status: 500, json: { message: SERVER_ERROR_MESSAGE } });
    expect((await call('listBlogs')).status).toBe(200);
    server.use(...serverError());
    expect((await call('listBlogs')).status).toBe(500);
  });

  it('slow delays the answer', async () => {
    server.use(...slow(200));
    const started = Date.now();
    await call('listTopics');
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('slow can delay only the named endpoints', async () => {
    server.use(...slow(300, ['listVotingPackages']));
    let started = Date.now();
    await call('listTopics');
    expect(Date.now() - started).toBeLessThan(300);
    started = Date.now();
    expect((await call('listVotingPackages')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
