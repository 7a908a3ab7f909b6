/**
 * The admin API (`/api/admin/v1`), declared once like the fans' contract: the console's client,
 * the Storybook mocks, the server's validation and serialisation and the OpenAPI document all read
 * this table. Each call names its area and the roles that may make it; the server refuses anyone
 * else with 403 and any token that is not an operator's with 401.
 */
import { z } from 'zod';
import { legalTextsSchema } from '../contract/entities.ts';
import { idParams, listOf, messageResponse } from '../contract/requests.ts';
import { announcementEndpoints } from './announcements.ts';
import * as content from './content.ts';
import { dashboardEndpoints } from './dashboard.ts';
import {
  ADMIN_PREFIX,
  adminRecord,
  adminResource,
  defineAdminEndpoint as a,
  type AdminEndpointDef,
} from './define.ts';
import { engagementEndpoints } from './engagement.ts';
import { imageEndpoints } from './images.ts';
import { memberEndpoints } from './members.ts';
import { planEndpoints } from './plans.ts';
import { siteSettingsEndpoints } from './site-settings.ts';
import * as ent from './entities.ts';
import * as req from './requests.ts';
import { refundEndpoints } from './refunds.ts';
import { shippingEndpoints } from './shipping.ts';
import { shopEndpoints } from './shop.ts';
import { staffEndpoints } from './staff.ts';
import { auditEndpoints } from './audit.ts';

export { ADMIN_PREFIX, type AdminEndpointDef };
const A = ADMIN_PREFIX;

const self = { area: 'dashboard', roles: [], auth: true } as const;

const dashboard = adminResource('adminDashboard', 'dashboard', 'dashboard');
const operators = adminResource('operators', 'operators', 'operators');
const auditLogs = adminRecord('auditLogs', 'operators', 'audit-logs', ent.auditLogSchema);
const news = adminRecord('adminNews', 'content', 'news', ent.adminNewsSchema, req.newsBody);
const newsCategories = adminResource('adminNews', 'content', 'news-categories');
const orders = adminRecord('adminOrders', 'shop', 'orders', ent.adminOrderSchema);
const drawEvents = adminRecord(
  'adminDrawEvents',
  'engagement',
  'draw-events',
  ent.adminDrawEventSchema,
  req.drawEventBody,
);
const members = adminResource('adminMembers', 'membership', 'members');
const contentRows = adminResource('adminContent', 'content', 'content');
const legalTexts = adminResource('adminLegalTexts', 'content', 'legal-texts');

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

  adminDashboard: dashboard.read(
    '',
    'Members by plan, this month, sales, orders to ship, open votes and draws',
    { response: ent.dashboardSchema },
  ),
  ...dashboardEndpoints,

  listOperators: operators.read('', 'Operators', {
    query: req.adminListQuery,
    response: listOf(ent.operatorSchema),
  }),
  createOperator: operators.write('POST', '', 'Adds an operator', {
    body: req.operatorCreateBody,
    response: ent.operatorSchema,
    errors: [409],
  }),
  updateOperator: operators.write('PATCH', '/:id', 'Changes an operator’s name, role or suspension', {
    params: idParams,
    body: req.operatorUpdateBody,
    response: ent.operatorSchema,
  }),
  // Invitations, removal, own password and TOTP: admin/staff.ts.
  ...staffEndpoints,
  listAuditLogs: auditLogs.list(
    'Every console write, newest first, filtered by operator, resource, action and time',
    req.auditLogQuery,
  ),
  ...auditEndpoints,

  listAdminNews: news.list('News, drafts and scheduled items included', req.adminNewsQuery),
  getAdminNews: news.get('One news item as operators see it'),
  createNews: news.create('Creates a news item (draft, published now or at a time)'),
  updateNews: news.update('Edits, publishes or unpublishes a news item'),
  deleteNews: news.remove('Deletes a news item'),
  listAdminNewsCategories: newsCategories.read('', 'News categories', {
    response: listOf(ent.adminNewsSchema.shape.category),
  }),

  listAdminOrders: orders.list(
    'Orders, searched by number, email or name and filtered by status',
    req.adminOrderQuery,
  ),
  getAdminOrder: orders.get('One order with its member and delivery details'),
  changeOrderStatus: orders.write(
    'POST',
    '/:id/status',
    'paid → preparing → shipped (with a tracking number) → delivered',
    { params: idParams, body: req.orderStatusBody, response: ent.adminOrderSchema, errors: [409] },
  ),
  cancelOrder: orders.write(
    'POST',
    '/:id/cancel',
    'Cancels an order: stock returned, payment refunded through the provider',
    { params: idParams, body: req.orderCancelBody, response: ent.adminOrderSchema, errors: [409] },
  ),

  listAdminDrawEvents: drawEvents.list(
    'Draw events with their benefits and entry counts',
    req.adminListQuery,
  ),
  getAdminDrawEvent: drawEvents.get('One draw event'),
  listDrawPlanChoices: drawEvents.read(
    '/plan-choices',
    'The membership plans a draw event may be opened to (their id and name), for the editors',
    { response: z.array(ent.drawPlanChoiceSchema) },
  ),
  createDrawEvent: drawEvents.create('Creates a draw event with its benefits', [400]),
  updateDrawEvent: drawEvents.update(
    'Edits a draw event; once entered, what entrants were promised stays (period start, plans, options, benefits)',
    [409],
  ),
  redrawDrawBenefit: drawEvents.write(
    'POST',
    '/:id/benefits/:benefitId/redraw',
    'Second draw (二次抽選): more winners of a drawn benefit among those not chosen; they are told by mail',
    {
      params: req.drawBenefitParams,
      body: req.redrawBody,
      response: ent.adminDrawEventSchema,
      errors: [409],
    },
  ),
  runDrawEvent: drawEvents.write(
    'POST',
    '/:id/draw',
    'Closes entries now and draws every undrawn benefit; entrants are told by mail',
    { params: idParams, response: ent.adminDrawEventSchema, errors: [409] },
  ),
  listDrawEntries: drawEvents.read('/:id/entries', 'Entries of a draw event (winners first)', {
    params: idParams,
    query: req.adminListQuery.extend({ entryStatus: ent.drawEntrySchema.shape.entryStatus.optional() }),
    response: listOf(ent.drawEntrySchema),
  }),

  ...memberEndpoints,
  // Mail to members (一斉メール): admin/announcements.ts.
  ...announcementEndpoints,
  getAdminMember: members.read('/:id', 'One member with their subscriptions (newest 20)', {
    params: idParams,
    response: ent.adminMemberDetailSchema,
  }),
  listMemberTransactions: members.read(
    '/:id/transactions',
    'A member’s payments, newest first (billing history)',
    { params: idParams, query: req.adminListQuery, response: listOf(ent.adminTransactionSchema) },
  ),
  sendMemberMail: members.write(
    'POST',
    '/:id/mails',
    'Sends a member a mail again (password reset) through the outbox',
    { params: idParams, body: req.memberMailBody, response: messageResponse },
  ),
  banMember: members.write('POST', '/:id/ban', 'Bans a member with a reason (their sessions end)', {
    params: idParams,
    body: req.memberBanBody,
    response: ent.adminMemberSchema,
    errors: [409],
  }),
  unbanMember: members.write('POST', '/:id/unban', 'Lifts a ban', {
    params: idParams,
    response: ent.adminMemberSchema,
    errors: [409],
  }),

  listContent: contentRows.read(
    '/:type',
    'Rows of one content type (blogs, notices, schedules, …), paged, searched by their title',
    { params: content.contentParams, query: req.adminListQuery, response: listOf(content.contentRowSchema) },
  ),
  listContentCategories: contentRows.read(
    '/:type/categories',
    'The categories of the news (type news) or of a content type, in their order, with how many rows each holds (empty for a type without)',
    { params: content.categoryOwnerParams, response: listOf(content.adminContentCategorySchema) },
  ),
  createContentCategory: contentRows.write(
    'POST',
    '/:type/categories',
    'Adds a category to the news (type news) or to a content type with categories',
    {
      params: content.categoryOwnerParams,
      body: content.categoryBody,
      response: content.adminContentCategorySchema,
    },
  ),
  updateContentCategory: contentRows.write(
    'PATCH',
    '/:type/categories/:id',
    'Renames or reorders a category of the news or of a content type',
    {
      params: content.categoryOwnerItemParams,
      body: content.categoryBody,
      response: content.adminContentCategorySchema,
    },
  ),
  deleteContentCategory: contentRows.write(
    'DELETE',
    '/:type/categories/:id',
    'Deletes a category of the news or of a content type that no row is in',
    { params: content.categoryOwnerItemParams, response: messageResponse, errors: [409] },
  ),
  getContent: contentRows.read('/:type/:id', 'One row of a content type', {
    params: content.contentItemParams,
    response: content.contentRowSchema,
  }),
  createContent: contentRows.write(
    'POST',
    '/:type',
    'Creates a row of a content type (its fields as contentTypes declares them)',
    { params: content.contentParams, body: content.contentBodyWire, response: content.contentRowSchema },
  ),
  updateContent: contentRows.write(
    'PATCH',
    '/:type/:id',
    'Edits a row of a content type (every field, as on create)',
    { params: content.contentItemParams, body: content.contentBodyWire, response: content.contentRowSchema },
  ),
  deleteContent: contentRows.write('DELETE', '/:type/:id', 'Deletes a row of a content type', {
    params: content.contentItemParams,
    response: messageResponse,
  }),

  getAdminLegalTexts: legalTexts.read(
    '',
    'Terms of use, privacy policy, commercial transactions law and membership policy',
    { response: legalTextsSchema },
  ),
  updateLegalTexts: legalTexts.write('PATCH', '', 'Replaces the four legal texts (HTML)', {
    body: req.legalTextsBody,
    response: legalTextsSchema,
  }),

  ...shopEndpoints,
  ...shippingEndpoints,
  ...refundEndpoints,

  // Membership plans (owner writes): admin/plans.ts.
  ...planEndpoints,

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
