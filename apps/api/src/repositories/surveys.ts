import type { Survey, SurveyAnswer, SurveyQuestion } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  surveyAnswers,
  surveyQuestions,
  surveyRegistrationAnswers,
  surveyRegistrations,
  surveys,
} from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { companyRow, type Page } from './paging.ts';
import { pageOf, windowTotal } from './published.ts';

type SurveyRow = typeof surveys.$inferSelect;

export const surveysRepository = (db: Db, companyId: number) => {
  /** Answers with how many members chose each (the survey totals). */
  const answersOf = async (questionIds: number[]): Promise<SurveyAnswer[]> => {
    if (questionIds.length === 0) return [];
    return db
      .select({
        id: surveyAnswers.id,
        surveyQuestionId: surveyAnswers.questionId,
        content: surveyAnswers.content,
        count: sql<number>`(select count(*)::int from ${surveyRegistrationAnswers} where ${surveyRegistrationAnswers.answerId} = ${surveyAnswers.id})`,
      })
      .from(surveyAnswers)
      .where(inArray(surveyAnswers.questionId, questionIds))
      .orderBy(asc(surveyAnswers.displayOrder), asc(surveyAnswers.id));
  };

  const questionsOf = async (surveyIds: number[]): Promise<SurveyQuestion[]> => {
    if (surveyIds.length === 0) return [];
    const rows = await db
      .select()
      .from(surveyQuestions)
      .where(inArray(surveyQuestions.surveyId, surveyIds))
      .orderBy(asc(surveyQuestions.displayOrder), asc(surveyQuestions.id));
    const answers = await answersOf(rows.map((q) => q.id));
    return rows.map((q) => ({
      id: q.id,
      surveyId: q.surveyId,
      content: q.content,
      isMultiple: q.isMultiple,
      answers: answers.filter((a) => a.surveyQuestionId === q.id),
    }));
  };

  const answeredBy = async (userId: number | null, surveyIds: number[]) => {
    if (userId === null || surveyIds.length === 0) return new Set<number>();
    const rows = await db
      .select({ surveyId: surveyRegistrations.surveyId })
      .from(surveyRegistrations)
      .where(and(eq(surveyRegistrations.userId, userId), inArray(surveyRegistrations.surveyId, surveyIds)));
    return new Set(rows.map((r) => r.surveyId));
  };

  const toSurveys = async (rows: SurveyRow[], userId: number | null): Promise<Survey[]> => {
    const ids = rows.map((r) => r.id);
    const questions = await questionsOf(ids);
    const answered = await answeredBy(userId, ids);
    return rows.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      questions: questions.filter((q) => q.surveyId === s.id),
      isAnswered: answered.has(s.id),
    }));
  };

  const companySurveyIds = () =>
    db.select({ id: surveys.id }).from(surveys).where(eq(surveys.companyId, companyId));

  /**
   * A page of questions of surveys (or answers of questions), found by id among this company's
   * parents and, if given, of one parent only, then each read whole from all of its parent's items.
   */
  const pageByParent = async <T extends { id: number }>(
    items: PgTable & { id: PgColumn; displayOrder: PgColumn },
    parentOf: PgColumn,
    companyParentIds: SQLWrapper,
    parentId: number | undefined,
    page: Page,
    itemsOf: (parentIds: number[]) => Promise<T[]>,
  ) => {
    const { data, total } = await pageOf(
      db,
      db.select({ id: items.id, parentId: parentOf, total: windowTotal }).from(items).$dynamic(),
      {
        table: items,
        where: and(
          inArray(parentOf, companyParentIds),
          parentId === undefined ? undefined : eq(parentOf, parentId),
        ),
        order: [asc(parentOf), asc(items.displayOrder), asc(items.id)],
      },
      page,
      (r) => r as { id: number; parentId: number },
    );
    const full = await itemsOf([...new Set(data.map((r) => r.parentId))]);
    return { data: data.map((r) => full.find((item) => item.id === r.id)!), total };
  };

  return {
    list: async (page: Page, userId: number | null) => {
      const where = eq(surveys.companyId, companyId);
      const rows = await db
        .select()
        .from(surveys)
        .where(where)
        .orderBy(desc(surveys.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(surveys).where(where);
      return { data: await toSurveys(rows, userId), total: n?.n ?? 0 };
    },
    get: async (id: number, userId: number | null) => {
      const rows = await db
        .select()
        .from(surveys)
        .where(and(eq(surveys.id, id), eq(surveys.companyId, companyId)));
      return (await toSurveys(rows, userId))[0] ?? null;
    },
    row: (id: number) => companyRow(db, surveys, companyId, id),
    questions: (page: Page, surveyId: number | undefined) =>
      pageByParent(
        surveyQuestions,
        surveyQuestions.surveyId,
        companySurveyIds(),
        surveyId,
        page,
        questionsOf,
      ),
    answers: (page: Page, questionId: number | undefined) =>
      pageByParent(
        surveyAnswers,
        surveyAnswers.questionId,
        db
          .select({ id: surveyQuestions.id })
          .from(surveyQuestions)
          .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
          .where(eq(surveys.companyId, companyId)),
        questionId,
        page,
        answersOf,
      ),
    /** Who answered is never shown: registrations are listed without their member. */
    registrations: async (page: Page, surveyId: number | undefined) => {
      const where = and(
        inArray(surveyRegistrations.surveyId, companySurveyIds()),
        surveyId === undefined ? undefined : eq(surveyRegistrations.surveyId, surveyId),
      );
      const rows = await db
        .select({
          id: surveyRegistrations.id,
          surveyId: surveyRegistrations.surveyId,
          createdAt: surveyRegistrations.createdAt,
          surveyAnswerIds: sql<
            number[]
          >`coalesce((select array_agg(${surveyRegistrationAnswers.answerId} order by ${surveyRegistrationAnswers.answerId}) from ${surveyRegistrationAnswers} where ${surveyRegistrationAnswers.registrationId} = ${surveyRegistrations.id}), '{}')`,
        })
        .from(surveyRegistrations)
        .where(where)
        .orderBy(desc(surveyRegistrations.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(surveyRegistrations).where(where);
      return {
        data: rows.map((r) => ({
          ...r,
          surveyAnswerIds: r.surveyAnswerIds.map(Number),
          createdAt: iso(r.createdAt),
        })),
        total: n?.n ?? 0,
      };
    },
    /** One answer per member and survey: the UNIQUE (user, survey) index refuses a second one. */
    answer: (userId: number, surveyId: number, answerIds: number[]) =>
      db.transaction(async (tx) => {
        const [registration] = await tx.insert(surveyRegistrations).values({ userId, surveyId }).returning();
        await tx
          .insert(surveyRegistrationAnswers)
          .values(answerIds.map((answerId) => ({ registrationId: registration!.id, answerId })));
        return registration!;
      }),
  };
};
