import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveyQuestions, surveyRegistrations, surveys } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

describe('surveys: questions, totals, one answer per member', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let surveyId: number;
  let single: { id: number; answers: number[] };
  let multiple: { id: number; answers: number[] };
  let foreignAnswer: number;

  const addSurvey = async (title: string, extra: Partial<typeof surveys.$inferInsert> = {}) => {
    const [s] = await t.db.db
      .insert(surveys)
      .values({ companyId: 3, title, ...extra })
      .returning();
    const question = async (content: string, isMultiple: boolean, choices: string[]) => {
      const [q] = await t.db.db
        .insert(surveyQuestions)
        .values({ surveyId: s!.id, content, isMultiple })
        .returning();
      const rows = await t.db.db
        .insert(surveyAnswers)
        .values(choices.map((c, i) => ({ questionId: q!.id, content: c, displayOrder: i })))
        .returning();
      return { id: q!.id, answers: rows.map((r) => r.id) };
    };
    return { id: s!.id, question };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
    const s = await addSurvey('ライブの感想');
    surveyId = s.id;
    single = await s.question('満足度は？', false, ['満足', '普通', '不満']);
    multiple = await s.question('好きな曲は？', true, ['Prism', 'Star', 'Night']);
    const other = await addSurvey('別のアンケート');
    foreignAnswer = (await other.question('質問', false, ['はい'])).answers[0]!;
  });
  afterAll(() => t.close());

  it('lists surveys with questions and answers for guests', async () => {
    const res = await api.get('surveys?limit=100');
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((s: { id: number }) => s.id === surveyId);
    expect(mine).toMatchObject({ title: 'ライブの感想', isAnswered: false });
    expect(mine.questions.map((q: { content: string }) => q.content)).toEqual(['満足度は？', '好きな曲は？']);
    const questions = await api.get(`survey-questions?surveyId=${surveyId}`);
    expect(questions.json().total).toBe(2);
    expect((await api.get('survey-questions?surveyId=abc')).statusCode).toBe(400);
  });

  it('records one answer, counts it in the totals and keeps the member anonymous', async () => {
    const member = await createMember(t);
    const body = { surveyAnswerIds: [single.answers[0], multiple.answers[0], multiple.answers[2]] };
    const res = await api.post(`users/surveys/${surveyId}/survey-answers`, body, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ surveyId, userId: member.id, surveyAnswerIds: body.surveyAnswerIds });

    const again = await api.post(`users/surveys/${surveyId}/survey-answers`, body, member.token);
    expect(again.json()).toEqual({ message: 'このアンケートにはすでに回答済みです。' });
    expect((await api.get(`users/surveys/${surveyId}`, member.token)).json().isAnswered).toBe(true);

    const totals = await api.get(`survey-answers?surveyQuestionId=${multiple.id}`);
    expect(totals.json().data.map((a: { count: number }) => a.count)).toEqual([1, 0, 1]);
    const registrations = await api.get(`survey-registrations?surveyId=${surveyId}`);
    expect(registrations.json().data).toHaveLength(1);
    expect(registrations.json().data[0]).not.toHaveProperty('userId');
    expect(registrations.json().data[0].surveyAnswerIds).toEqual(
      [...body.surveyAnswerIds].sort((a, b) => a! - b!),
    );
  });

  it('refuses answers that do not fit the survey, writing nothing', async () => {
    const member = await createMember(t);
    const post = (ids: unknown) =>
      api.post(`users/surveys/${surveyId}/survey-answers`, { surveyAnswerIds: ids }, member.token);
    expect((await post([])).json()).toEqual({ message: '回答を選択してください。' });
    expect((await post([single.answers[0], foreignAnswer])).json()).toEqual({
      message: '選択肢が正しくありません。ページを読み込み直してください。',
    });
    expect((await post([single.answers[0]])).json()).toEqual({
      message: '「好きな曲は？」に回答してください。',
    });
    expect((await post([single.answers[0], single.answers[1], multiple.answers[0]])).json()).toEqual({
      message: '「満足度は？」は1つだけ選択してください。',
    });
    expect(
      (await api.post('users/surveys/99999/survey-answers', { surveyAnswerIds: [1] }, member.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.post(`users/surveys/${surveyId}/survey-answers`, { surveyAnswerIds: [single.answers[0]] }))
        .statusCode,
    ).toBe(401);
    expect(
      await t.db.db.select().from(surveyRegistrations).where(eq(surveyRegistrations.userId, member.id)),
    ).toHaveLength(0);
  });

  it('refuses answers outside the answering period', async () => {
    const member = await createMember(t);
    const closed = await addSurvey('終了したアンケート', { endAt: new Date(Date.now() - 60_000) });
    const q = await closed.question('質問', false, ['はい']);
    const res = await api.post(
      `users/surveys/${closed.id}/survey-answers`,
      { surveyAnswerIds: q.answers },
      member.token,
    );
    expect(res.json()).toEqual({ message: 'このアンケートは回答期間外です。' });
  });
});
