/**
 * One MSW handler per entry of the admin contract (`@fanclub/domain/admin`; the type below fails to
 * compile when one is missing), answering as the real admin API does: 401 without an operator's
 * token (a member's never opens one), 403 in Japanese for a role outside the endpoint's list, the
 * contract's Japanese messages on bad input, lists paged with `limit`/`offset`.
 */
import {
  adminMessages,
  cancellableOrderStatuses,
  categoryMessages,
  checkContentBody,
  contentTypes,
  memberMailLabels,
  memberNumber,
  orderStatusFlow,
  type AdminDrawEvent,
  type AdminEndpointName,
  type AdminMember,
  type AdminOrder,
  type Operator,
} from '@fanclub/domain/admin';
import { COMPANY_ID, fullName } from '@fanclub/domain';
import type { Order, User } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { db, findUser, mockNow, nextRowId, saveUser } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { categoriesOf, contentCategories, contentCategoryRow, renameNewsCategory } from './categories.ts';
import { engagementHandlers } from './engagement.ts';
import { adminHandle } from './handle.ts';
import { place, shopHandlers } from './shop.ts';
import { imageHandlers, uploadedImageFiles } from './images.ts';
import { planHandlers } from './plans.ts';
import { siteSettingsHandlers } from './site-settings.ts';
import { adminDb, audit, operatorToken } from './state.ts';

export { adminHandle, type AdminHandlerContext, type AdminResolver } from './handle.ts';

const notFound = (): never => fail(404, adminMessages.notFound);

/** `q` as the server matches it: contained in any of the texts, case and spaces ignored. */
const matches = (q: string | null | undefined, ...texts: (string | null | undefined)[]) => {
  if (!q) return true;
  const wanted = q.replace(/\s/g, '').toLowerCase();
  return texts.some((t) => t?.replace(/\s/g, '').toLowerCase().includes(wanted));
};

const memberOf = (userId: number) => {
  const user = findUser(userId);
  return {
    id: userId,
    email: user?.email ?? '',
    name: user ? fullName(user) : '',
  };
};

const adminOrder = (order: Order): AdminOrder => {
  const change = adminDb.orderChanges.get(order.id);
  return {
    id: order.id,
    orderType: order.orderType,
    status: order.status,
    deliveryCost: order.deliveryCost,
    totalProductPrice: order.totalProductPrice,
    finalPrice: order.finalPrice,
    maskedCardNumber: order.maskedCardNumber,
    items: order.items,
    deliveryMethod: order.deliveryMethod,
    delivery: order.delivery,
    trackingNumber: change?.trackingNumber ?? null,
    member: memberOf(order.userID),
    createdAt: order.createdAt,
    updatedAt: change?.updatedAt ?? order.createdAt,
  };
};

const findOrder = (id: number) => db.orders.find((order) => order.id === id) ?? notFound();

const adminDrawEvent = (event: (typeof db.content.drawEvents)[number]): AdminDrawEvent => ({
  id: event.id,
  name: event.name,
  description: event.description ?? '',
  eventDate: event.eventDate,
  entryStart: event.entryStart,
  entryEnd: event.entryEnd,
  benefits: event.benefits.map(({ isRegistered: _r, entryStatus: _s, ...benefit }) => ({
    ...benefit,
    countParticipants: db.drawEntries.filter((e) => e.drawBenefitId === benefit.id).length,
    winners: db.drawEntries.filter((e) => e.drawBenefitId === benefit.id && e.entryStatus === 'won').length,
  })),
});

const findDrawEvent = (id: number) => db.content.drawEvents.find((event) => event.id === id) ?? notFound();

const adminMember = (user: User): AdminMember => {
  const ban = adminDb.bans.get(user.id);
  const subscription = user.subscription;
  return {
    id: user.id,
    memberNumber: memberNumber(user.id),
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    isPaidMember: user.isPaidMember,
    planName: subscription?.name ?? null,
    subscriptionStatus: subscription?.status ?? null,
    bannedAt: ban?.bannedAt ?? null,
    bannedReason: ban?.reason ?? null,
    createdAt: '2026-04-01T10:00:00+09:00',
  };
};

const members = () => [...db.users.values()].map(({ user }) => user);

const findMember = (id: number) => findUser(id) ?? notFound();

const byDir = <T>(items: T[], key: (item: T) => string | number, dir: 'asc' | 'desc' = 'desc') =>
  [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return dir === 'asc' ? order : -order;
  });

/** The orders as the admin list and its CSV export answer them: filtered, searched, ordered. */
const filteredOrders = (query: {
  q?: string | null | undefined;
  status?: string | undefined;
  sortBy?: 'createdAt' | 'finalPrice' | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}) => {
  const rows = db.orders
    .filter((o) => !query.status || o.status === query.status)
    .map(adminOrder)
    .filter((o) => matches(query.q, String(o.id), o.member.email, o.member.name));
  const key = query.sortBy ?? 'createdAt';
  return byDir(rows, (o) => o[key], query.sortDir);
};

const handlers: { [N in AdminEndpointName]: HttpHandler } = {
  adminSignIn: adminHandle('adminSignIn', ({ body }) => {
    const entry = [...adminDb.operators.values()].find(
      (o) => o.operator.email === body.email.toLowerCase() && !o.operator.disabledAt,
    );
    if (!entry || entry.password !== body.password) return fail(401, adminMessages.signInFailed);
    return {
      token: operatorToken(entry.operator.role),
      expiresAt: '2099-01-01T00:00:00+09:00',
      operator: { ...entry.operator, lastSignInAt: mockNow() },
    };
  }),
  adminSignOut: adminHandle('adminSignOut', () => ({ message: 'ログアウトしました。' })),
  adminMe: adminHandle('adminMe', ({ operator }) => operator),

  adminDashboard: adminHandle('adminDashboard', () => {
    const plans = new Map<number, { planId: number; name: string; count: number }>();
    for (const user of members()) {
      const sub = user.subscription;
      if (!sub?.isActive) continue;
      const row = plans.get(sub.planId) ?? { planId: sub.planId, name: sub.name, count: 0 };
      row.count += 1;
      plans.set(sub.planId, row);
    }
    const now = Date.parse(mockNow());
    const paid = db.orders.filter(
      (o) => o.status !== 'cancelled' && o.status !== 'pending_payment' && o.status !== 'payment_failed',
    );
    const sameMonth = (iso: string) => iso.slice(0, 7) === mockNow().slice(0, 7);
    return {
      membersByPlan: [...plans.values()],
      newMembersThisMonth: 1,
      cancelledThisMonth: 0,
      salesToday: paid
        .filter((o) => o.createdAt.slice(0, 10) === mockNow().slice(0, 10))
        .reduce((sum, o) => sum + o.finalPrice, 0),
      salesThisMonth: paid.filter((o) => sameMonth(o.createdAt)).reduce((sum, o) => sum + o.finalPrice, 0),
      ordersToShip: db.orders.filter((o) => o.status === 'paid' || o.status === 'preparing').length,
      openVotingEvents: db.content.votingEvents.filter(
        (v) => Date.parse(v.startedDate) <= now && now < Date.parse(v.closedDate),
      ).length,
      openDrawEvents: db.content.drawEvents.filter(
        (d) => Date.parse(d.entryStart) <= now && now < Date.parse(d.entryEnd),
      ).length,
    };
  }),

  listOperators: adminHandle('listOperators', ({ query }) =>
    page(
      [...adminDb.operators.values()].map((o) => o.operator).filter((o) => matches(query.q, o.email, o.name)),
      query,
    ),
  ),
  createOperator: adminHandle('createOperator', ({ body, operator }) => {
    const all = [...adminDb.operators.values()];
    if (all.some((o) => o.operator.email === body.email.toLowerCase()))
      fail(409, adminMessages.operatorExists);
    const created: Operator = {
      id: nextRowId(all.map((o) => o.operator)),
      email: body.email.toLowerCase(),
      name: body.name,
      role: body.role,
      hasTotp: false,
      disabledAt: null,
      createdAt: mockNow(),
      lastSignInAt: null,
    };
    adminDb.operators.set(created.id, { operator: created, password: body.password });
    audit(operator, 'create', 'operators', created.id, null, created);
    return created;
  }),
  updateOperator: adminHandle('updateOperator', ({ params, body, operator }) => {
    const entry = adminDb.operators.get(params.id) ?? notFound();
    const before = entry.operator;
    const after: Operator = {
      ...before,
      name: body.name ?? before.name,
      role: body.role ?? before.role,
      disabledAt: body.disabled === undefined ? before.disabledAt : body.disabled ? mockNow() : null,
    };
    const owners = [...adminDb.operators.values()].filter(
      (o) =>
        (o.operator.id === after.id ? after : o.operator).role === 'owner' &&
        !(o.operator.id === after.id ? after : o.operator).disabledAt,
    );
    if (owners.length === 0) fail(409, adminMessages.lastOwner);
    entry.operator = after;
    audit(operator, 'update', 'operators', after.id, before, after);
    return after;
  }),
  listAuditLogs: adminHandle('listAuditLogs', ({ query }) =>
    page(
      adminDb.auditLogs.filter(
        (row) =>
          (!query.operatorId || row.operatorId === query.operatorId) &&
          (!query.resource || row.resource === query.resource) &&
          (!query.action || row.action === query.action) &&
          (!query.from || Date.parse(row.createdAt) >= Date.parse(query.from)) &&
          (!query.to || Date.parse(row.createdAt) <= Date.parse(query.to)),
      ),
      query,
    ),
  ),

  listAdminNews: adminHandle('listAdminNews', ({ query }) => {
    const rows = adminDb.news.filter(
      (n) =>
        matches(query.q, n.title) &&
        (!query.status || n.status === query.status) &&
        (!query.categoryId || n.category.id === query.categoryId),
    );
    const key = query.sortBy ?? 'publishAt';
    return page(
      byDir(rows, (n) => n[key], query.sortDir),
      query,
    );
  }),
  getAdminNews: adminHandle(
    'getAdminNews',
    ({ params }) => adminDb.news.find((n) => n.id === params.id) ?? notFound(),
  ),
  createNews: adminHandle('createNews', ({ body, operator }) => {
    const category =
      db.content.newsCategories.find((c) => c.id === body.categoryId) ??
      fail(400, adminMessages.categoryNotFound);
    const { categoryId: _c, ...fields } = body;
    const created = { ...fields, id: nextRowId(adminDb.news), category, updatedAt: mockNow() };
    adminDb.news.unshift(created);
    audit(operator, 'create', 'news', created.id, null, created);
    return created;
  }),
  updateNews: adminHandle('updateNews', ({ params, body, operator }) => {
    const index = adminDb.news.findIndex((n) => n.id === params.id);
    if (index < 0) notFound();
    const category =
      db.content.newsCategories.find((c) => c.id === body.categoryId) ??
      fail(400, adminMessages.categoryNotFound);
    const before = adminDb.news[index]!;
    const { categoryId: _c, ...fields } = body;
    const after = { ...before, ...fields, category, updatedAt: mockNow() };
    adminDb.news[index] = after;
    audit(operator, 'update', 'news', after.id, before, after);
    return after;
  }),
  deleteNews: adminHandle('deleteNews', ({ params, operator }) => {
    const before = adminDb.news.find((n) => n.id === params.id) ?? notFound();
    adminDb.news = adminDb.news.filter((n) => n.id !== params.id);
    audit(operator, 'delete', 'news', before.id, before, null);
    return { message: adminMessages.deleted };
  }),
  listAdminNewsCategories: adminHandle('listAdminNewsCategories', () => page(db.content.newsCategories)),

  listAdminOrders: adminHandle('listAdminOrders', ({ query }) => page(filteredOrders(query), query)),
  getAdminOrder: adminHandle('getAdminOrder', ({ params }) => adminOrder(findOrder(params.id))),
  changeOrderStatus: adminHandle('changeOrderStatus', ({ params, body, operator }) => {
    const order = findOrder(params.id);
    const allowed: readonly string[] = orderStatusFlow[order.status as keyof typeof orderStatusFlow] ?? [];
    if (!allowed.includes(body.status)) fail(409, adminMessages.statusTransition(order.status, body.status));
    const before = adminOrder(order);
    order.status = body.status;
    adminDb.orderChanges.set(order.id, {
      trackingNumber: body.trackingNumber ?? before.trackingNumber,
      updatedAt: mockNow(),
    });
    const after = adminOrder(order);
    audit(operator, 'status', 'orders', order.id, { status: before.status }, { status: after.status });
    return after;
  }),
  cancelOrder: adminHandle('cancelOrder', ({ params, operator }) => {
    const order = findOrder(params.id);
    if (!(cancellableOrderStatuses as readonly string[]).includes(order.status))
      fail(409, adminMessages.notCancellable);
    const before = order.status;
    order.status = 'cancelled';
    adminDb.orderChanges.set(order.id, { trackingNumber: null, updatedAt: mockNow() });
    audit(operator, 'cancel', 'orders', order.id, { status: before }, { status: order.status });
    return adminOrder(order);
  }),

  listAdminDrawEvents: adminHandle('listAdminDrawEvents', ({ query }) =>
    page(db.content.drawEvents.filter((d) => matches(query.q, d.name)).map(adminDrawEvent), query),
  ),
  getAdminDrawEvent: adminHandle('getAdminDrawEvent', ({ params }) =>
    adminDrawEvent(findDrawEvent(params.id)),
  ),
  createDrawEvent: adminHandle('createDrawEvent', ({ body, operator }) => {
    const events = db.content.drawEvents;
    let benefitId = events.flatMap((e) => e.benefits).reduce((max, b) => Math.max(max, b.id), 0);
    const created = {
      id: nextRowId(events),
      companyId: events[0]?.companyId ?? 1,
      name: body.name,
      description: body.description,
      eventDate: body.eventDate,
      entryStart: body.entryStart,
      entryEnd: body.entryEnd,
      benefits: body.benefits.map((b) => ({
        ...b,
        id: ++benefitId,
        countParticipants: 0,
        isRegistered: false,
        entryStatus: null,
        drawnAt: null,
      })),
    };
    events.push(created);
    audit(operator, 'create', 'drawEvents', created.id, null, created);
    return adminDrawEvent(created);
  }),
  runDrawEvent: adminHandle('runDrawEvent', ({ params, operator }) => {
    const event = findDrawEvent(params.id);
    const undrawn = event.benefits.filter((b) => !b.drawnAt);
    if (event.benefits.length === 0) fail(409, adminMessages.drawNoBenefit);
    if (undrawn.length === 0) fail(409, adminMessages.drawAlreadyDone);
    event.entryEnd = mockNow();
    for (const benefit of undrawn) {
      let left = benefit.capacity;
      for (const entry of db.drawEntries.filter((e) => e.drawBenefitId === benefit.id)) {
        entry.entryStatus = left > 0 ? 'won' : 'not_won';
        left -= 1;
      }
      benefit.winnersCount = benefit.capacity - Math.max(left, 0);
      benefit.drawnAt = mockNow();
    }
    audit(operator, 'draw', 'drawEvents', event.id, null, { drawnAt: mockNow() });
    return adminDrawEvent(event);
  }),
  listDrawEntries: adminHandle('listDrawEntries', ({ params, query }) => {
    const event = findDrawEvent(params.id);
    const rows = event.benefits.flatMap((benefit) =>
      db.drawEntries
        .filter((e) => e.drawBenefitId === benefit.id)
        .filter((e) => !query.entryStatus || e.entryStatus === query.entryStatus)
        .map((e) => ({
          id: e.id,
          benefitId: benefit.id,
          benefitName: benefit.name,
          member: memberOf(e.userId),
          option: e.option,
          entryStatus: e.entryStatus,
          createdAt: e.createdAt,
        })),
    );
    return page(
      byDir(rows, (e) => (e.entryStatus === 'won' ? 1 : 0)),
      query,
    );
  }),

  listAdminMembers: adminHandle('listAdminMembers', ({ query }) =>
    page(
      members()
        .map(adminMember)
        .filter((m) => matches(query.q, m.email, m.memberNumber, m.lastName + m.firstName)),
      query,
    ),
  ),
  getAdminMember: adminHandle('getAdminMember', ({ params }) => {
    const user = findMember(params.id);
    const sub = user.subscription;
    const ban = adminDb.bans.get(user.id);
    return {
      ...adminMember(user),
      phone: user.phone || null,
      subscriptions: sub
        ? [
            {
              id: sub.id,
              name: sub.name,
              price: sub.price,
              initialFee: sub.initialFee,
              cycleType: sub.cycleType,
              cycleValue: sub.cycleValue,
              status: ban ? ('banned' as const) : sub.status,
              start: sub.start,
              end: sub.end ?? sub.nextBillingDate ?? sub.start,
              nextBillingDate: sub.nextBillingDate,
              bannedAt: ban?.bannedAt ?? null,
              bannedReason: ban?.reason ?? null,
              unsubscribeReason: null,
              createdAt: sub.start,
            },
          ]
        : [],
    };
  }),
  listMemberTransactions: adminHandle('listMemberTransactions', ({ params, query }) => {
    const sub = findMember(params.id).subscription;
    const rows = sub
      ? [
          {
            id: sub.id,
            transactionType: 'subscription' as const,
            status: 'succeeded' as const,
            amount: sub.price + sub.initialFee,
            paymentMethod: 'credit_card',
            errorMessage: null,
            orderId: null,
            createdAt: sub.start,
          },
        ]
      : [];
    return page(rows, query);
  }),
  sendMemberMail: adminHandle('sendMemberMail', ({ params, body, operator }) => {
    const user = findMember(params.id);
    audit(operator, 'mail', 'members', user.id, null, { kind: body.kind, to: user.email });
    return { message: `${user.email} に${memberMailLabels[body.kind]}を送りました。` };
  }),
  banMember: adminHandle('banMember', ({ params, body, operator }) => {
    const user = findMember(params.id);
    const before = adminMember(user);
    adminDb.bans.set(user.id, { bannedAt: mockNow(), reason: body.reason });
    if (user.subscription)
      saveUser({
        ...user,
        subscription: { ...user.subscription, bannedAt: mockNow(), bannedReason: body.reason },
      });
    const after = adminMember(findMember(params.id));
    audit(operator, 'ban', 'members', user.id, before, after);
    return after;
  }),
  unbanMember: adminHandle('unbanMember', ({ params, operator }) => {
    const user = findMember(params.id);
    const before = adminMember(user);
    adminDb.bans.delete(user.id);
    if (user.subscription)
      saveUser({ ...user, subscription: { ...user.subscription, bannedAt: null, bannedReason: null } });
    const after = adminMember(findMember(params.id));
    audit(operator, 'unban', 'members', user.id, before, after);
    return after;
  }),

  listContent: adminHandle('listContent', ({ params, query }) => {
    const def = contentTypes[params.type];
    const rows = adminDb.content[params.type].filter((row) =>
      matches(query.q, String(row[def.titleField] ?? '')),
    );
    return page(
      byDir(
        rows,
        (row) => (row[def.sortField] as string | number | undefined) ?? row.id,
        query.sortDir ?? def.sortDir,
      ),
      query,
    );
  }),
  listContentCategories: adminHandle('listContentCategories', ({ params }) =>
    page(contentCategories(params.type)),
  ),
  createContentCategory: adminHandle('createContentCategory', ({ params, body, operator }) => {
    const list = categoriesOf(params.type) ?? fail(404, categoryMessages.none);
    if (list.some((c) => c.name === body.name)) fail(400, categoryMessages.exists);
    const created = { id: nextRowId(list), name: body.name, companyId: COMPANY_ID };
    place(list, created, body.displayOrder);
    const after = contentCategoryRow(params.type, created);
    audit(operator, 'create', `${params.type}Categories`, created.id, null, after);
    return after;
  }),
  updateContentCategory: adminHandle('updateContentCategory', ({ params, body, operator }) => {
    const list = categoriesOf(params.type) ?? fail(404, categoryMessages.none);
    const category = list.find((c) => c.id === params.id) ?? notFound();
    if (list.some((c) => c.name === body.name && c.id !== category.id)) fail(400, categoryMessages.exists);
    const before = contentCategoryRow(params.type, category);
    category.name = body.name;
    if (params.type === 'news') renameNewsCategory(category.id, body.name);
    place(list, category, body.displayOrder);
    const after = contentCategoryRow(params.type, category);
    audit(operator, 'update', `${params.type}Categories`, category.id, before, after);
    return after;
  }),
  deleteContentCategory: adminHandle('deleteContentCategory', ({ params, operator }) => {
    const list = categoriesOf(params.type) ?? fail(404, categoryMessages.none);
    const category = list.find((c) => c.id === params.id) ?? notFound();
    const before = contentCategoryRow(params.type, category);
    if (before.itemCount > 0) fail(409, categoryMessages.inUse(before.itemCount));
    list.splice(list.indexOf(category), 1);
    audit(operator, 'delete', `${params.type}Categories`, category.id, before, null);
    return { message: adminMessages.deleted };
  }),
  getContent: adminHandle(
    'getContent',
    ({ params }) => adminDb.content[params.type].find((row) => row.id === params.id) ?? notFound(),
  ),
  createContent: adminHandle('createContent', ({ params, body, operator }) => {
    const checked = checkContentBody(params.type, body);
    if (!checked.ok) return fail(400, checked.message);
    const rows = adminDb.content[params.type];
    const created = { ...checked.values, id: nextRowId(rows) };
    rows.unshift(created);
    audit(operator, 'create', params.type, created.id, null, created);
    return created;
  }),
  updateContent: adminHandle('updateContent', ({ params, body, operator }) => {
    const checked = checkContentBody(params.type, body);
    if (!checked.ok) return fail(400, checked.message);
    const rows = adminDb.content[params.type];
    const index = rows.findIndex((row) => row.id === params.id);
    if (index < 0) notFound();
    const before = rows[index]!;
    const after = { ...before, ...checked.values };
    rows[index] = after;
    audit(operator, 'update', params.type, after.id, before, after);
    return after;
  }),
  deleteContent: adminHandle('deleteContent', ({ params, operator }) => {
    const rows = adminDb.content[params.type];
    const before = rows.find((row) => row.id === params.id) ?? notFound();
    adminDb.content[params.type] = rows.filter((row) => row.id !== params.id);
    audit(operator, 'delete', params.type, before.id, before, null);
    return { message: adminMessages.deleted };
  }),

  getAdminLegalTexts: adminHandle('getAdminLegalTexts', () => adminDb.legalTexts),
  updateLegalTexts: adminHandle('updateLegalTexts', ({ body, operator }) => {
    const before = adminDb.legalTexts;
    adminDb.legalTexts = { ...body };
    audit(operator, 'update', 'legalTexts', 3, before, body);
    return adminDb.legalTexts;
  }),

  ...shopHandlers(adminHandle, filteredOrders),
  ...planHandlers,
  ...engagementHandlers,
  ...siteSettingsHandlers,
  ...imageHandlers,
};

export const adminHandlersByEndpoint = handlers;
export const adminHandlers: HttpHandler[] = [...Object.values(handlers), uploadedImageFiles];
