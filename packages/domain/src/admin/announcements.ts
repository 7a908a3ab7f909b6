/**
 * 一斉メール (mail to members): an announcement written in the console, addressed to one member or
 * to a segment of the members list (its filters: plan, state, join month, birth month,
 * prefecture), previewed with its number of recipients, sent now or at a set time by the job, and
 * followed recipient by recipient. Members who turned お知らせメール off on My Page are skipped;
 * transactional mail (orders, plans, sign-in) is never affected. Owner and editors send (area
 * `content`); support reads.
 */
import { z } from 'zod';
import { textUpTo } from '../contract/field-rules.ts';
import { idParams, listOf } from '../contract/requests.ts';
import { adminResource } from './define.ts';
import { dateTime, id } from './entities.ts';
import { adminMemberQuery } from './members.ts';
import { adminListQuery, dateTimeField } from './requests.ts';

export const announcementMessages = {
  subject: '件名は1文字以上100文字以内で入力してください。',
  body: '本文は1文字以上10,000文字以内で入力してください。',
  member: '宛先の会員が見つかりません。',
  notDraft: '下書きのメールだけ送信の予約ができます。',
  notCancellable: '送信を始めたメールは取り消せません。',
  past: '送信日時は今より後の日時を指定してください。',
  noRecipients: '宛先になる会員がいません。絞り込みの条件を見直してください。',
} as const;

export const announcementStates = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AnnouncementState = (typeof announcementStates)[number];
export const ANNOUNCEMENT_STATE_LABELS: Readonly<Record<AnnouncementState, string>> = {
  draft: '下書き',
  scheduled: '送信予約',
  sending: '送信中',
  sent: '送信済み',
  cancelled: '取り消し',
};

export const recipientStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];
export const RECIPIENT_STATUS_LABELS: Readonly<Record<RecipientStatus, string>> = {
  pending: '送信待ち',
  sent: '送信済み',
  skipped: '配信停止のため送らない',
  failed: '送信できず',
};

/** The members list's filters a segment is made of (no search box, no paging). */
export const announcementSegmentKeys = [
  'planId',
  'state',
  'joinedMonth',
  'birthMonth',
  'prefectureId',
] as const;
export const announcementSegmentSchema = adminMemberQuery.pick({
  planId: true,
  state: true,
  joinedMonth: true,
  birthMonth: true,
  prefectureId: true,
});
export type AnnouncementSegment = z.infer<typeof announcementSegmentSchema>;

/** Text as typed (direction controls refused, invisible characters dropped), not left blank. */
const written = (length: number, message: string) =>
  z.pipe(textUpTo(length), z.string(message).trim().min(1, message).max(length, message));

/** What is written: subject and plain text, to one member (`userId`) or to a segment. */
export const announcementBody = z.object({
  subject: written(100, announcementMessages.subject),
  body: written(10_000, announcementMessages.body),
  /** One member instead of a segment; null or absent: the segment. */
  userId: id.nullable().optional(),
  /** The members list's filters; empty: every member who receives announcements. */
  segment: announcementSegmentSchema.default({}),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

/** When to send: a time ahead, or null for now. */
export const announcementScheduleBody = z.object({ sendAt: z.nullable(dateTimeField) });

export const announcementProgressSchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type AnnouncementProgress = z.infer<typeof announcementProgressSchema>;

export const announcementSchema = z.object({
  id,
  subject: z.string(),
  body: z.string(),
  userId: id.nullable(),
  /** The one member's number and name, as the card shows them. */
  memberLabel: z.string().nullable(),
  segment: announcementSegmentSchema,
  scheduledAt: dateTime.nullable(),
  state: z.enum(announcementStates),
  createdByName: z.string(),
  createdAt: dateTime,
  sentAt: dateTime.nullable(),
  /** Per-recipient counts (all zero until the recipients are written, at the time of sending). */
  progress: announcementProgressSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The preview: who would get it now, and the mail as a member reads it. */
export const announcementPreviewSchema = z.object({
  recipients: z.number().int().nonnegative(),
  /** Members in the segment who turned お知らせメール off (not mailed). */
  optedOut: z.number().int().nonnegative(),
  subject: z.string(),
  text: z.string(),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

export const announcementQuery = adminListQuery.extend({
  state: z.enum(announcementStates).optional(),
});

const announcements = adminResource('adminAnnouncements', 'content', 'announcements');

export const announcementEndpoints = {
  listAnnouncements: announcements.read('', 'Announcement mails, newest first, with their progress', {
    query: announcementQuery,
    response: listOf(announcementSchema),
  }),
  getAnnouncement: announcements.read('/:id', 'One announcement mail with its per-recipient counts', {
    params: idParams,
    response: announcementSchema,
  }),
  createAnnouncement: announcements.write('POST', '', 'Writes an announcement mail as a draft (audited)', {
    body: announcementBody,
    response: announcementSchema,
  }),
  previewAnnouncement: announcements.write(
    'POST',
    '/preview',
    'The number of members a mail would reach now (opted-out ones left out) and the mail as rendered',
    { body: announcementBody, response: announcementPreviewSchema },
  ),
  scheduleAnnouncement: announcements.write(
    'POST',
    '/:id/schedule',
    'Sends a draft now (sendAt null) or at a time ahead (audited); 409 unless a draft',
    { params: idParams, body: announcementScheduleBody, response: announcementSchema, errors: [409] },
  ),
  cancelAnnouncement: announcements.write(
    'POST',
    '/:id/cancel',
    'Cancels a draft or a scheduled mail before it is sent (audited); 409 once sending',
    { params: idParams, response: announcementSchema, errors: [409] },
  ),
} as const;
