/**
 * The admin API (`/api/admin/v1`), declared once like the fans' contract: the console's client,
 * the Storybook mocks, the server's validation and serialisation and the OpenAPI document all read
 * this table. Each call names its area and the roles that may make it; the server refuses anyone
 * else with 403 and any token that is not an operator's with 401.
 */
import type { z } from 'zod';
import { legalTextsSchema } from '../contract/entities.ts';
import { idParams, listOf, messageResponse } from '../contract/requests.ts';
import * as content from './content.ts';
import {
  ADMIN_PREFIX,
  defineAdminEndpoint as a,
  readAccess as read,
  writeAccess as write,
  type AdminEndpointDef,
} from './define.ts';
import { engagementEndpoints } from './engagement.ts';
import { imageEndpoints } from './images.ts';
import { siteSettingsEndpoints } from './site-settings.ts';
import * as ent from './entities.ts';
import * as req from './requests.ts';
import { shopEndpoints } from './shop.ts';

export { ADMIN_PREFIX, type AdminEndpointDef };
const A = ADMIN_PREFIX;

const self = { area: 'dashboard', roles: [], auth: true } as const;

export const adminEndpoints = {
  adminSignIn: a({
    method: 'POST',
    path: `${A}/sign-in`,
    resource: 'adminSession',
    area: 'dashboard',
    roles: [],
    auth: false,
    summary: 'Operator sign-in (email, password, TOTP code when set)',
    body: req.adminSignInBody,
    response: ent.adminSessionSchema,
  }),
  adminSignOut: a({
    method: 'POST',
    path: `${A}/sign-out`,
    resource: 'adminSession',
    ...self,
    summary: 'Ends this console session',
    response: messageResponse,
  }),
  adminMe: a({
    method: 'GET',
    path: `${A}/me`,
    resource: 'adminSession',
    ...self,
    summary: 'The signed-in operator',
    response: ent.operatorSchema,
  }),

  adminDashboard: a({
    method: 'GET',
    path: `${A}/dashboard`,
    resource: 'adminDashboard',
    ...read('dashboard'),
    summary: 'Members by plan, this month, sales, orders to ship, open votes and draws',
    response: ent.dashboardSchema,
  }),

  listOperators: a({
    method: 'GET',
    path: `${A}/operators`,
    resource: 'operators',
    ...read('operators'),
    summary: 'Operators',
    query: req.adminListQuery,
    response: listOf(ent.operatorSchema),
  }),
  createOperator: a({
    method: 'POST',
    path: `${A}/operators`,
    resource: 'operators',
    ...write('operators'),
    summary: 'Adds an operator',
    body: req.operatorCreateBody,
    response: ent.operatorSchema,
  }),
  updateOperator: a({
    method: 'PATCH',
    path: `${A}/operators/:id`,
    resource: 'operators',
    ...write('operators'),
    summary: 'Changes an operator’s name, role or suspension',
    params: idParams,
    body: req.operatorUpdateBody,
    response: ent.operatorSchema,
  }),
  listAuditLogs: a({
    method: 'GET',
    path: `${A}/audit-logs`,
    resource: 'auditLogs',
    ...read('operators'),
    summary: 'Every console write, newest first, filtered by operator, resource, action and time',
    query: req.auditLogQuery,
    response: listOf(ent.auditLogSchema),
  }),

  listAdminNews: a({
    method: 'GET',
    path: `${A}/news`,
    resource: 'adminNews',
    ...read('content'),
    summary: 'News, drafts and scheduled items included',
    query: req.adminNewsQuery,
    response: listOf(ent.adminNewsSchema),
  }),
  getAdminNews: a({
    method: 'GET',
    path: `${A}/news/:id`,
    resource: 'adminNews',
    ...read('content'),
    summary: 'One news item as operators see it',
    params: idParams,
    response: ent.adminNewsSchema,
  }),
  createNews: a({
    method: 'POST',
    path: `${A}/news`,
    resource: 'adminNews',
    ...write('content'),
    summary: 'Creates a news item (draft, published now or at a time)',
    body: req.newsBody,
    response: ent.adminNewsSchema,
  }),
  updateNews: a({
    method: 'PATCH',
    path: `${A}/news/:id`,
    resource: 'adminNews',
    ...write('content'),
    summary: 'Edits, publishes or unpublishes a news item',
    params: idParams,
    body: req.newsBody,
    response: ent.adminNewsSchema,
  }),
  deleteNews: a({
    method: 'DELETE',
    path: `${A}/news/:id`,
    resource: 'adminNews',
    ...write('content'),
    summary: 'Deletes a news item',
    params: idParams,
    response: messageResponse,
  }),
  listAdminNewsCategories: a({
    method: 'GET',
    path: `${A}/news-categories`,
    resource: 'adminNews',
    ...read('content'),
    summary: 'News categories',
    response: listOf(ent.adminNewsSchema.shape.category),
  }),

  listAdminOrders: a({
    method: 'GET',
    path: `${A}/orders`,
    resource: 'adminOrders',
    ...read('shop'),
    summary: 'Orders, searched by number, email or name and filtered by status',
    query: req.adminOrderQuery,
    response: listOf(ent.adminOrderSchema),
  }),
  getAdminOrder: a({
    method: 'GET',
    path: `${A}/orders/:id`,
    resource: 'adminOrders',
    ...read('shop'),
    summary: 'One order with its member and delivery details',
    params: idParams,
    response: ent.adminOrderSchema,
  }),
  changeOrderStatus: a({
    method: 'POST',
    path: `${A}/orders/:id/status`,
    resource: 'adminOrders',
    ...write('shop'),
    summary: 'paid → preparing → shipped (with a tracking number) → delivered',
    params: idParams,
    body: req.orderStatusBody,
    response: ent.adminOrderSchema,
  }),
  cancelOrder: a({
    method: 'POST',
    path: `${A}/orders/:id/cancel`,
    resource: 'adminOrders',
    ...write('shop'),
    summary: 'Cancels an order: stock returned, payment refunded through the provider',
    params: idParams,
    body: req.orderCancelBody,
    response: ent.adminOrderSchema,
  }),

  listAdminDrawEvents: a({
    method: 'GET',
    path: `${A}/draw-events`,
    resource: 'adminDrawEvents',
    ...read('engagement'),
    summary: 'Draw events with their benefits and entry counts',
    query: req.adminListQuery,
    response: listOf(ent.adminDrawEventSchema),
  }),
  getAdminDrawEvent: a({
    method: 'GET',
    path: `${A}/draw-events/:id`,
    resource: 'adminDrawEvents',
    ...read('engagement'),
    summary: 'One draw event',
    params: idParams,
    response: ent.adminDrawEventSchema,
  }),
  createDrawEvent: a({
    method: 'POST',
    path: `${A}/draw-events`,
    resource: 'adminDrawEvents',
    ...write('engagement'),
    summary: 'Creates a draw event with its benefits',
    body: req.drawEventBody,
    response: ent.adminDrawEventSchema,
  }),
  runDrawEvent: a({
    method: 'POST',
    path: `${A}/draw-events/:id/draw`,
    resource: 'adminDrawEvents',
    ...write('engagement'),
    summary: 'Closes entries now and draws every undrawn benefit; entrants are told by mail',
    params: idParams,
    response: ent.adminDrawEventSchema,
  }),
  listDrawEntries: a({
    method: 'GET',
    path: `${A}/draw-events/:id/entries`,
    resource: 'adminDrawEvents',
    ...read('engagement'),
    summary: 'Entries of a draw event (winners first)',
    params: idParams,
    query: req.adminListQuery.extend({ entryStatus: ent.drawEntrySchema.shape.entryStatus.optional() }),
    response: listOf(ent.drawEntrySchema),
  }),

  listAdminMembers: a({
    method: 'GET',
    path: `${A}/members`,
    resource: 'adminMembers',
    ...read('membership'),
    summary: 'Members searched by email, name or member number',
    query: req.adminListQuery,
    response: listOf(ent.adminMemberSchema),
  }),
  getAdminMember: a({
    method: 'GET',
    path: `${A}/members/:id`,
    resource: 'adminMembers',
    ...read('membership'),
    summary: 'One member with their subscriptions (newest 20)',
    params: idParams,
    response: ent.adminMemberDetailSchema,
  }),
  listMemberTransactions: a({
    method: 'GET',
    path: `${A}/members/:id/transactions`,
    resource: 'adminMembers',
    ...read('membership'),
    summary: 'A member’s payments, newest first (billing history)',
    params: idParams,
    query: req.adminListQuery,
    response: listOf(ent.adminTransactionSchema),
  }),
  sendMemberMail: a({
    method: 'POST',
    path: `${A}/members/:id/mails`,
    resource: 'adminMembers',
    ...write('membership'),
    summary: 'Sends a member a mail again (password reset) through the outbox',
    params: idParams,
    body: req.memberMailBody,
    response: messageResponse,
  }),
  banMember: a({
    method: 'POST',
    path: `${A}/members/:id/ban`,
    resource: 'adminMembers',
    ...write('membership'),
    summary: 'Bans a member with a reason (their sessions end)',
    params: idParams,
    body: req.memberBanBody,
    response: ent.adminMemberSchema,
  }),
  unbanMember: a({
    method: 'POST',
    path: `${A}/members/:id/unban`,
    resource: 'adminMembers',
    ...write('membership'),
    summary: 'Lifts a ban',
    params: idParams,
    response: ent.adminMemberSchema,
  }),

  listContent: a({
    method: 'GET',
    path: `${A}/content/:type`,
    resource: 'adminContent',
    ...read('content'),
    summary: 'Rows of one content type (blogs, notices, schedules, …), paged, searched by their title',
    params: content.contentParams,
    query: req.adminListQuery,
    response: listOf(content.contentRowSchema),
  }),
  listContentCategories: a({
    method: 'GET',
    path: `${A}/content/:type/categories`,
    resource: 'adminContent',
    ...read('content'),
    summary: 'The categories of a content type (empty for a type without)',
    params: content.contentParams,
    response: listOf(ent.adminNewsSchema.shape.category),
  }),
  getContent: a({
    method: 'GET',
    path: `${A}/content/:type/:id`,
    resource: 'adminContent',
    ...read('content'),
    summary: 'One row of a content type',
    params: content.contentItemParams,
    response: content.contentRowSchema,
  }),
  createContent: a({
    method: 'POST',
    path: `${A}/content/:type`,
    resource: 'adminContent',
    ...write('content'),
    summary: 'Creates a row of a content type (its fields as contentTypes declares them)',
    params: content.contentParams,
    body: content.contentBodyWire,
    response: content.contentRowSchema,
  }),
  updateContent: a({
    method: 'PATCH',
    path: `${A}/content/:type/:id`,
    resource: 'adminContent',
    ...write('content'),
    summary: 'Edits a row of a content type (every field, as on create)',
    params: content.contentItemParams,
    body: content.contentBodyWire,
    response: content.contentRowSchema,
  }),
  deleteContent: a({
    method: 'DELETE',
    path: `${A}/content/:type/:id`,
    resource: 'adminContent',
    ...write('content'),
    summary: 'Deletes a row of a content type',
    params: content.contentItemParams,
    response: messageResponse,
  }),

  getAdminLegalTexts: a({
    method: 'GET',
    path: `${A}/legal-texts`,
    resource: 'adminLegalTexts',
    ...read('content'),
    summary: 'Terms of use, privacy policy, commercial transactions law and membership policy',
    response: legalTextsSchema,
  }),
  updateLegalTexts: a({
    method: 'PATCH',
    path: `${A}/legal-texts`,
    resource: 'adminLegalTexts',
    ...write('content'),
    summary: 'Replaces the four legal texts (HTML)',
    body: req.legalTextsBody,
    response: legalTextsSchema,
  }),

  ...shopEndpoints,

  // Votes, surveys, gifts and stamps: admin/engagement.ts.
  ...engagementEndpoints,
  // The web specification: admin/site-settings.ts.
  ...siteSettingsEndpoints,
  // Uploaded images: admin/images.ts.
  ...imageEndpoints,
} as const satisfies Record<string, AdminEndpointDef>;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;

/** Parsed bodies as the console's forms hand them over (the schemas' input types). */
export type NewsBody = z.input<typeof req.newsBody>;
export type DrawEventBody = z.input<typeof req.drawEventBody>;
