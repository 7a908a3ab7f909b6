/**
 * The engagement area of the admin contract (issue 20): voting events with their candidates and
 * the point packages; surveys, gifts and stamps follow in this module. Editors and the owner write
 * it, support reads it. Kept apart from endpoints.ts so each area's additions stay in their own file.
 */
import { z } from 'zod';
import { idParams, listOf } from '../contract/requests.ts';
import { fieldMessages, idField, int, optionalText, requiredText, text } from '../contract/fields.ts';
import {
  ADMIN_PREFIX as A,
  defineAdminEndpoint as a,
  readAccess as read,
  writeAccess as write,
} from './define.ts';
import { adminListQuery, dateTimeField, imageUrlField } from './requests.ts';
import { adminMessages } from './values.ts';

const id = z.number().int().positive();
const dateTime = z.string();

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
  content: optionalText(2000),
});

export const votingEventBody = z
  .object({
    name: requiredText(200),
    introduction: text().max(20_000, fieldMessages.tooLong(20_000)),
    imageURL: imageUrlField,
    startedDate: dateTimeField,
    closedDate: dateTimeField,
    candidates: z.array(candidateBody).min(1, engagementMessages.candidateRequired).max(100),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.closedDate) <= Date.parse(value.startedDate))
      ctx.addIssue({ code: 'custom', path: ['closedDate'], message: adminMessages.rangeOrder });
    const seen = new Set<number>();
    value.candidates.forEach((candidate, index) => {
      if (seen.has(candidate.profileId))
        ctx.addIssue({
          code: 'custom',
          path: ['candidates', index, 'profileId'],
          message: engagementMessages.candidateTwice,
        });
      seen.add(candidate.profileId);
    });
  });

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
  name: optionalText(100),
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

const choiceBody = z.object({ id: idField.optional(), content: requiredText(200) });
const questionBody = z.object({
  id: idField.optional(),
  content: requiredText(500),
  isMultiple: z.boolean(),
  choices: z.array(choiceBody).min(2, engagementMessages.choiceRequired).max(50),
});

export const surveyBody = z
  .object({
    title: requiredText(200),
    description: optionalText(5000),
    isPaid: z.boolean(),
    startAt: dateTimeField.nullable(),
    endAt: dateTimeField.nullable(),
    questions: z.array(questionBody).min(1, engagementMessages.questionRequired).max(50),
  })
  .superRefine((value, ctx) => {
    if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: adminMessages.rangeOrder });
  });

/** The winners' CSV of a draw event, one row per winner. */
export const drawWinnersCsvHeaders = ['特典', '会員番号', '氏名', 'メールアドレス', 'オプション', '応募日時'];

/** The answers' CSV: one row per member who answered, then one column per question. */
export const surveyAnswersCsvHeaders = ['回答日時', '会員番号'];

// ---------------------------------------------------------------- endpoints

export const engagementEndpoints = {
  listAdminVotingEvents: a({
    method: 'GET',
    path: `${A}/voting-events`,
    resource: 'adminVotingEvents',
    ...read('engagement'),
    summary: 'Voting events with their candidates and points so far, newest first',
    query: adminListQuery,
    response: listOf(adminVotingEventSchema),
  }),
  getAdminVotingEvent: a({
    method: 'GET',
    path: `${A}/voting-events/:id`,
    resource: 'adminVotingEvents',
    ...read('engagement'),
    summary: 'One voting event with its live results (points, votes and voters per candidate)',
    params: idParams,
    response: adminVotingEventSchema,
  }),
  createVotingEvent: a({
    method: 'POST',
    path: `${A}/voting-events`,
    resource: 'adminVotingEvents',
    ...write('engagement'),
    summary: 'Creates a voting event with its candidates',
    body: votingEventBody,
    response: adminVotingEventSchema,
  }),
  updateVotingEvent: a({
    method: 'PATCH',
    path: `${A}/voting-events/:id`,
    resource: 'adminVotingEvents',
    ...write('engagement'),
    summary: 'Edits a voting event; a candidate with votes cannot be removed',
    params: idParams,
    body: votingEventBody,
    response: adminVotingEventSchema,
  }),
  exportVotingResults: a({
    method: 'GET',
    path: `${A}/voting-events/:id/results.csv`,
    resource: 'adminVotingEvents',
    ...read('engagement'),
    summary: 'The results as CSV (UTF-8 with BOM, Japanese headers), one row per candidate',
    params: idParams,
    response: csvExportSchema,
  }),
  listAdminVotingPackages: a({
    method: 'GET',
    path: `${A}/voting-packages`,
    resource: 'adminVotingPackages',
    ...read('engagement'),
    summary: 'Point packages in their display order',
    query: adminListQuery,
    response: listOf(adminVotingPackageSchema),
  }),
  createVotingPackage: a({
    method: 'POST',
    path: `${A}/voting-packages`,
    resource: 'adminVotingPackages',
    ...write('engagement'),
    summary: 'Puts a point package on sale',
    body: votingPackageBody,
    response: adminVotingPackageSchema,
  }),
  updateVotingPackage: a({
    method: 'PATCH',
    path: `${A}/voting-packages/:id`,
    resource: 'adminVotingPackages',
    ...write('engagement'),
    summary: 'Edits a point package (points already bought keep their terms)',
    params: idParams,
    body: votingPackageBody,
    response: adminVotingPackageSchema,
  }),
  exportDrawWinners: a({
    method: 'GET',
    path: `${A}/draw-events/:id/winners.csv`,
    resource: 'adminDrawEvents',
    ...read('engagement'),
    summary: 'The winners of a draw event as CSV (UTF-8 with BOM), benefit by benefit',
    params: idParams,
    response: csvExportSchema,
  }),
  listAdminSurveys: a({
    method: 'GET',
    path: `${A}/surveys`,
    resource: 'adminSurveys',
    ...read('engagement'),
    summary: 'Surveys with their questions and the totals per choice, newest first',
    query: adminListQuery,
    response: listOf(adminSurveySchema),
  }),
  getAdminSurvey: a({
    method: 'GET',
    path: `${A}/surveys/:id`,
    resource: 'adminSurveys',
    ...read('engagement'),
    summary: 'One survey with the totals per choice',
    params: idParams,
    response: adminSurveySchema,
  }),
  createSurvey: a({
    method: 'POST',
    path: `${A}/surveys`,
    resource: 'adminSurveys',
    ...write('engagement'),
    summary: 'Creates a survey with its questions and choices',
    body: surveyBody,
    response: adminSurveySchema,
  }),
  updateSurvey: a({
    method: 'PATCH',
    path: `${A}/surveys/:id`,
    resource: 'adminSurveys',
    ...write('engagement'),
    summary: 'Edits a survey; once answered, questions and choices keep their number (wording only)',
    params: idParams,
    body: surveyBody,
    response: adminSurveySchema,
  }),
  exportSurveyAnswers: a({
    method: 'GET',
    path: `${A}/surveys/:id/answers.csv`,
    resource: 'adminSurveys',
    ...read('engagement'),
    summary: 'Every answer as CSV (UTF-8 with BOM): one row per member, one column per question',
    params: idParams,
    response: csvExportSchema,
  }),
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
