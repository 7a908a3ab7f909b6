import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCommand } from '../src/commands/draw.ts';
import { drawBenefits, drawEvents, drawRegistrations } from '../src/db/schema/index.ts';
import { dueDrawEvents, runDueDraws, runEventDraw } from '../src/jobs/draw.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, createMember } from './member-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('draw job and the draw command', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
  });
  afterAll(() => t.close());

  /** An event whose entries ran from `startDays` to `endDays` (relative to now), with entrants. */
  const eventWith = async (
    endDays: number,
    benefits: { winnersCount: number; entrants: number }[],
    startDays = -5,
  ) => {
    const [event] = await t.db.db
      .insert(drawEvents)
      .values({
        companyId: 3,
        name: '抽選イベント',
        eventDate: new Date(Date.now() + 30 * DAY),
        entryStart: new Date(Date.now() + startDays * DAY),
        entryEnd: new Date(Date.now() + endDays * DAY),
      })
      .returning();
    const ids: number[] = [];
    const members: { id: number; token: string }[] = [];
    for (const b of benefits) {
      const [row] = await t.db.db
        .insert(drawBenefits)
        .values({
          drawEventId: event!.id,
          name: '特典',
          capacity: 100,
          winnersCount: b.winnersCount,
          countParticipants: b.entrants,
          congratulationContent: '<p>当選</p>',
        })
        .returning();
      ids.push(row!.id);
      for (let i = 0; i < b.entrants; i++) {
        const member = await createMember(t);
        members.push(member);
        await t.db.db.insert(drawRegistrations).values({ userId: member.id, benefitId: row!.id });
      }
    }
    return { eventId: event!.id, benefitIds: ids, members };
  };

  const entriesOf = (benefitIds: number[]) =>
    t.db.db.select().from(drawRegistrations).where(inArray(drawRegistrations.benefitId, benefitIds));

  it('draws every ended, undrawn event with the planned number of winners, once', async () => {
    const ended = await eventWith(-1, [
      { winnersCount: 2, entrants: 5 },
      { winnersCount: 10, entrants: 3 },
    ]);
    const open = await eventWith(1, [{ winnersCount: 1, entrants: 2 }]);
    expect(await dueDrawEvents(t.db.db)).toContain(ended.eventId);
    expect(await dueDrawEvents(t.db.db)).not.toContain(open.eventId);

    const first = await runDueDraws(t.db.db);
    expect(first.drawn).toContain(ended.eventId);
    expect(first.drawn).not.toContain(open.eventId);

    const benefits = await t.db.db
      .select()
      .from(drawBenefits)
      .where(inArray(drawBenefits.id, ended.benefitIds));
    expect(benefits.map((b) => b.winnersCount).sort()).toEqual([2, 3]);
    expect(benefits.every((b) => b.drawnAt !== null)).toBe(true);
    const entries = await entriesOf(ended.benefitIds);
    expect(entries.filter((e) => e.entryStatus === 'won')).toHaveLength(5);
    expect(entries.filter((e) => e.entryStatus === 'not_won')).toHaveLength(3);
    expect(entries.some((e) => e.entryStatus === 'pending')).toBe(false);

    // The next run (or another process) finds nothing to draw and changes nothing.
    const statuses = new Map(entries.map((e) => [e.id, e.entryStatus]));
    const second = await runDueDraws(t.db.db);
    expect(second.drawn).not.toContain(ended.eventId);
    expect(await dueDrawEvents(t.db.db)).not.toContain(ended.eventId);
    expect(new Map((await entriesOf(ended.benefitIds)).map((e) => [e.id, e.entryStatus]))).toEqual(statuses);
    expect(await runEventDraw(t.db.db, ended.eventId)).toEqual({
      eventId: ended.eventId,
      status: 'already_drawn',
    });

    // A member sees the result of their own entry.
    const winner = ended.members.find((m) => entries.find((e) => e.userId === m.id)?.entryStatus === 'won')!;
    const view = (await api.get(`users/draw-events/${ended.eventId}`, winner.token)).json();
    expect(view.benefits.some((b: { entryStatus: string }) => b.entryStatus === 'won')).toBe(true);

    // The open event stays open for entries.
    expect((await entriesOf(open.benefitIds)).every((e) => e.entryStatus === 'pending')).toBe(true);
    expect(await runEventDraw(t.db.db, open.eventId)).toMatchObject({ status: 'entry_open' });
  });

  it('draws an event once when the job runs in several places at the same time', async () => {
    const ended = await eventWith(-1, [{ winnersCount: 1, entrants: 4 }]);
    const runs = await Promise.all([
      runDueDraws(t.db.db),
      runDueDraws(t.db.db),
      runEventDraw(t.db.db, ended.eventId),
    ]);
    const drawnBy = runs.filter((r) =>
      'drawn' in r ? r.drawn.includes(ended.eventId) : r.status === 'drawn',
    );
    expect(drawnBy).toHaveLength(1);
    const entries = await entriesOf(ended.benefitIds);
    expect(entries.filter((e) => e.entryStatus === 'won')).toHaveLength(1);
  });

  it('draws an event by hand with `draw <eventId>`, and every due one without an id', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
    const ended = await eventWith(-1, [{ winnersCount: 1, entrants: 2 }]);
    const open = await eventWith(2, [{ winnersCount: 1, entrants: 1 }]);

    expect(await drawCommand(t.db.db, ['--', String(ended.eventId)], out)).toBe(0);
    expect(lines.at(-1)).toMatch(/1 of 2 entries won/);
    expect(await drawCommand(t.db.db, [String(ended.eventId)], out)).toBe(0);
    expect(lines.at(-1)).toMatch(/already drawn/);

    expect(await drawCommand(t.db.db, [String(open.eventId)], out)).toBe(1);
    expect(errors.at(-1)).toMatch(/entries are open/);
    expect(await drawCommand(t.db.db, ['99999'], out)).toBe(1);
    expect(errors.at(-1)).toMatch(/no such draw event/);
    expect(await drawCommand(t.db.db, ['abc'], out)).toBe(2);

    const later = await eventWith(-2, [{ winnersCount: 1, entrants: 1 }]);
    expect(await drawCommand(t.db.db, [], out)).toBe(0);
    expect(lines).toContain(`event ${later.eventId}: drawn`);
    const [benefit] = await t.db.db
      .select()
      .from(drawBenefits)
      .where(eq(drawBenefits.id, later.benefitIds[0]!));
    expect(benefit!.drawnAt).not.toBeNull();
    expect(await drawCommand(t.db.db, [], out)).toBe(0);
    expect(lines.at(-1)).toBe('no event is due for a draw');
    expect((await entriesOf(open.benefitIds)).every((e) => e.entryStatus === 'pending')).toBe(true);
  });
});
