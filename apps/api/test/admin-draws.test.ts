import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, membershipPlans, subscriptions, users } from '../src/db/schema/index.ts';
import { adminRequest, createTestApp, headers, operatorTokens, type TestApp } from './helpers.ts';
import { createMember } from './member-helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const hour = 3_600_000;

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);
const enter = (eventId: number, token: string, drawBenefitId: number, option?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/draw-events/${eventId}/register`,
    headers: headers(token),
    payload: { drawBenefitId, ...(option ? { option } : {}) },
  });

const benefit = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  capacity: 10,
  winnersCount: 1,
  isDisplayWinner: true,
  isOptionRequired: false,
  option: null,
  congratulationContent: '<p>おめでとうございます</p>',
  imageURL: null,
  ...extra,
});
const lottery = (extra: Record<string, unknown> = {}) => ({
  name: 'チケット先行 抽選',
  description: '<p>ツアー最終公演の<strong>先行抽選</strong>です。</p>',
  imageURL: '/uploads/0123456789abcdef0123456789abcdef.jpg',
  eventDate: new Date(Date.now() + 72 * hour).toISOString(),
  entryStart: new Date(Date.now() - hour).toISOString(),
  entryEnd: new Date(Date.now() + 24 * hour).toISOString(),
  eligiblePlanIds: [],
  oneEntryPerMember: false,
  benefits: [
    benefit('東京公演 S席', { option: { label: '枚数', values: ['1枚', '2枚'] }, isOptionRequired: true }),
  ],
  ...extra,
});

/** A member with a live subscription to `planId`. */
const subscribed = async (planId: number) => {
  const member = await createMember(t);
  const [plan] = await t.db.db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
  await t.db.db.insert(subscriptions).values({
    userId: member.id,
    planId,
    name: plan!.name,
    price: plan!.price,
    taxRate: plan!.taxRate,
    cycleType: plan!.cycleType,
    cycleValue: plan!.cycleValue,
    status: 'active',
    start: new Date(Date.now() - 24 * hour),
    end: new Date(Date.now() + 30 * 24 * hour),
  });
  return member;
};

let planIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
  planIds = (await t.db.db.select({ id: membershipPlans.id }).from(membershipPlans)).map((p) => p.id);
}, 60_000);
afterAll(() => t.close());

describe('admin API: a lottery, created and edited', () => {
  it('creates an event for one plan and one entry per member; only that plan enters, once', async () => {
    const choices = (await admin('GET', 'draw-events/plan-choices', tokens.editor)).json() as {
      id: number;
    }[];
    expect(choices.map((c) => c.id).sort()).toEqual([...planIds].sort());
    const created = await admin(
      'POST',
      'draw-events',
      tokens.editor,
      lottery({
        eligiblePlanIds: [planIds[0]],
        oneEntryPerMember: true,
        benefits: [benefit('東京公演'), benefit('大阪公演')],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    expect(event).toMatchObject({
      eligiblePlanIds: [planIds[0]],
      oneEntryPerMember: true,
      imageURL: '/uploads/0123456789abcdef0123456789abcdef.jpg',
    });
    const [tokyo, osaka] = event.benefits as { id: number }[];

    const outsider = await createMember(t);
    const refused = await enter(event.id, outsider.token, tokyo!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('ご加入の会員プランではこの抽選に応募できません。');

    const fan = await subscribed(planIds[0]!);
    expect((await enter(event.id, fan.token, tokyo!.id)).statusCode).toBe(200);
    const second = await enter(event.id, fan.token, osaka!.id);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'この抽選で応募できる特典は1つです。すでにほかの特典に応募しています。',
    );
    const again = await enter(event.id, fan.token, tokyo!.id);
    expect(again.json().message).toBe('この特典にはすでに応募済みです。');
    const after = (await admin('GET', `draw-events/${event.id}`, tokens.support)).json();
    expect(after.benefits.map((b: { countParticipants: number }) => b.countParticipants)).toEqual([1, 0]);
  });

  it('refuses a plan of no one and answers the rules in Japanese', async () => {
    const unknown = await admin('POST', 'draw-events', tokens.editor, lottery({ eligiblePlanIds: [999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('指定された会員プランが見つかりません。');
  });

  it('edits freely before entries; once entered, what was promised stays and nothing changes on a refusal', async () => {
    const event = (await admin('POST', 'draw-events', tokens.editor, lottery())).json();
    const [tokyo] = event.benefits as { id: number }[];
    const body = (extra: Record<string, unknown> = {}) =>
      lottery({
        entryStart: event.entryStart,
        entryEnd: event.entryEnd,
        eventDate: event.eventDate,
        benefits: [
          benefit('東京公演 S席', {
            id: tokyo!.id,
            option: { label: '枚数', values: ['1枚', '2枚'] },
            isOptionRequired: true,
          }),
        ],
        ...extra,
      });
    // Before anyone entered: the period's start and the plans move, a benefit is added.
    const moved = await admin(
      'PATCH',
      `draw-events/${event.id}`,
      tokens.editor,
      body({ entryStart: new Date(Date.now() - 2 * hour).toISOString() }),
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const fan = await createMember(t);
    expect((await enter(event.id, fan.token, tokyo!.id, '2枚')).statusCode).toBe(200);
    const current = (await admin('GET', `draw-events/${event.id}`, tokens.editor)).json();
    const locked = (extra: Record<string, unknown>) =>
      admin(
        'PATCH',
        `draw-events/${event.id}`,
        tokens.editor,
        body({ entryStart: current.entryStart, ...extra }),
      );

    const start = await locked({ entryStart: new Date(Date.now() - 3 * hour).toISOString() });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe('応募があるため、受付開始日時は変更できません。');
    const plans = await locked({ eligiblePlanIds: [planIds[0]] });
    expect(plans.json().message).toBe('応募があるため、応募できる会員プランは変更できません。');
    const options = await locked({
      benefits: [
        benefit('東京公演 S席', {
          id: tokyo!.id,
          option: { label: '枚数', values: ['1枚'] },
          isOptionRequired: true,
        }),
      ],
    });
    expect(options.statusCode).toBe(409);
    expect(options.json().message).toBe('「東京公演 S席」にはすでに応募があるため、選択肢は変更できません。');
    const removed = await locked({ benefits: [benefit('別の特典')] });
    expect(removed.json().message).toBe('「東京公演 S席」にはすでに応募があるため、削除できません。');
    const fewer = await locked({
      benefits: [
        benefit('東京公演 S席', {
          id: tokyo!.id,
          capacity: 0,
          winnersCount: 0,
          option: { label: '枚数', values: ['1枚', '2枚'] },
          isOptionRequired: true,
        }),
      ],
    });
    expect(fewer.statusCode).toBe(400);
    expect((await admin('GET', `draw-events/${event.id}`, tokens.editor)).json()).toEqual(current);

    // What may change: the words, the end of the period, another benefit.
    const later = new Date(Date.parse(current.entryEnd) + 24 * hour).toISOString();
    const edited = await locked({
      name: 'チケット先行 抽選(延長)',
      entryEnd: later,
      benefits: [
        benefit('東京公演 S席（注釈付き）', {
          id: tokyo!.id,
          option: { label: '枚数', values: ['1枚', '2枚'] },
          isOptionRequired: true,
        }),
        benefit('大阪公演'),
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'チケット先行 抽選(延長)', entryEnd: later });
    expect(edited.json().benefits).toHaveLength(2);
    expect(edited.json().benefits[0]).toMatchObject({ id: tokyo!.id, countParticipants: 1 });
    const log = await t.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(event.id)));
    expect(log.filter((l) => l.resource === 'drawEvents').map((l) => l.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'update']),
    );
  });
});

describe('admin API: entrants, winners and the second draw', () => {
  it('exports every entrant in Japan time, draws, then a second draw picks among those not chosen and mails them only', async () => {
    const event = (
      await admin(
        'POST',
        'draw-events',
        tokens.editor,
        lottery({ benefits: [benefit('サイン会', { capacity: 5 })] }),
      )
    ).json();
    const benefitId = event.benefits[0].id as number;
    const fans = [await createMember(t), await createMember(t), await createMember(t)];
    for (const fan of fans) expect((await enter(event.id, fan.token, benefitId)).statusCode).toBe(200);

    const all = (await admin('GET', `draw-events/${event.id}/entries.csv`, tokens.support)).json();
    expect(all.filename).toBe(`draw-entries-${event.id}.csv`);
    const rows = all.csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('特典,会員番号,氏名,メールアドレス,オプション,応募日時,結果,当選した抽選');
    expect(rows).toHaveLength(4);
    const [number] = await t.db.db
      .select({ n: users.memberNumber })
      .from(users)
      .where(eq(users.id, fans[0]!.id));
    // The member's own number (as on the card) and the time in Japan (YYYY/MM/DD HH:mm:ss).
    expect(rows[1]).toMatch(
      new RegExp(`^サイン会,${number!.n},山田 花子,.+,,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2},抽選待ち,$`),
    );

    const early = await admin('POST', `draw-events/${event.id}/benefits/${benefitId}/redraw`, tokens.editor, {
      winners: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('この特典はまだ抽選していません。先に抽選を実施してください。');

    expect((await admin('POST', `draw-events/${event.id}/draw`, tokens.editor, {})).statusCode).toBe(200);
    const drawn = (await admin('GET', `draw-events/${event.id}`, tokens.editor)).json();
    expect(drawn.benefits[0]).toMatchObject({ winners: 1, notChosen: 2, drawRounds: 1 });

    const tooMany = await admin(
      'POST',
      `draw-events/${event.id}/benefits/${benefitId}/redraw`,
      tokens.editor,
      {
        winners: 3,
      },
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('二次抽選の当選数は、落選した2人以下にしてください。');
    expect(
      (
        await admin('POST', `draw-events/${event.id}/benefits/${benefitId}/redraw`, tokens.support, {
          winners: 1,
        })
      ).statusCode,
    ).toBe(403);

    const mailsBefore = t.mailer.sent.length;
    const second = await admin(
      'POST',
      `draw-events/${event.id}/benefits/${benefitId}/redraw`,
      tokens.editor,
      {
        winners: 1,
      },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().benefits[0]).toMatchObject({
      winners: 2,
      notChosen: 1,
      drawRounds: 2,
      winnersCount: 2,
    });
    const newMails = t.mailer.sent.slice(mailsBefore);
    expect(newMails).toHaveLength(1);
    expect(newMails[0]!.subject).toMatch(/【当選】チケット先行 抽選$/);

    const winners = (await admin('GET', `draw-events/${event.id}/winners.csv`, tokens.support)).json();
    const won = winners.csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(won[0]).toBe('特典,会員番号,氏名,メールアドレス,オプション,応募日時,当選した抽選');
    expect(
      won
        .slice(1)
        .map((r: string) => r.split(',').at(-1))
        .sort(),
    ).toEqual(['一次抽選', '二次抽選']);
    const entries = (
      await admin('GET', `draw-events/${event.id}/entries?entryStatus=won`, tokens.editor)
    ).json();
    expect(entries.data.map((e: { wonRound: number }) => e.wonRound).sort()).toEqual([1, 2]);

    // The last one left, then nobody.
    expect(
      (
        await admin('POST', `draw-events/${event.id}/benefits/${benefitId}/redraw`, tokens.editor, {
          winners: 1,
        })
      ).statusCode,
    ).toBe(200);
    const none = await admin('POST', `draw-events/${event.id}/benefits/${benefitId}/redraw`, tokens.editor, {
      winners: 1,
    });
    expect(none.json().message).toBe('二次抽選の対象になる落選者がいません。');

    const log = await t.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, String(event.id)));
    const actions = log.filter((l) => l.resource === 'drawEvents').map((l) => l.action);
    expect(actions.filter((a) => a === 'export')).toHaveLength(2);
    expect(actions.filter((a) => a === 'redraw')).toHaveLength(2);
  });
});
