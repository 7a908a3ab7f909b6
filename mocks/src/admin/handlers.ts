/**
 * One MSW handler per entry of the admin contract (`@fanclub/domain/admin`; the type below fails to
 * compile when one is missing), answering as the real admin API does: 401 without an operator's
 * token (a member's never opens one), 403 in Japanese for a role outside the endpoint's list, the
 * contract's Japanese messages on bad input, lists paged with `limit`/`offset`.
 */
import {
  AUDIT_EXPORT_LIMIT,
  auditCsv,
  type AuditLogExportQuery,
  adminMessages,
  cancellableOrderStatuses,
  categoryMessages,
  checkContentBody,
  contentTypes,
  type drawEventBody,
  memberCsvPart,
  memberMailLabels,
  memberMessages,
  type AdminMemberQuery,
  orderStatusFlow,
  parseTrackingCsv,
  refundMessages,
  shippingMessages,
  type AdminDrawEvent,
  type AdminEndpointName,
  type AdminMember,
  type AdminOrder,
  type Operator,
} from '@fanclub/domain/admin';
import { COMPANY_ID, fullName, membershipFees, ORDER_STATUS_LABELS } from '@fanclub/domain';
import type { Order, ShippingCarrier, User } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { db, findUser, mockNow, nextRowId, saveUser } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { categoriesOf, contentCategories, contentCategoryRow, renameNewsCategory } from './categories.ts';
import { announcementHandlers } from './announcements.ts';
import { dashboardHandlers } from './dashboard.ts';
import { engagementHandlers } from './engagement.ts';
import { adminHandle } from './handle.ts';
import { place, shopHandlers } from './shop.ts';
import { imageHandlers, uploadedImageFiles } from './images.ts';
import { planHandlers } from './plans.ts';
import { siteSettingsHandlers } from './site-settings.ts';
import { adminDb, audit } from './state.ts';
import { staffHandlers, tokenOf, WRONG_CODE } from './staff.ts';

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
    memberNumber: user?.memberNumber ?? '',
    email: user?.email ?? '',
    name: user ? fullName(user) : '',
  };
};

const adminOrder = (order: Order): AdminOrder => {
  const change = adminDb.orderChanges.get(order.id);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    status: order.status,
    deliveryCost: order.deliveryCost,
    totalProductPrice: order.totalProductPrice,
    finalPrice: order.finalPrice,
    maskedCardNumber: order.maskedCardNumber,
    paymentMethod: order.paymentMethod,
    refundedAmount: order.refundedAmount,
    refunds: adminDb.refunds.get(order.id) ?? [],
    paymentFee: order.paymentFee,
    konbini: order.konbini,
    items: order.items,
    deliveryMethod: order.deliveryMethod,
    delivery: order.delivery,
    trackingNumber: change?.trackingNumber ?? order.trackingNumber ?? null,
    carrier: order.carrier ?? null,
    member: memberOf(order.userID),
    createdAt: order.createdAt,
    updatedAt: change?.updatedAt ?? order.createdAt,
  };
};

const findOrder = (id: number) => db.orders.find((order) => order.id === id) ?? notFound();

const canMove = (from: string, to: string) =>
  ((orderStatusFlow[from as keyof typeof orderStatusFlow] ?? []) as readonly string[]).includes(to);

/** A shipped order as both sides see it: the fan's order and the console's change. */
const ship = (order: Order, trackingNumber: string, carrier: ShippingCarrier | null) => {
  order.status = 'shipped';
  order.trackingNumber = trackingNumber;
  order.carrier = carrier;
  adminDb.orderChanges.set(order.id, { trackingNumber, updatedAt: mockNow() });
};

/** The tracking CSV's rows checked against the orders, as the server checks them. */
const checkImport = (csv: string, carrier: ShippingCarrier) => {
  const parsed = parseTrackingCsv(csv, carrier);
  const rows = parsed.rows.map((row) => {
    const found = db.orders.find(
      (o) =>
        o.orderType === 'product' && (o.orderNumber === row.orderNumber || String(o.id) === row.orderNumber),
    );
    const errors = [...row.errors];
    if (row.orderNumber && !found) errors.unshift(shippingMessages.orderUnknown(row.orderNumber));
    else if (found && !canMove(found.status, 'shipped'))
      errors.unshift(shippingMessages.notShippable(ORDER_STATUS_LABELS[found.status]));
    const user = found ? findUser(found.userID) : undefined;
    return {
      line: row.line,
      orderNumber: row.orderNumber,
      trackingNumber: row.trackingNumber,
      carrier: row.carrier,
      orderId: found?.id ?? null,
      memberName: user ? fullName(user) : null,
      errors,
      found,
    };
  });
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    rows,
    preview: {
      rows: rows.map(({ found: _f, ...row }) => row),
      fileError: parsed.fileError,
      valid: rows.length - invalid,
      invalid,
    },
  };
};

const drawExtras = (eventId: number) =>
  adminDb.engagement.drawEvents.get(eventId) ?? {
    imageURL: null,
    eligiblePlanIds: [],
    oneEntryPerMember: false,
  };
const entriesOf = (benefitId: number) => db.drawEntries.filter((e) => e.drawBenefitId === benefitId);

const adminDrawEvent = (event: (typeof db.content.drawEvents)[number]): AdminDrawEvent => ({
  id: event.id,
  name: event.name,
  description: event.description ?? '',
  eventDate: event.eventDate,
  entryStart: event.entryStart,
  entryEnd: event.entryEnd,
  ...drawExtras(event.id),
  benefits: event.benefits.map(({ isRegistered: _r, entryStatus: _s, ...benefit }) => ({
    ...benefit,
    countParticipants: entriesOf(benefit.id).length,
    winners: entriesOf(benefit.id).filter((e) => e.entryStatus === 'won').length,
    notChosen: entriesOf(benefit.id).filter((e) => e.entryStatus === 'not_won').length,
    drawRounds: adminDb.engagement.drawRounds.get(benefit.id) ?? (benefit.drawnAt ? 1 : 0),
  })),
});

const drawBenefitsOf = (body: z.output<typeof drawEventBody>, nextId: () => number) =>
  body.benefits.map(({ id, ...b }) => ({
    ...b,
    id: id ?? nextId(),
    countParticipants: 0,
    isRegistered: false,
    entryStatus: null,
    drawnAt: null as string | null,
  }));

const findDrawEvent = (id: number) => db.content.drawEvents.find((event) => event.id === id) ?? notFound();

/** The digits of a konbini slip's number as an operator types it, as the server reads them. */
const slipNumber = (q: string | null | undefined) => {
  const digits = (q ?? '').replace(/[\s-]/g, '');
  return /^\d{4,20}$/.test(digits) ? digits : null;
};
const slipHas = (order: Order, number: string | null) =>
  number !== null &&
  (order.konbini?.receiptNumber === number || order.konbini?.confirmationNumber === number);

/** The member's newest konbini slip of a membership period, as the list's 支払状況 shows it. */
const membershipSlipOf = (userId: number) => {
  const order = db.orders
    .filter((o) => o.userID === userId && o.orderType === 'membership' && o.konbini)
    .at(-1);
  return order?.konbini
    ? {
        orderNumber: order.orderNumber,
        receiptNumber: order.konbini.receiptNumber,
        state: order.konbini.state,
        deadline: order.konbini.deadline,
      }
    : null;
};

const adminMember = (user: User): AdminMember => {
  const ban = adminDb.bans.get(user.id);
  const subscription = user.subscription;
  return {
    id: user.id,
    memberNumber: user.memberNumber,
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    isPaidMember: user.isPaidMember,
    planName: subscription?.name ?? null,
    subscriptionStatus: subscription?.status ?? null,
    renewal: subscription?.renewal ?? null,
    membershipSlip: membershipSlipOf(user.id),
    bannedAt: ban?.bannedAt ?? null,
    bannedReason: ban?.reason ?? null,
    createdAt: '2026-04-01T10:00:00+09:00',
  };
};

const members = () => [...db.users.values()].map(({ user }) => user);

/** The list's filters as the server applies them (the demo members all joined in April 2026). */
/** The audit log's filters: operator, resource, action and period (both ends kept). */
const filteredAuditLogs = (query: AuditLogExportQuery) =>
  adminDb.auditLogs.filter(
    (row) =>
      (!query.operatorId || row.operatorId === query.operatorId) &&
      (!query.resource || row.resource === query.resource) &&
      (!query.action || row.action === query.action) &&
      (!query.from || Date.parse(row.createdAt) >= Date.parse(query.from)) &&
      (!query.to || Date.parse(row.createdAt) <= Date.parse(query.to)),
  );

const filteredMembers = (query: AdminMemberQuery) =>
  members()
    .filter((user) => {
      const m = adminMember(user);
      const state = adminDb.bans.has(user.id) ? 'banned' : (user.subscription?.status ?? 'free');
      return (
        (matches(query.q, m.email, m.memberNumber, m.lastName + m.firstName) ||
          db.orders.some((o) => o.userID === user.id && slipHas(o, slipNumber(query.q)))) &&
        (!query.planId || user.subscription?.planId === query.planId) &&
        (!query.state || state === query.state) &&
        (!query.joinedMonth || m.createdAt.startsWith(query.joinedMonth)) &&
        (!query.birthMonth || Number(user.birthDate.slice(5, 7)) === query.birthMonth) &&
        (!query.prefectureId || user.prefectureId === query.prefectureId)
      );
    })
    .sort((a, b) => b.id - a.id);

const findMember = (id: number) => findUser(id) ?? notFound();

/** A member's page as the server answers it: the list's row, their phone, their subscription. */
const memberDetail = (user: User) => {
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
            taxRate: sub.taxRate,
            cycleType: sub.cycleType,
            cycleValue: sub.cycleValue,
            status: ban ? ('banned' as const) : sub.status,
            renewal: sub.renewal,
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
};

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
    .filter(
      (o) =>
        matches(query.q, String(o.id), o.orderNumber, o.member.email, o.member.name) ||
        slipHas(
          db.orders.find((order) => order.id === o.id)!,
          slipNumber(query.q),
        ),
    );
  const key = query.sortBy ?? 'createdAt';
  return byDir(rows, (o) => o[key], query.sortDir);
};

const handlers: { [N in AdminEndpointName]: HttpHandler } = {
  adminSignIn: adminHandle('adminSignIn', ({ body }) => {
    const entry = [...adminDb.operators.values()].find(
      (o) => o.operator.email === body.email.toLowerCase() && !o.operator.disabledAt,
    );
    if (!entry || entry.password === null || entry.password !== body.password)
      return fail(401, adminMessages.signInFailed);
    const { operator } = entry;
    if (operator.hasTotp) {
      const totp = adminDb.totp.get(operator.id);
      if (body.recoveryCode) {
        const codes = totp?.recoveryCodes ?? [];
        const at = codes.findIndex((code) => code.replace('-', '') === body.recoveryCode);
        if (at < 0) return fail(401, adminMessages.recoveryCodeWrong);
        codes.splice(at, 1);
      } else if (!body.otp) return fail(401, adminMessages.otpRequired);
      else if (body.otp === WRONG_CODE) return fail(401, adminMessages.otpInvalid);
    }
    return {
      token: tokenOf(operator),
      expiresAt: '2099-01-01T00:00:00+09:00',
      operator: { ...operator, lastSignInAt: mockNow() },
      totpRequired: adminDb.settings.requireTotp && !operator.hasTotp,
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
      invited: false,
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
  listAuditLogs: adminHandle('listAuditLogs', ({ query }) => page(filteredAuditLogs(query), query)),
  exportAuditLogs: adminHandle('exportAuditLogs', ({ query, operator }) => {
    const all = filteredAuditLogs(query);
    const part = all.slice(0, AUDIT_EXPORT_LIMIT);
    const { q: _q, sortDir: _sortDir, ...filter } = query;
    audit(operator, 'export', 'auditLogs', null, null, { filter, rows: part.length, total: all.length });
    return { filename: 'audit-logs-20261122.csv', csv: auditCsv(part), rows: part.length, total: all.length };
  }),

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
    if (body.carrier) order.carrier = body.carrier;
    if (body.trackingNumber) order.trackingNumber = body.trackingNumber;
    adminDb.orderChanges.set(order.id, {
      trackingNumber: body.trackingNumber ?? before.trackingNumber,
      updatedAt: mockNow(),
    });
    const after = adminOrder(order);
    audit(operator, 'status', 'orders', order.id, { status: before.status }, { status: after.status });
    return after;
  }),
  bulkChangeOrderStatus: adminHandle('bulkChangeOrderStatus', ({ body, operator }) => {
    const ids = [...new Set(body.ids)];
    const found = ids.map(
      (id) => db.orders.find((o) => o.id === id && o.orderType === 'product') ?? notFound(),
    );
    const to = ORDER_STATUS_LABELS[body.status];
    const refused = found.filter((o) => !canMove(o.status, body.status));
    if (refused.length > 0)
      fail(
        409,
        [
          shippingMessages.bulkRefused(refused.length),
          ...refused.map((o) => shippingMessages.bulkOrderRefused(o.id, ORDER_STATUS_LABELS[o.status], to)),
        ].join(' '),
      );
    for (const order of found) {
      const before = order.status;
      order.status = body.status;
      adminDb.orderChanges.set(order.id, {
        trackingNumber: order.trackingNumber ?? null,
        updatedAt: mockNow(),
      });
      audit(operator, 'bulk-status', 'orders', order.id, { status: before }, { status: body.status });
    }
    return { message: shippingMessages.bulkDone(found.length, to), count: found.length };
  }),
  previewTrackingImport: adminHandle(
    'previewTrackingImport',
    ({ body }) => checkImport(body.csv, body.carrier).preview,
  ),
  applyTrackingImport: adminHandle('applyTrackingImport', ({ body, operator }) => {
    const { rows, preview } = checkImport(body.csv, body.carrier);
    if (preview.fileError) fail(400, preview.fileError);
    if (preview.invalid > 0) fail(409, shippingMessages.importRefused(preview.invalid));
    for (const row of rows) {
      const order = row.found!;
      const before = order.status;
      ship(order, row.trackingNumber, row.carrier);
      audit(
        operator,
        'tracking-import',
        'orders',
        order.id,
        { status: before },
        { status: 'shipped', trackingNumber: row.trackingNumber, carrier: row.carrier },
      );
    }
    return { message: shippingMessages.importDone(rows.length), count: rows.length };
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

  refundOrder: adminHandle('refundOrder', ({ params, body, operator }) => {
    const order = findOrder(params.id);
    if (order.status === 'pending_payment' || order.status === 'payment_failed')
      fail(409, refundMessages.notPaid);
    const left = order.finalPrice - order.refundedAmount;
    if (body.amount > left) fail(409, refundMessages.tooMuch(left));
    const konbini = order.paymentMethod === 'konbini';
    if (konbini && !body.bankAccount) fail(400, refundMessages.bankRequired);
    if (!konbini && body.bankAccount) fail(400, refundMessages.bankNotForCard);
    const list = adminDb.refunds.get(order.id) ?? [];
    const refund = {
      id: [...adminDb.refunds.values()].flat().reduce((max, r) => Math.max(max, r.id), 0) + 1,
      amount: body.amount,
      reason: body.reason,
      status: 'succeeded' as const,
      method: konbini ? ('bank_transfer' as const) : ('card' as const),
      operatorName: operator.name,
      providerRefundId: konbini ? null : `re_mock_${order.id}_${list.length + 1}`,
      bankAccount: body.bankAccount ?? null,
      // The pack's share of its points, as the server takes them (none spent in the demo).
      pointsTaken:
        order.orderType === 'voting_package'
          ? Math.round(
              (Number(/(\d+)pt/.exec(order.items[0]?.name ?? '')?.[1] ?? 0) *
                (order.items[0]?.count ?? 1) *
                body.amount) /
                order.finalPrice,
            )
          : 0,
      pointsSpent: 0,
      periodEndBefore: null,
      periodEndAfter: null,
      createdAt: mockNow(),
    };
    adminDb.refunds.set(order.id, [...list, refund]);
    order.refundedAmount += body.amount;
    adminDb.orderChanges.set(order.id, {
      trackingNumber: order.trackingNumber ?? null,
      updatedAt: mockNow(),
    });
    audit(
      operator,
      'refund',
      'orders',
      order.id,
      { refundedAmount: order.refundedAmount - body.amount },
      {
        refundedAmount: order.refundedAmount,
        amount: body.amount,
        reason: body.reason,
      },
    );
    return adminOrder(order);
  }),

  listAdminDrawEvents: adminHandle('listAdminDrawEvents', ({ query }) =>
    page(db.content.drawEvents.filter((d) => matches(query.q, d.name)).map(adminDrawEvent), query),
  ),
  // Before `/:id`, which would take its address.
  listDrawPlanChoices: adminHandle('listDrawPlanChoices', () =>
    db.content.membershipPlans.map((p) => ({ id: p.id, name: p.name, isDisplayed: p.isDisplayed })),
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
      benefits: drawBenefitsOf(body, () => ++benefitId),
    };
    events.push(created);
    adminDb.engagement.drawEvents.set(created.id, {
      imageURL: body.imageURL ?? null,
      eligiblePlanIds: body.eligiblePlanIds,
      oneEntryPerMember: body.oneEntryPerMember,
    });
    const after = adminDrawEvent(created);
    audit(operator, 'create', 'drawEvents', created.id, null, after);
    return after;
  }),
  // The same locks as the API (repositories/admin/draw-events.ts), in the same words.
  updateDrawEvent: adminHandle('updateDrawEvent', ({ params, body, operator }) => {
    const event = findDrawEvent(params.id);
    const before = adminDrawEvent(event);
    if (before.benefits.some((b) => b.countParticipants > 0)) {
      if (Date.parse(body.entryStart) !== Date.parse(before.entryStart))
        fail(409, adminMessages.drawLockedWithEntries('受付開始日時'));
      const plans = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
      if (plans(body.eligiblePlanIds) !== plans(before.eligiblePlanIds))
        fail(409, adminMessages.drawLockedWithEntries('応募できる会員プラン'));
      if (body.oneEntryPerMember !== before.oneEntryPerMember)
        fail(409, adminMessages.drawLockedWithEntries('1人1特典の設定'));
    }
    for (const b of body.benefits) {
      if (b.id === undefined) continue;
      const row = before.benefits.find((x) => x.id === b.id) ?? fail(409, adminMessages.drawBenefitUnknown);
      if (row.countParticipants > 0) {
        if (
          JSON.stringify(b.option ?? null) !== JSON.stringify(row.option ?? null) ||
          b.isOptionRequired !== row.isOptionRequired
        )
          fail(409, adminMessages.drawBenefitLocked(row.name, '選択肢'));
        if (b.capacity < row.countParticipants)
          fail(409, adminMessages.drawCapacityBelowEntries(row.name, row.countParticipants));
      }
      if (row.drawnAt && (b.capacity !== row.capacity || b.winnersCount !== row.winnersCount))
        fail(409, adminMessages.drawBenefitDrawnLocked(row.name));
    }
    const removed = before.benefits.filter((x) => !body.benefits.some((b) => b.id === x.id));
    const withEntries = removed.find((x) => x.countParticipants > 0);
    if (withEntries) fail(409, adminMessages.drawBenefitHasEntries(withEntries.name));
    let benefitId = db.content.drawEvents
      .flatMap((e) => e.benefits)
      .reduce((max, b) => Math.max(max, b.id), 0);
    const drawn = new Map(event.benefits.map((b) => [b.id, b.drawnAt]));
    Object.assign(event, {
      name: body.name,
      description: body.description,
      eventDate: body.eventDate,
      entryStart: body.entryStart,
      entryEnd: body.entryEnd,
      benefits: drawBenefitsOf(body, () => ++benefitId).map((b) => ({
        ...b,
        drawnAt: drawn.get(b.id) ?? null,
      })),
    });
    adminDb.engagement.drawEvents.set(event.id, {
      imageURL: body.imageURL ?? null,
      eligiblePlanIds: body.eligiblePlanIds,
      oneEntryPerMember: body.oneEntryPerMember,
    });
    const after = adminDrawEvent(event);
    audit(operator, 'update', 'drawEvents', event.id, before, after);
    return after;
  }),
  redrawDrawBenefit: adminHandle('redrawDrawBenefit', ({ params, body, operator }) => {
    const event = findDrawEvent(params.id);
    const benefit = event.benefits.find((b) => b.id === params.benefitId) ?? notFound();
    if (!benefit.drawnAt) fail(409, adminMessages.redrawNotDrawn);
    const left = entriesOf(benefit.id).filter((e) => e.entryStatus === 'not_won');
    if (left.length === 0) fail(409, adminMessages.redrawNoneLeft);
    if (body.winners > left.length) fail(409, adminMessages.redrawTooMany(left.length));
    const before = adminDrawEvent(event);
    const round = (adminDb.engagement.drawRounds.get(benefit.id) ?? 1) + 1;
    // The fake backend picks the earliest entries, so stories see the same result every time.
    for (const entry of left.slice(0, body.winners)) {
      entry.entryStatus = 'won';
      adminDb.engagement.wonRounds.set(entry.id, round);
    }
    adminDb.engagement.drawRounds.set(benefit.id, round);
    benefit.winnersCount += body.winners;
    const after = adminDrawEvent(event);
    audit(operator, 'redraw', 'drawEvents', event.id, before, after);
    return after;
  }),
  runDrawEvent: adminHandle('runDrawEvent', ({ params, operator }) => {
    const event = findDrawEvent(params.id);
    const undrawn = event.benefits.filter((b) => !b.drawnAt);
    if (event.benefits.length === 0) fail(409, adminMessages.drawNoBenefit);
    if (undrawn.length === 0) fail(409, adminMessages.drawAlreadyDone);
    event.entryEnd = mockNow();
    for (const benefit of undrawn) {
      let left = benefit.winnersCount;
      for (const entry of db.drawEntries.filter((e) => e.drawBenefitId === benefit.id)) {
        entry.entryStatus = left > 0 ? 'won' : 'not_won';
        if (left > 0) adminDb.engagement.wonRounds.set(entry.id, 1);
        left -= 1;
      }
      benefit.winnersCount = benefit.winnersCount - Math.max(left, 0);
      benefit.drawnAt = mockNow();
      adminDb.engagement.drawRounds.set(benefit.id, 1);
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
          wonRound: e.entryStatus === 'won' ? (adminDb.engagement.wonRounds.get(e.id) ?? 1) : null,
          createdAt: e.createdAt,
        })),
    );
    return page(
      byDir(rows, (e) => (e.entryStatus === 'won' ? 1 : 0)),
      query,
    );
  }),

  listAdminMembers: adminHandle('listAdminMembers', ({ query }) =>
    page(filteredMembers(query).map(adminMember), query),
  ),
  exportAdminMembers: adminHandle('exportAdminMembers', ({ query, operator }) => {
    const all = filteredMembers(query);
    const offset = query.offset ?? 0;
    const part = all.slice(offset, offset + (query.limit ?? 100));
    const next = offset + part.length;
    const { limit: _limit, offset: _offset, sortDir: _sortDir, ...filter } = query;
    audit(operator, 'export', 'members', null, null, {
      filter,
      offset,
      rows: part.length,
      total: all.length,
    });
    return {
      filename: 'members-20261122.csv',
      csv: memberCsvPart(
        part.map((user) => ({
          ...adminMember(user),
          planId: user.subscription?.planId ?? null,
          periodEnd: user.subscription?.end ?? null,
          birthDate: user.birthDate,
          prefectureId: user.prefectureId,
        })),
        offset,
      ),
      total: all.length,
      nextOffset: part.length > 0 && next < all.length ? next : null,
    };
  }),
  listMemberNotes: adminHandle('listMemberNotes', ({ params, query }) =>
    page(adminDb.memberNotes.get(findMember(params.id).id) ?? [], query),
  ),
  createMemberNote: adminHandle('createMemberNote', ({ params, body, operator }) => {
    const user = findMember(params.id);
    const notes = adminDb.memberNotes.get(user.id) ?? [];
    const all = [...adminDb.memberNotes.values()].flat();
    const note = {
      id: all.reduce((max, n) => Math.max(max, n.id), 0) + 1,
      body: body.body,
      operatorName: operator.name,
      createdAt: mockNow(),
    };
    adminDb.memberNotes.set(user.id, [note, ...notes]);
    audit(operator, 'note', 'members', user.id, null, note);
    return note;
  }),
  extendMember: adminHandle('extendMember', ({ params, body, operator }) => {
    const user = findMember(params.id);
    const sub = user.subscription;
    const live =
      sub && ['active', 'cancel_requested', 'past_due'].includes(sub.status) && !adminDb.bans.has(user.id);
    const end = sub?.end ?? sub?.nextBillingDate;
    if (!sub || !live || !end) return fail(409, memberMessages.notPaid);
    const shift = (at: string | null) =>
      at ? new Date(Date.parse(at) + body.days * 86_400_000).toISOString() : null;
    const after = { end: shift(end), nextBillingDate: shift(sub.nextBillingDate) };
    saveUser({ ...user, subscription: { ...sub, end: after.end, nextBillingDate: after.nextBillingDate } });
    audit(
      operator,
      'extend',
      'members',
      user.id,
      { subscriptionId: sub.id, end, nextBillingDate: sub.nextBillingDate },
      { subscriptionId: sub.id, ...after, days: body.days, reason: body.reason },
    );
    return memberDetail(findMember(user.id));
  }),
  getAdminMember: adminHandle('getAdminMember', ({ params }) => memberDetail(findMember(params.id))),
  listMemberTransactions: adminHandle('listMemberTransactions', ({ params, query }) => {
    const sub = findMember(params.id).subscription;
    const rows = sub
      ? [
          {
            id: sub.id,
            transactionType: 'subscription' as const,
            status: 'succeeded' as const,
            // What the card was charged: the first charge, tax included.
            amount: membershipFees(sub).firstCharge,
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
  ...dashboardHandlers,
  ...announcementHandlers(filteredMembers),
  ...engagementHandlers,
  ...siteSettingsHandlers,
  ...imageHandlers,
  ...staffHandlers,
};

export const adminHandlersByEndpoint = handlers;
export const adminHandlers: HttpHandler[] = [...Object.values(handlers), uploadedImageFiles];
