import {
  engagementMessages,
  surveyAnswersCsvHeaders,
  toCsv,
  type AdminSurvey,
  type surveyBody,
} from '@fanclub/domain/admin';
import { formatMemberNumber } from '@fanclub/domain/format';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  surveyAnswers,
  surveyQuestions,
  surveyRegistrationAnswers,
  surveyRegistrations,
  surveys,
  users,
} from '../../db/schema/index.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { Page } from '../paging.ts';
import { companyRecords, sorted } from './company-records.ts';

type SurveyRow = typeof surveys.$inferSelect;
type SurveyValues = z.output<typeof surveyBody>;

/** Surveys for the console: questions, choices and how many members chose each. */
export const adminSurveysRepository = (db: Db, companyId: number) => {
  const withQuestions = async (rows: SurveyRow[], tx: DbOrTx = db): Promise<AdminSurvey[]> => {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const questions = await tx
      .select()
      .from(surveyQuestions)
      .where(inArray(surveyQuestions.surveyId, ids))
      .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id));
    const choices = questions.length
      ? await tx
          .select({
            id: surveyAnswers.id,
            questionId: surveyAnswers.questionId,
            content: surveyAnswers.content,
            count: count(surveyRegistrationAnswers.answerId),
          })
          .from(surveyAnswers)
          .leftJoin(surveyRegistrationAnswers, eq(surveyRegistrationAnswers.answerId, surveyAnswers.id))
          .where(
            inArray(
              surveyAnswers.questionId,
              questions.map((q) => q.id),
            ),
          )
          .groupBy(surveyAnswers.id)
          .orderBy(asc(surveyAnswers.displayOrder), asc(surveyAnswers.id))
      : [];
    const respondents = await tx
      .select({ surveyId: surveyRegistrations.surveyId, n: count() })
      .from(surveyRegistrations)
      .where(inArray(surveyRegistrations.surveyId, ids))
      .groupBy(surveyRegistrations.surveyId);
    return rows.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      isPaid: s.isPaid,
      startAt: isoOrNull(s.startAt),
      endAt: isoOrNull(s.endAt),
      respondents: respondents.find((r) => r.surveyId === s.id)?.n ?? 0,
      questions: questions
        .filter((q) => q.surveyId === s.id)
        .map((q) => ({
          id: q.id,
          content: q.content,
          isMultiple: q.isMultiple,
          choices: choices
            .filter((c) => c.questionId === q.id)
            .map((c) => ({ id: c.id, content: c.content, count: c.count })),
        })),
    }));
  };

  const records = companyRecords(db, companyId, surveys, withQuestions);

  const surveyColumns = (values: SurveyValues) => ({
    title: values.title,
    description: values.description,
    isPaid: values.isPaid,
    startAt: values.startAt ? new Date(values.startAt) : null,
    endAt: values.endAt ? new Date(values.endAt) : null,
  });

  const insertQuestion = async (
    surveyId: number,
    q: SurveyValues['questions'][number],
    order: number,
    tx: DbOrTx,
  ) => {
    const [row] = await tx
      .insert(surveyQuestions)
      .values({ surveyId, content: q.content, isMultiple: q.isMultiple, displayOrder: order })
      .returning({ id: surveyQuestions.id });
    await tx
      .insert(surveyAnswers)
      .values(q.choices.map((c, i) => ({ questionId: row!.id, content: c.content, displayOrder: i })));
  };

  return {
    list: (page: Page, q: string | null | undefined, sortDir: 'asc' | 'desc' = 'desc') =>
      records.list(page, { search: surveys.title, q, order: sorted(sortDir, surveys.id) }),
    get: records.get,
    insert: async (values: SurveyValues, tx: DbOrTx) => {
      const [row] = await tx
        .insert(surveys)
        .values({ companyId, ...surveyColumns(values) })
        .returning({ id: surveys.id });
      for (const [i, q] of values.questions.entries()) await insertQuestion(row!.id, q, i, tx);
      return row!.id;
    },
    /**
     * The survey's fields, and its questions and choices as sent (a listed id keeps its row). Once
     * anyone has answered, only their wording may change: adding or removing one would change what
     * the answers given so far mean.
     */
    update: async (before: AdminSurvey, values: SurveyValues, tx: DbOrTx) => {
      const known = new Map(before.questions.map((q) => [q.id, new Set(q.choices.map((c) => c.id))]));
      for (const q of values.questions) {
        if (q.id && !known.has(q.id)) throw badRequest(engagementMessages.surveyItemNotFound);
        for (const c of q.choices)
          if (c.id && !(q.id && known.get(q.id)?.has(c.id)))
            throw badRequest(engagementMessages.surveyItemNotFound);
      }
      if (before.respondents > 0) {
        const sameShape =
          values.questions.length === before.questions.length &&
          values.questions.every((q) => {
            const choices = q.id ? known.get(q.id) : undefined;
            return choices && q.choices.length === choices.size && q.choices.every((c) => c.id);
          });
        if (!sameShape) throw conflict(engagementMessages.surveyAnswered);
      }
      await tx.update(surveys).set(surveyColumns(values)).where(eq(surveys.id, before.id));
      const keptQuestions = new Set(values.questions.flatMap((q) => (q.id ? [q.id] : [])));
      const gone = before.questions.filter((q) => !keptQuestions.has(q.id)).map((q) => q.id);
      if (gone.length) await tx.delete(surveyQuestions).where(inArray(surveyQuestions.id, gone));
      for (const [i, q] of values.questions.entries()) {
        if (!q.id) {
          await insertQuestion(before.id, q, i, tx);
          continue;
        }
        await tx
          .update(surveyQuestions)
          .set({ content: q.content, isMultiple: q.isMultiple, displayOrder: i })
          .where(eq(surveyQuestions.id, q.id));
        const keptChoices = new Set(q.choices.flatMap((c) => (c.id ? [c.id] : [])));
        const goneChoices = [...known.get(q.id)!].filter((id) => !keptChoices.has(id));
        if (goneChoices.length) await tx.delete(surveyAnswers).where(inArray(surveyAnswers.id, goneChoices));
        for (const [j, c] of q.choices.entries()) {
          if (c.id)
            await tx
              .update(surveyAnswers)
              .set({ content: c.content, displayOrder: j })
              .where(eq(surveyAnswers.id, c.id));
          else
            await tx.insert(surveyAnswers).values({ questionId: q.id, content: c.content, displayOrder: j });
        }
      }
    },
    /** Every answer: one row per member, the chosen choices of each question joined by ／. */
    answersCsv: async (survey: AdminSurvey) => {
      const registrations = await db
        .select({
          id: surveyRegistrations.id,
          userId: surveyRegistrations.userId,
          memberNumber: users.memberNumber,
          at: surveyRegistrations.createdAt,
        })
        .from(surveyRegistrations)
        .innerJoin(users, eq(users.id, surveyRegistrations.userId))
        .where(eq(surveyRegistrations.surveyId, survey.id))
        .orderBy(asc(surveyRegistrations.id));
      const chosen = registrations.length
        ? await db
            .select()
            .from(surveyRegistrationAnswers)
            .where(
              inArray(
                surveyRegistrationAnswers.registrationId,
                registrations.map((r) => r.id),
              ),
            )
        : [];
      const picked = new Map<number, Set<number>>();
      for (const c of chosen)
        picked.set(c.registrationId, (picked.get(c.registrationId) ?? new Set()).add(c.answerId));
      return toCsv(
        [...surveyAnswersCsvHeaders, ...survey.questions.map((q) => q.content)],
        registrations.map((r) => [
          r.at.toISOString(),
          formatMemberNumber(r.memberNumber),
          ...survey.questions.map((q) =>
            q.choices
              .filter((c) => picked.get(r.id)?.has(c.id))
              .map((c) => c.content)
              .join('／'),
          ),
        ]),
      );
    },
  };
};
