/**
 * Ready-made states for stories and tests: `msw.use(...paidMember())` in a story's beforeEach.
 * Each call starts from the demo data (`resetMockDb()`), so one story's cart or votes never leak
 * into the next. The signed-in scenarios also answer token-less requests as that member, and
 * export the session a story can hand to the site's session provider.
 */
import { answers } from '@fanclub/domain/answers';
import { endpoints, type EndpointName, type Session } from '@fanclub/domain/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { db, demoTokens, findUser, resetMockDb, saveUser } from './db.ts';
import {
  FREE_MEMBER_ID,
  jst,
  freeMember as freeUser,
  PAID_MEMBER_ID,
  paidMember as paidUser,
} from '@fanclub/fixtures';
import { handle, mswPath } from './handlers/handle.ts';
import { subscribe } from './handlers/membership.ts';
import { placeCartOrder } from './handlers/orders.ts';
import { completePointsPurchase } from './handlers/voting-packages.ts';
import type { TakenCard } from './handlers/payments.ts';
import { actAs } from './handlers/session.ts';

const API = '*/api/v1/*';

export const freeMemberSession: Session = { ...demoTokens.free, user: freeUser };
export const paidMemberSession: Session = { ...demoTokens.paid, user: paidUser };

/** The session as the fake backend holds it now (after a story changed the member). */
export const currentSession = (which: 'free' | 'paid'): Session => {
  const user = findUser(which === 'free' ? FREE_MEMBER_ID : PAID_MEMBER_ID)!;
  return { ...demoTokens[which], user };
};

/** A guest: no default member, and any remembered refresh token is refused. */
export function signedOut(): HttpHandler[] {
  resetMockDb();
  return [
    actAs(null),
    http.post(mswPath(endpoints.refreshToken.path), () =>
      HttpResponse.json({ message: answers.tokenExpired }, { status: 401 }),
    ),
  ];
}

export interface MemberOptions {
  /**
   * Whether the member has a valid saved card (User.maskedCardNumber / isValidCard). By default the
   * free member has none and the paid member has one.
   */
  readonly savedCard?: boolean;
}

const SANDBOX_SAVED_CARD = '4111************';

/** Gives the stored member a saved card or takes it away; the session exchange then reports it. */
function setSavedCard(userId: number, savedCard: boolean | undefined): void {
  const user = findUser(userId);
  if (!user || savedCard === undefined) return;
  saveUser({
    ...user,
    maskedCardNumber: savedCard ? (user.maskedCardNumber ?? SANDBOX_SAVED_CARD) : null,
    isValidCard: savedCard,
  });
}

/** Signed in as free@example.jp (token-less requests count as theirs). */
export function freeMember({ savedCard }: MemberOptions = {}): HttpHandler[] {
  resetMockDb();
  setSavedCard(FREE_MEMBER_ID, savedCard);
  return [actAs(FREE_MEMBER_ID)];
}

/**
 * Signed in as paid@example.jp, an active monthly subscriber with a saved card; with `leaving`, one
 * who has unsubscribed (cancel_requested) and keeps access until the end of the paid period; with
 * `lapsed`, one whose plan ended (expired).
 */
export function paidMember({
  savedCard,
  leaving,
  lapsed,
  prepaid,
}: MemberOptions & { leaving?: boolean; lapsed?: boolean; prepaid?: boolean } = {}): HttpHandler[] {
  resetMockDb();
  setSavedCard(PAID_MEMBER_ID, savedCard);
  const user = findUser(PAID_MEMBER_ID)!;
  if (leaving && user.subscription) {
    const { nextBillingDate } = user.subscription;
    saveUser({
      ...user,
      subscription: {
        ...user.subscription,
        status: 'cancel_requested',
        end: nextBillingDate,
        nextBillingDate: null,
      },
    });
  }
  if (prepaid && user.subscription) {
    // The period was paid at a convenience store: it ends at `end` and never renews by itself.
    const { nextBillingDate } = user.subscription;
    saveUser({
      ...user,
      subscription: { ...user.subscription, renewal: 'prepaid', end: nextBillingDate, nextBillingDate: null },
    });
  }
  if (lapsed && user.subscription) {
    // The plan ended three weeks ago without renewal: a free member again, with the ended plan.
    saveUser({
      ...user,
      isPaidMember: false,
      subscription: {
        ...user.subscription,
        status: 'expired',
        isActive: false,
        end: jst(-21, '03:00'),
        nextBillingDate: null,
      },
    });
  }
  return [actAs(PAID_MEMBER_ID)];
}

/** The `?orderId=` the 3-D Secure return scenarios below wait for. */
export const DEMO_TDS_ORDER_ID = 'demo-tds-order';

/** The sandbox's 3-D Secure test card (4000000000003220) as the provider masks it. */
const TDS_CARD: TakenCard = { maskedCardNumber: '4000************', outcome: 'tds', isNew: true };

/**
 * The free member has just passed the 3-D Secure challenge of the monthly plan (plan 1) with the
 * sandbox's 3-D Secure card. The challenge returns the browser to
 * `/membership-upgrade/tds-return?orderId=${DEMO_TDS_ORDER_ID}`, whose confirm call starts the plan
 * (once; a second confirm is refused like an unknown one).
 */
export function freeMemberBackFromPlanTds(): HttpHandler[] {
  const handlers = freeMember();
  const plan = db.content.membershipPlans.find((item) => item.id === 1)!;
  db.pendingTds.set(DEMO_TDS_ORDER_ID, {
    userId: FREE_MEMBER_ID,
    kind: 'subscription',
    complete: () => subscribe(FREE_MEMBER_ID, plan, TDS_CARD),
  });
  return handlers;
}

/**
 * The paid member is back from the 3-D Secure step of buying two 100pt packs (package 1, ¥2,200)
 * with the saved card. The browser returns to
 * `/voting/point-purchase-process?orderId=${DEMO_TDS_ORDER_ID}`, whose confirm call adds the points
 * (once). `declined`: the issuer refused the card at the charge.
 */
export function paidMemberBackFromPointsTds({ declined = false } = {}): HttpHandler[] {
  const handlers = paidMember();
  const card: TakenCard = declined
    ? { maskedCardNumber: '4000************', outcome: 'decline', isNew: false }
    : { maskedCardNumber: '4111************', outcome: 'tds', isNew: false };
  const body = {
    paymentMethod: 'credit_card' as const,
    votingPackageId: 1,
    count: 2,
    point: 200,
    price: 2200,
  };
  db.pendingTds.set(DEMO_TDS_ORDER_ID, {
    userId: PAID_MEMBER_ID,
    kind: 'points',
    complete: () => completePointsPurchase(PAID_MEMBER_ID, body, card),
  });
  return handlers;
}

/**
 * The paid member has just passed the 3-D Secure challenge of an order of their whole cart (to their
 * own address, the first delivery method). The challenge returns the browser to
 * `/order/tds-return?orderId=${DEMO_TDS_ORDER_ID}`, whose confirm call places the order (once).
 */
export function paidMemberBackFromOrderTds(): HttpHandler[] {
  const handlers = paidMember();
  db.pendingTds.set(DEMO_TDS_ORDER_ID, {
    userId: PAID_MEMBER_ID,
    kind: 'order',
    complete: () => placeCartOrder(PAID_MEMBER_ID, TDS_CARD),
  });
  return handlers;
}

/** An endpoint answering a page of a list (`{ data, total }`). */
export const isListEndpoint = ({ response }: { response: z.ZodType }): boolean =>
  response instanceof z.ZodObject && 'data' in response.shape && 'total' in response.shape;

const isList = (name: EndpointName): boolean => isListEndpoint(endpoints[name]);

/** Every list answers `{ data: [], total: 0 }` and the cart is empty, to show the empty states. */
export function empty(): HttpHandler[] {
  resetMockDb();
  const lists = (Object.keys(endpoints) as EndpointName[])
    .filter(isList)
    .map((name) => handle(name, () => ({ data: [], total: 0 }) as never));
  const cart = handle('getCart', ({ user }) => ({ id: 1, userID: user!.id, cartProducts: [] }));
  return [...lists, cart];
}

/**
 * Every API call (or only the named endpoints) waits `ms` (or forever) before the normal answer,
 * for loading states. Naming the endpoint lets the session exchange finish, so a signed-in screen
 * shows its own loading state rather than the route guard's.
 */
export function slow(ms: number | 'infinite' = 1500, only?: EndpointName[]): HttpHandler[] {
  const wait = async () => {
    await delay(ms);
  };
  if (!only) return [http.all(API, wait)];
  return onEndpoints(
    only.map((name) => endpoints[name]),
    wait,
  );
}

/** One pass-through or answering handler per endpoint (method and path from the contract). */
export const onEndpoints = (
  list: readonly { method: string; path: string }[],
  resolver: () => Response | undefined | Promise<void>,
): HttpHandler[] =>
  list.map(({ method, path }) =>
    http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](mswPath(path), resolver),
  );

export const SERVER_ERROR_MESSAGE =
  'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。';

/** Every API call (or only the named endpoints) answers 500 with a Japanese message. */
export function serverError(only?: EndpointName[]): HttpHandler[] {
  if (!only) return [http.all(API, serverErrorAnswer)];
  return onEndpoints(
    only.map((name) => endpoints[name]),
    serverErrorAnswer,
  );
}

/** The 500 answer of `serverError`, with its Japanese message. */
export const serverErrorAnswer = () => HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 });
