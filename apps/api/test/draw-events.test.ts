import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawBenefits, drawEvents, drawRegistrations } from '../src/db/schema/index.ts';
import { runDraw } from '../src/jobs/draw.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

describe('draw events: entries, options, capacity, the draw', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const DAY = 24 * 60 * 60 * 1000;
  let eventId: number;
  let smallBenefit: number;
  let optionBenefit: number;

  const addEvent = async (name: string, entryStart: Date, entryEnd: Date) => {
    const [e] = await t.db.db
      .insert(drawEvents)
      .values({ companyId: 3, name, eventDate: new Date(Date.now() + 30 * DAY), entryStart, entryEnd })
      .returning();
    return e!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
    eventId = await addEvent(
      '冬のファンミーティング',
      new Date(Date.now() - DAY),
      new Date(Date.now() + DAY),
    );
    const rows = await t.db.db
      .insert(drawBenefits)
      .values([
        {
          drawEventId: eventId,
          name: 'サイン色紙',
          capacity: 2,
          winnersCount: 0,
          congratulationContent: '<p>ご当選おめでとうございます！</p>',
        },
        {
          drawEventId: eventId,
          name: 'ツーショット撮影',
          capacity: 10,
          winnersCount: 0,
          isOptionRequired: true,
          option: { label: '撮影するメンバー', values: ['星野ミライ', '月城アオイ'] },
        },
      ])
      .returning();
    smallBenefit = rows[0]!.id;
    optionBenefit = rows[1]!.id;
  });
  afterAll(() => t.close());

  const register = (token: string, body: Record<string, unknown>, id = eventId) =>
    api.post(`users/draw-events/${id}/register`, body, token);

  it('needs a member, and sorts the list by the asked key', async () => {
    expect((await api.get('users/draw-events')).statusCode).toBe(401);
    const member = await createMember(t);
    const asc = (
      await api.get('users/draw-events?sortBy=entryStart&sortDir=asc&limit=100', member.token)
    ).json().data as { entryStart: string }[];
    const starts = asc.map((e) => Date.parse(e.entryStart));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const desc = (
      await api.get('users/draw-events?sortBy=entryStart&sortDir=desc&limit=100', member.token)
    ).json().data as { id: number }[];
    expect(desc.map((e) => e.id)).toEqual(asc.map((e: unknown) => (e as { id: number }).id).reverse());
    expect((await api.get('users/draw-events?sortBy=price', member.token)).statusCode).toBe(400);
  });

  it('requires one of the benefit’s option values when the option is required', async () => {
    const member = await createMember(t);
    expect((await register(member.token, { drawBenefitId: optionBenefit })).json()).toEqual({
      message: '「撮影するメンバー」を選択してください。',
    });
    expect(
      (await register(member.token, { drawBenefitId: optionBenefit, option: '知らない人' })).json(),
    ).toEqual({ message: '「撮影するメンバー」を選択してください。' });
    const ok = await register(member.token, { drawBenefitId: optionBenefit, option: '月城アオイ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: optionBenefit,
      isRegistered: true,
      entryStatus: 'pending',
      countParticipants: 1,
      congratulationContent: null,
    });
    const [entry] = await t.db.db
      .select()
      .from(drawRegistrations)
      .where(eq(drawRegistrations.userId, member.id));
    expect(entry!.option).toBe('月城アオイ');
  });

  it('takes one entry per member and never more entries than the capacity', async () => {
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    expect((await register(a.token, { drawBenefitId: smallBenefit })).statusCode).toBe(200);
    expect((await register(a.token, { drawBenefitId: smallBenefit })).json()).toEqual({
      message: 'この特典にはすでに応募済みです。',
    });
    expect((await register(b.token, { drawBenefitId: smallBenefit })).statusCode).toBe(200);
    expect((await register(c.token, { drawBenefitId: smallBenefit })).json()).toEqual({
      message: 'この特典の受付は終了しました。',
    });
    const [benefit] = await t.db.db.select().from(drawBenefits).where(eq(drawBenefits.id, smallBenefit));
    expect(benefit!.countParticipants).toBe(2);
    expect((await register(c.token, { drawBenefitId: 99999 })).json()).toEqual({
      message: '応募する特典が見つかりませんでした。',
    });
    expect((await register(c.token, { drawBenefitId: 'x' })).statusCode).toBe(400);
    expect((await register(c.token, { drawBenefitId: smallBenefit }, 99999)).statusCode).toBe(404);
  });

  it('refuses entries outside the entry window', async () => {
    const member = await createMember(t);
    const past = await addEvent('終了した抽選', new Date(Date.now() - 3 * DAY), new Date(Date.now() - DAY));
    const [benefit] = await t.db.db
      .insert(drawBenefits)
      .values({ drawEventId: past, name: '特典', capacity: 5, winnersCount: 0 })
      .returning();
    expect((await register(member.token, { drawBenefitId: benefit!.id }, past)).json()).toEqual({
      message: 'この抽選は受付期間外です。',
    });
    expect(
      await t.db.db.select().from(drawRegistrations).where(eq(drawRegistrations.benefitId, benefit!.id)),
    ).toHaveLength(0);
  });

  it('draws once: winners and losers, the count, and congratulations only for winners', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const [benefit] = await t.db.db
      .insert(drawBenefits)
      .values({
        drawEventId: eventId,
        name: 'ポスター',
        capacity: 5,
        winnersCount: 0,
        congratulationContent: '<p>おめでとう！</p>',
      })
      .returning();
    await register(a.token, { drawBenefitId: benefit!.id });
    await register(b.token, { drawBenefitId: benefit!.id });
    const result = await runDraw(t.db.db, benefit!.id, { winners: 1, random: () => 0 });
    expect(result).toMatchObject({ entries: 2, winnersCount: 1 });
    expect(await runDraw(t.db.db, benefit!.id, { winners: 1 })).toBeNull();

    interface View {
      id: number;
      entryStatus: string;
      congratulationContent: string | null;
      winnersCount: number;
      drawnAt: string | null;
    }
    const views = await Promise.all(
      [a, b].map(async (m) =>
        ((await api.get(`users/draw-events/${eventId}`, m.token)).json().benefits as View[]).find(
          (x) => x.id === benefit!.id,
        )!,
      ),
    );
    expect(views.map((v) => v.entryStatus).sort()).toEqual(['not_won', 'won']);
    for (const view of views) {
      expect(view.congratulationContent).toBe(view.entryStatus === 'won' ? '<p>おめでとう！</p>' : null);
      expect(view.winnersCount).toBe(1);
      expect(view.drawnAt).not.toBeNull();
    }
    const late = await createMember(t);
    expect((await register(late.token, { drawBenefitId: benefit!.id })).json()).toEqual({
      message: 'この特典の受付は終了しました。',
    });
  });
});
