/**
 * The draw of one benefit: `winners` entries chosen at random win, the rest do not. It runs once
 * per benefit: the benefit row is locked and must not be drawn yet, so two operators (or two
 * processes) pressing "draw" at once produce one result.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drawBenefits, drawRegistrations } from '../db/schema.ts';

export interface DrawResult {
  benefitId: number;
  entries: number;
  winnersCount: number;
  drawnAt: Date;
}

/** Fisher-Yates with a cryptographic source by default, so nobody can predict the winners. */
const pick = <T>(items: T[], n: number, random: (max: number) => number): T[] => {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
};

export const runDraw = async (
  db: Db,
  benefitId: number,
  options: { winners: number; now?: Date; random?: (max: number) => number },
): Promise<DrawResult | null> => {
  if (!Number.isInteger(options.winners) || options.winners < 0)
    throw new Error('winners must be a whole number');
  const now = options.now ?? new Date();
  const random = options.random ?? ((max: number) => randomInt(max));
  return db.transaction(async (tx) => {
    const [benefit] = await tx
      .select()
      .from(drawBenefits)
      .where(and(eq(drawBenefits.id, benefitId), isNull(drawBenefits.drawnAt)))
      .for('update');
    if (!benefit) return null;
    const entries = await tx
      .select({ id: drawRegistrations.id })
      .from(drawRegistrations)
      .where(eq(drawRegistrations.benefitId, benefitId));
    const won = pick(
      entries.map((e) => e.id),
      Math.min(options.winners, entries.length),
      random,
    );
    if (won.length)
      await tx
        .update(drawRegistrations)
        .set({ entryStatus: 'won' })
        .where(inArray(drawRegistrations.id, won));
    const lost = entries.map((e) => e.id).filter((id) => !won.includes(id));
    if (lost.length)
      await tx
        .update(drawRegistrations)
        .set({ entryStatus: 'not_won' })
        .where(inArray(drawRegistrations.id, lost));
    await tx
      .update(drawBenefits)
      .set({ winnersCount: won.length, drawnAt: now })
      .where(eq(drawBenefits.id, benefitId));
    return { benefitId, entries: entries.length, winnersCount: won.length, drawnAt: now };
  });
};
