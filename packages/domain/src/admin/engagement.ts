/**
 * The engagement area of the admin contract (issue 20): voting events with their candidates and
 * the point packages; surveys; stamp rallies; gifts follow in this module. Editors and the owner write
 * it, support reads it. Kept apart from endpoints.ts so each area's additions stay in their own file.
 */
import { z } from 'zod';
import { idParams } from '../contract/requests.ts';
import {
  displayText,
  fieldMessages,
  idField,
  int,
  optionalDisplayText,
  optionalText,
  queryInt,
  requiredText,
  textUpTo,
} from '../contract/fields.ts';
import { adminRecord, adminResource } from './define.ts';
import { dateTime, id } from './entities.ts';
import { adminListQuery, dateTimeField, imageUrlField } from './requests.ts';
import { adminMessages } from './values.ts';

/** Flags each item whose `field` an earlier item of the list already has, at `[list, index, field]`. */
const flagRepeats = <T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  list: string,
  field: keyof T & string,
  message: string,
) => {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    if (seen.has(item[field])) ctx.addIssue({ code: 'custom', path: [list, index, field], message });
    seen.add(item[field]);
  });
};

export const engagementMessages = {
  candidateRequired: '候補者を1人以上登録してください。',
  candidateTwice: '同じプロフィールを2回登録することはできません。',
  candidateHasVotes: (name: string) => `「${name}」にはすでに投票があるため、候補者から外せません。`,
  profileNotFound: '候補者のプロフィールが見つかりません。',
  taxRate: '税率は0〜100の数値で入力してください。',
  questionRequired: '質問を1つ以上登録してください。',
  choiceRequired: '選択肢を2つ以上登録してください。',
  surveyAnswered: 'すでに回答があるため、質問と選択肢の追加・削除はできません（文言の修正はできます）。',
  surveyItemNotFound: '質問または選択肢が見つかりません。',
  stampRequired: 'スタンプを1つ以上登録してください。',
  stampCode: 'QRコードの値は半角英数字・ハイフン・アンダースコアで入力してください。',
  stampCodeTwice: '同じQRコードの値を2回使うことはできません。',
  stampCodeTaken: 'このQRコードの値はほかのスタンプで使われています。',
  stampEarned: (name: string) => `「${name}」はすでに獲得した会員がいるため、削除できません。`,
  rewardItemNotFound: 'スタンプまたは特典が見つかりません。',
  videoUrl: '動画のURLは / または https:// から始まる形で入力してください。',
  month: '月は1〜12の数字で選んでください。',
  skuNotFound: '指定された商品（SKU）が見つかりません。',
} as const;

// ---------------------------------------------------------------- exports

/** A CSV export: the file's name and its text (UTF-8 with BOM, Japanese headers; admin/csv.ts). */
export const csvExportSchema = z.object({ filename: z.string(), csv: z.string() });

// ---------------------------------------------------------------- voting

/** One candidate of a voting event: a profile, with this event's own picture and words. */
export const adminVotingCandidateSchema = z.object({
  id,
  profileId: id,
  /** The profile's name. */
  name: z.string(),
  imageURL: z.string().nullable(),
  content: z.string().nullable(),
  /** Points received so far (the live result). */
  point: z.number().int().nonnegative(),
  /** Votes cast and members who voted for this candidate. */
  votes: z.number().int().nonnegative(),
  voters: z.number().int().nonnegative(),
});

export const adminVotingEventSchema = z.object({
  id,
  name: z.string(),
  introduction: z.string(),
  imageURL: z.string().nullable(),
  startedDate: dateTime,
  closedDate: dateTime,
  /** In the order fans see them (by points, most first, then as registered). */
  candidates: z.array(adminVotingCandidateSchema),
});

const candidateBody = z.object({
  /** An existing candidate of this event (kept with its points); absent for a new one. */
  id: idField.optional(),
  profileId: idField,
  imageURL: imageUrlField,
  content: optionalDisplayText(2000),
});

export const votingEventBody = z
  .object({
    name: displayText(200),
    introduction: textUpTo(20_000),
    imageURL: imageUrlField,
    startedDate: dateTimeField,
    closedDate: dateTimeField,
    candidates: z.array(candidateBody).min(1, engagementMessages.candidateRequired).max(100),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.closedDate) <= Date.parse(value.startedDate))
      ctx.addIssue({ code: 'custom', path: ['closedDate'], message: adminMessages.rangeOrder });
    flagRepeats(ctx, value.candidates, 'candidates', 'profileId', engagementMessages.candidateTwice);
  });

const votingEvents = adminRecord(
  'adminVotingEvents',
  'engagement',
  'voting-events',
  adminVotingEventSchema,
  votingEventBody,
);

export const adminVotingPackageSchema = z.object({
  id,
  name: z.string().nullable(),
  price: z.number().int().nonnegative(),
  taxRate: z.number().nonnegative(),
  point: z.number().int().positive(),
  expireDate: dateTime,
  displayOrder: z.number().int(),
});

export const votingPackageBody = z.object({
  name: optionalDisplayText(100),
  /** Price in yen before tax. */
  price: int().min(0, adminMessages.wholeNumber).max(1_000_000, fieldMessages.outOfRange),
  taxRate: z
    .number(engagementMessages.taxRate)
    .min(0, engagementMessages.taxRate)
    .max(100, engagementMessages.taxRate),
  point: int().min(1, fieldMessages.positiveInt).max(1_000_000, fieldMessages.outOfRange),
  /** Until when the points bought with it can be spent. */
  expireDate: dateTimeField,
  displayOrder: int().min(0, adminMessages.wholeNumber),
});
const votingPackages = adminRecord(
  'adminVotingPackages',
  'engagement',
  'voting-packages',
  adminVotingPackageSchema,
  votingPackageBody,
);

/** The voting results' CSV columns, in order. */
export const votingResultsCsvHeaders = ['順位', '候補者', 'プロフィールID', 'ポイント', '投票数', '投票者数'];

// ---------------------------------------------------------------- surveys

export const adminSurveyChoiceSchema = z.object({
  id,
  content: z.string(),
  /** Members who chose it (the total). */
  count: z.number().int().nonnegative(),
});

export const adminSurveyQuestionSchema = z.object({
  id,
  content: z.string(),
  isMultiple: z.boolean(),
  choices: z.array(adminSurveyChoiceSchema),
});

export const adminSurveySchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  isPaid: z.boolean(),
  startAt: dateTime.nullable(),
  endAt: dateTime.nullable(),
  /** Members who answered. */
  respondents: z.number().int().nonnegative(),
  questions: z.array(adminSurveyQuestionSchema),
});

const choiceBody = z.object({ id: idField.optional(), content: displayText(200) });
const questionBody = z.object({
  id: idField.optional(),
  content: displayText(500),
  isMultiple: z.boolean(),
  choices: z.array(choiceBody).min(2, engagementMessages.choiceRequired).max(50),
});

export const surveyBody = z
  .object({
    title: displayText(200),
    description: optionalDisplayText(5000),
    isPaid: z.boolean(),
    startAt: z.nullable(dateTimeField),
    endAt: z.nullable(dateTimeField),
    questions: z.array(questionBody).min(1, engagementMessages.questionRequired).max(50),
  })
  .superRefine((value, ctx) => {
    if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: adminMessages.rangeOrder });
  });

const surveys = adminRecord('adminSurveys', 'engagement', 'surveys', adminSurveySchema, surveyBody);

// ---------------------------------------------------------------- stamp events (スタンプラリー)

/**
 * What a stamp's printed QR code holds: the site's scan address, naming its rally and its code
 * (`/stamp/scan?event=2&code=…`), so a phone's camera app opens the page that earns it. The console's
 * QR sheet, the venue posters' list (`stamp-posters.tsv`) and the mocks all write it here.
 */
export const stampScanUrl = (siteUrl: string, eventId: number, code: string) =>
  `${siteUrl}/stamp/scan?event=${eventId}&code=${encodeURIComponent(code)}`;

/** One stamp of a stamp rally: the code its QR carries and the address a phone opens with it. */
export const adminStampSchema = z.object({
  id,
  name: z.string(),
  /** The stamp's code; the site's `/stamp/scan?event=…&code=…` earns the stamp it names. */
  qRCodeValue: z.string(),
  /** What the printed QR code holds: the site's scan address for this code (`stampScanUrl`). */
  scanUrl: z.string(),
  order: z.number().int(),
  iconURLLocked: z.string().nullable(),
  iconURLUnlocked: z.string().nullable(),
  /** Members who have earned it. */
  earned: z.number().int().nonnegative(),
});

/** A reward opened once every stamp is collected, for the membership type it is meant for. */
export const adminStampRewardSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  membershipType: z.enum(['all', 'free', 'paid']),
  imageURL: z.string().nullable(),
  videoURL: z.string().nullable(),
});

export const adminStampEventSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** In the order fans collect them. */
  stamps: z.array(adminStampSchema),
  rewards: z.array(adminStampRewardSchema),
});

/** The code's characters: what a QR code and a URL carry without escaping, as the demo's codes. */
const stampCodeField = z.pipe(
  requiredText(100),
  z.string().regex(/^[A-Za-z0-9_-]+$/, engagementMessages.stampCode),
);

const videoUrlField = optionalText(2000).check(
  z.refine((value) => value === null || /^(\/(?!\/)|https:\/\/)/.test(value), engagementMessages.videoUrl),
);

const stampBody = z.object({
  /** An existing stamp of this event (kept with who earned it); absent for a new one. */
  id: idField.optional(),
  name: displayText(100),
  qRCodeValue: stampCodeField,
  iconURLLocked: imageUrlField,
  iconURLUnlocked: imageUrlField,
});

const stampRewardBody = z.object({
  id: idField.optional(),
  name: displayText(200),
  description: optionalDisplayText(2000),
  membershipType: z.enum(['all', 'free', 'paid'], fieldMessages.required),
  imageURL: imageUrlField,
  videoURL: videoUrlField,
});

export const stampEventBody = z
  .object({
    name: displayText(200),
    description: optionalDisplayText(5000),
    stamps: z.array(stampBody).min(1, engagementMessages.stampRequired).max(100),
    rewards: z.array(stampRewardBody).max(20),
  })
  .superRefine((value, ctx) => {
    flagRepeats(ctx, value.stamps, 'stamps', 'qRCodeValue', engagementMessages.stampCodeTwice);
  });

const stampEvents = adminRecord(
  'adminStampEvents',
  'engagement',
  'stamp-events',
  adminStampEventSchema,
  stampEventBody,
);

// ---------------------------------------------------------------- gift posts (ギフト投稿)

/**
 * A gift post's state, from its publishing time (the spec's only field for it): fans see it once
 * the time has come (`published`), not before (`scheduled`).
 */
export const giftPostStatuses = ['published', 'scheduled'] as const;
export type GiftPostStatus = (typeof giftPostStatuses)[number];
export const giftPostStatusLabels: Record<GiftPostStatus, string> = {
  published: '公開中',
  scheduled: '公開予定',
};

export const adminGiftPostSchema = z.object({
  id,
  title: z.string(),
  content: z.string().nullable(),
  videoUrl: z.string().nullable(),
  publishedAt: dateTime,
  status: z.enum(giftPostStatuses),
  giftPostImages: z.array(z.object({ id, url: z.string(), displayOrder: z.number().int() })),
});

export const giftPostBody = z.object({
  title: displayText(200),
  /** HTML, as the fans' screen shows it. */
  content: textUpTo(20_000),
  videoUrl: videoUrlField,
  /** When fans see it; a time ahead schedules it. */
  publishedAt: dateTimeField,
  /** The pictures in their order. */
  images: z.array(imageUrlField.check(z.refine((value) => value !== null, fieldMessages.required))).max(20),
});
const giftPosts = adminRecord(
  'adminGiftPosts',
  'engagement',
  'gift-posts',
  adminGiftPostSchema,
  giftPostBody,
);

export const adminGiftPostQuery = adminListQuery.extend({ status: z.enum(giftPostStatuses).optional() });

// ---------------------------------------------------------------- birthday gifts (誕生日ギフト)

/** A birthday gift: what paid members born in `month` receive (once a year), by post when `isMail`. */
export const adminBirthdayGiftSchema = z.object({
  id,
  month: z.number().int().min(1).max(12),
  title: z.string(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  productSkuId: id.nullable(),
  isMail: z.boolean(),
  /** Members who have received it, every year together. */
  received: z.number().int().nonnegative(),
});

const monthField = z
  .number(engagementMessages.month)
  .int(engagementMessages.month)
  .min(1, engagementMessages.month)
  .max(12, engagementMessages.month);

export const birthdayGiftBody = z.object({
  month: monthField,
  title: displayText(200),
  /** HTML, as the fans' screen shows it. */
  content: textUpTo(20_000),
  imageUrl: imageUrlField,
  videoUrl: videoUrlField,
  /** The SKU sent by post, if any. */
  productSkuId: idField.nullable(),
  isMail: z.boolean(),
});
const birthdayGifts = adminRecord(
  'adminBirthdayGifts',
  'engagement',
  'birthday-gifts',
  adminBirthdayGiftSchema,
  birthdayGiftBody,
);

export const adminBirthdayGiftQuery = adminListQuery.extend({
  month: queryInt().min(1, engagementMessages.month).max(12, engagementMessages.month).optional(),
});

/** The winners' CSV of a draw event, one row per winner (応募日時 in Japan time, as every export). */
export const drawWinnersCsvHeaders = [
  '特典',
  '会員番号',
  '氏名',
  'メールアドレス',
  'オプション',
  '応募日時',
  '当選した抽選',
];

/** Every entrant of a draw event, one row per entry, with its result. */
export const drawEntriesCsvHeaders = [
  '特典',
  '会員番号',
  '氏名',
  'メールアドレス',
  'オプション',
  '応募日時',
  '結果',
  '当選した抽選',
];

/** An entry's result as the console and the exports name it. */
export const drawEntryLabels = { won: '当選', not_won: '落選', pending: '抽選待ち' } as const;

const roundNumerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** Which draw chose a winner: 一次抽選 (the draw), 二次抽選 (the second draw)… */
export const drawRoundLabel = (round: number | null) =>
  round === null ? '' : `${roundNumerals[round - 1] ?? String(round)}次抽選`;

/** The answers' CSV: one row per member who answered, then one column per question. */
export const surveyAnswersCsvHeaders = ['回答日時', '会員番号'];

// ---------------------------------------------------------------- endpoints

const drawEvents = adminResource('adminDrawEvents', 'engagement', 'draw-events');

export const engagementEndpoints = {
  listAdminVotingEvents: votingEvents.list(
    'Voting events with their candidates and points so far, newest first',
    adminListQuery,
  ),
  getAdminVotingEvent: votingEvents.get(
    'One voting event with its live results (points, votes and voters per candidate)',
  ),
  createVotingEvent: votingEvents.create('Creates a voting event with its candidates'),
  updateVotingEvent: votingEvents.update(
    'Edits a voting event; a candidate with votes cannot be removed',
    [409],
  ),
  exportVotingResults: votingEvents.read(
    '/:id/results.csv',
    'The results as CSV (UTF-8 with BOM, Japanese headers), one row per candidate',
    { params: idParams, response: csvExportSchema },
  ),
  listAdminVotingPackages: votingPackages.list('Point packages in their display order', adminListQuery),
  createVotingPackage: votingPackages.create('Puts a point package on sale'),
  updateVotingPackage: votingPackages.update(
    'Edits a point package (points already bought keep their terms)',
  ),
  exportDrawWinners: drawEvents.read(
    '/:id/winners.csv',
    'The winners of a draw event as CSV (UTF-8 with BOM, Japan time), benefit by benefit',
    { params: idParams, response: csvExportSchema },
  ),
  exportDrawEntries: drawEvents.read(
    '/:id/entries.csv',
    'Every entrant of a draw event with the result, as CSV (UTF-8 with BOM, Japan time)',
    { params: idParams, response: csvExportSchema },
  ),
  listAdminSurveys: surveys.list(
    'Surveys with their questions and the totals per choice, newest first',
    adminListQuery,
  ),
  getAdminSurvey: surveys.get('One survey with the totals per choice'),
  createSurvey: surveys.create('Creates a survey with its questions and choices'),
  updateSurvey: surveys.update(
    'Edits a survey; once answered, questions and choices keep their number (wording only)',
    [409],
  ),
  exportSurveyAnswers: surveys.read(
    '/:id/answers.csv',
    'Every answer as CSV (UTF-8 with BOM): one row per member, one column per question',
    { params: idParams, response: csvExportSchema },
  ),
  listAdminStampEvents: stampEvents.list(
    'Stamp rallies with their stamps (codes included) and rewards, newest first',
    adminListQuery,
  ),
  getAdminStampEvent: stampEvents.get(
    'One stamp rally with each stamp’s code, scan address and how many members earned it',
  ),
  createStampEvent: stampEvents.create('Creates a stamp rally with its stamps and rewards', [409]),
  updateStampEvent: stampEvents.update(
    'Edits a stamp rally; a stamp some member has earned cannot be removed',
    [409],
  ),
  listAdminGiftPosts: giftPosts.list(
    'Gift posts, newest publishing time first, with their state (published or scheduled)',
    adminGiftPostQuery,
  ),
  getAdminGiftPost: giftPosts.get('One gift post with its pictures'),
  createGiftPost: giftPosts.create('Creates a gift post, published at its time'),
  updateGiftPost: giftPosts.update(
    'Edits a gift post; a publishing time ahead takes it off the site until then',
  ),
  deleteGiftPost: giftPosts.remove('Takes a gift post down for good'),
  listAdminBirthdayGifts: birthdayGifts.list(
    'Birthday gifts by month, with how many members received each',
    adminBirthdayGiftQuery,
  ),
  getAdminBirthdayGift: birthdayGifts.get('One birthday gift'),
  createBirthdayGift: birthdayGifts.create('Creates a birthday gift for the paid members born in its month'),
  updateBirthdayGift: birthdayGifts.update('Edits a birthday gift (who received it keeps it)'),
} as const;

export type AdminVotingEvent = z.infer<typeof adminVotingEventSchema>;
export type AdminVotingCandidate = z.infer<typeof adminVotingCandidateSchema>;
export type AdminVotingPackage = z.infer<typeof adminVotingPackageSchema>;
export type VotingEventBody = z.input<typeof votingEventBody>;
export type VotingPackageBody = z.input<typeof votingPackageBody>;
export type CsvExport = z.infer<typeof csvExportSchema>;
export type AdminSurvey = z.infer<typeof adminSurveySchema>;
export type AdminSurveyQuestion = z.infer<typeof adminSurveyQuestionSchema>;
export type SurveyBody = z.input<typeof surveyBody>;
export type AdminStampEvent = z.infer<typeof adminStampEventSchema>;
export type AdminStamp = z.infer<typeof adminStampSchema>;
export type StampEventBody = z.input<typeof stampEventBody>;
export type AdminGiftPost = z.infer<typeof adminGiftPostSchema>;
export type GiftPostBody = z.input<typeof giftPostBody>;
export type AdminBirthdayGift = z.infer<typeof adminBirthdayGiftSchema>;
export type BirthdayGiftBody = z.input<typeof birthdayGiftBody>;
