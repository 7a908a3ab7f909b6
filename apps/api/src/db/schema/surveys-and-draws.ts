// The schema of surveys and draws (index.ts assembles every table).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, isPaid, displayOrder, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';

export const surveys = pgTable('surveys', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  description: text(),
  isPaid: isPaid(),
  startAt: at(),
  endAt: at(),
});

export const surveyQuestions = pgTable('survey_questions', {
  id: id(),
  surveyId: cascadeFrom(() => surveys.id),
  content: text().notNull(),
  isMultiple: boolean().notNull().default(false),
  displayOrder: displayOrder(),
});

export const surveyAnswers = pgTable('survey_answers', {
  id: id(),
  questionId: cascadeFrom(() => surveyQuestions.id),
  content: text().notNull(),
  displayOrder: displayOrder(),
});

export const surveyRegistrations = pgTable(
  'survey_registrations',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    surveyId: cascadeFrom(() => surveys.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.surveyId)],
);

export const surveyRegistrationAnswers = pgTable(
  'survey_registration_answers',
  {
    registrationId: cascadeFrom(() => surveyRegistrations.id),
    answerId: cascadeFrom(() => surveyAnswers.id),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.answerId] })],
);

export const drawEvents = pgTable('draw_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  eventDate: at().notNull(),
  entryStart: at().notNull(),
  entryEnd: at().notNull(),
  /** The plans whose live members may enter; empty: every signed-in member. */
  eligiblePlanIds: jsonb().$type<number[]>().notNull().default([]),
  /** A member may enter one benefit of the event only. */
  oneEntryPerMember: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export const drawBenefits = pgTable(
  'draw_benefits',
  {
    id: id(),
    drawEventId: cascadeFrom(() => drawEvents.id),
    name: text().notNull().default(''),
    imageUrl: text(),
    capacity: integer().notNull(),
    winnersCount: integer().notNull(),
    /** Kept in step with registrations inside the same transaction; the CHECK caps entries. */
    countParticipants: integer().notNull().default(0),
    isDisplayWinner: boolean().notNull().default(false),
    isOptionRequired: boolean().notNull().default(false),
    option: jsonb().$type<{ label: string; values: string[] } | null>(),
    congratulationContent: text(),
    drawnAt: at(),
    /** How many draws have chosen winners: 1 after the draw, 2 after a second draw (二次抽選)… */
    drawRounds: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.drawEventId),
    check('draw_benefits_within_capacity', sql`${t.countParticipants} <= ${t.capacity}`),
  ],
);

export const drawRegistrations = pgTable(
  'draw_registrations',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    benefitId: cascadeFrom(() => drawBenefits.id),
    option: text(),
    entryStatus: text({ enum: ['pending', 'won', 'not_won'] })
      .notNull()
      .default('pending'),
    /** The draw that chose this entry (1 the draw, 2 the second draw…); null until it won. */
    wonRound: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.benefitId)],
);
