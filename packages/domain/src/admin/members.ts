/**
 * Members in the console beyond search: the filters of the list (plan, state, join month, birth
 * month, prefecture), the audited CSV of the filtered list, operators' internal notes on a member
 * and the manual extension of a paid member's period (お詫び延長) with its reason.
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUS_LABELS } from '../constants.ts';
import { subscriptionStatusSchema } from '../contract/entities.ts';
import { displayText, queryInt } from '../contract/fields.ts';
import { idParams, listOf } from '../contract/requests.ts';
import { formatDate, formatDateTime } from '../format/date.ts';
import { findPrefectureById } from '../prefectures.ts';
import { csvRows, toCsv } from './csv.ts';
import { adminResource } from './define.ts';
import { csvExportSchema } from './engagement.ts';
import { adminMemberDetailSchema, adminMemberSchema, dateTime, id } from './entities.ts';
import { adminListQuery } from './requests.ts';

export const memberMessages = {
  state: '状態の指定が正しくありません。',
  planId: 'プランの指定が正しくありません。',
  joinedMonth: '登録月は「2026-04」の形（年-月）で指定してください。',
  birthMonth: '誕生月は1から12の数で指定してください。',
  prefectureId: '都道府県の指定が正しくありません。',
  days: '延長する日数は1日から365日までの整数で入力してください。',
  notPaid: '有料会員の期間中の会員だけ延長できます。',
} as const;

/**
 * A member's state in the list: 無料会員 (no subscription that is live now, never banned), or the
 * status of their newest subscription (有効, 退会手続き済み, お支払い確認中, 期限切れ, 利用停止).
 */
export const memberStates = ['free', ...subscriptionStatusSchema.options] as const;
export type MemberState = (typeof memberStates)[number];
export const MEMBER_STATE_LABELS: Readonly<Record<MemberState, string>> = {
  free: '無料会員（お申し込みなし）',
  ...SUBSCRIPTION_STATUS_LABELS,
};

const q = queryInt();
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The members list's filters, all optional and bounded; the CSV export takes the same. */
export const adminMemberQuery = adminListQuery.extend({
  planId: q.positive(memberMessages.planId).optional(),
  state: z.enum(memberStates, memberMessages.state).optional(),
  /** The month they joined, `YYYY-MM` in Japan time. */
  joinedMonth: z
    .string(memberMessages.joinedMonth)
    .regex(MONTH, memberMessages.joinedMonth)
    .refine((v) => Number(v.slice(0, 4)) >= 2000 && Number(v.slice(0, 4)) <= 2100, memberMessages.joinedMonth)
    .optional(),
  birthMonth: z.coerce
    .number<number | string>(memberMessages.birthMonth)
    .int(memberMessages.birthMonth)
    .min(1, memberMessages.birthMonth)
    .max(12, memberMessages.birthMonth)
    .optional(),
  prefectureId: z.coerce
    .number<number | string>(memberMessages.prefectureId)
    .int(memberMessages.prefectureId)
    .min(1, memberMessages.prefectureId)
    .max(47, memberMessages.prefectureId)
    .optional(),
});
export type AdminMemberQuery = z.infer<typeof adminMemberQuery>;
/** The filters alone (no paging), as the export's audit entry records them. */
export const memberFilterKeys = [
  'q',
  'planId',
  'state',
  'joinedMonth',
  'birthMonth',
  'prefectureId',
] as const;

/** One row of the members' CSV: the list's member with what the filters look at. */
export const adminMemberExportRowSchema = adminMemberSchema.extend({
  planId: id.nullable(),
  periodEnd: z.string().nullable(),
  birthDate: z.string(),
  prefectureId: z.number().int(),
});
export type AdminMemberExportRow = z.infer<typeof adminMemberExportRowSchema>;

export const memberCsvHeaders = [
  '会員番号',
  '姓',
  '名',
  'メールアドレス',
  'プラン',
  '状態',
  '有効期限',
  '生年月日',
  '都道府県',
  '登録日時',
] as const;

const memberCsvLines = (rows: readonly AdminMemberExportRow[]) =>
  rows.map((m) => [
    m.memberNumber,
    m.lastName,
    m.firstName,
    m.email,
    m.isPaidMember ? (m.planName ?? '') : '無料会員',
    m.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[m.subscriptionStatus] : '',
    m.periodEnd ? formatDate(m.periodEnd) : '',
    m.birthDate,
    findPrefectureById(m.prefectureId)?.name ?? '',
    formatDateTime(m.createdAt),
  ]);

/** One part of the members' CSV: the first (`offset` 0) with its BOM and headers. */
export const memberCsvPart = (rows: readonly AdminMemberExportRow[], offset: number) =>
  offset === 0 ? toCsv(memberCsvHeaders, memberCsvLines(rows)) : csvRows(memberCsvLines(rows));

export const memberCsvPartSchema = csvExportSchema.extend({
  total: z.number().int().nonnegative(),
  /** Where the next part starts, or null when this was the last. */
  nextOffset: z.number().int().nonnegative().nullable(),
});
export type MemberCsvPart = z.infer<typeof memberCsvPartSchema>;

/** An operators' internal note on a member (never shown to the member). */
export const memberNoteSchema = z.object({
  id,
  body: z.string(),
  /** The operator who wrote it (their name at the time), or null when they were since removed. */
  operatorName: z.string().nullable(),
  createdAt: dateTime,
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

export const memberNoteBody = z.object({ body: displayText(2000) });

/** お詫び延長: the paid period moved on by `days` days, with the reason kept in the audit log. */
export const memberExtensionBody = z.object({
  days: z
    .number(memberMessages.days)
    .int(memberMessages.days)
    .min(1, memberMessages.days)
    .max(365, memberMessages.days),
  reason: displayText(500),
});

const members = adminResource('adminMembers', 'membership', 'members');
const membersExport = adminResource('adminMembers', 'membership', 'members-export');

export const memberEndpoints = {
  listAdminMembers: members.read(
    '',
    'Members searched by email, name or member number, filtered by plan, state, join month, birth month and prefecture',
    { query: adminMemberQuery, response: listOf(adminMemberSchema) },
  ),
  exportAdminMembers: membersExport.read(
    '',
    'The filtered members as CSV, a page per part; each part is in the audit log (who, which filter, how many rows)',
    { query: adminMemberQuery, response: memberCsvPartSchema },
  ),
  listMemberNotes: members.read('/:id/notes', 'Operators’ internal notes on a member, newest first', {
    params: idParams,
    query: adminListQuery,
    response: listOf(memberNoteSchema),
  }),
  createMemberNote: members.write('POST', '/:id/notes', 'Adds an internal note on a member (audited)', {
    params: idParams,
    body: memberNoteBody,
    response: memberNoteSchema,
  }),
  extendMember: members.write(
    'POST',
    '/:id/extension',
    'お詫び延長: moves a paid member’s period (and next billing) on by N days, with a reason, audited',
    { params: idParams, body: memberExtensionBody, response: adminMemberDetailSchema, errors: [409] },
  ),
} as const;
