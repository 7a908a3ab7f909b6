import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { membershipCardChecks } from '../db/schema/index.ts';

/**
 * The membership-card codes checked at venues: the first check of a code wins (its primary key,
 * in every API process alike) and a later one learns when that was. Rows go once their code has
 * expired, on the next check.
 */
export const cardChecksRepository = (db: Db) => ({
  /** Records the check of `code`; `first` is false when it was checked before, at `checkedAt`. */
  record: async (
    code: string,
    memberNumber: number,
    expiresAt: Date,
    now = new Date(),
  ): Promise<{ first: boolean; checkedAt: Date }> => {
    await db.delete(membershipCardChecks).where(lt(membershipCardChecks.expiresAt, now));
    const [inserted] = await db
      .insert(membershipCardChecks)
      .values({ code, memberNumber, checkedAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ checkedAt: membershipCardChecks.checkedAt });
    if (inserted) return { first: true, checkedAt: inserted.checkedAt };
    const [earlier] = await db
      .select({ checkedAt: membershipCardChecks.checkedAt })
      .from(membershipCardChecks)
      .where(eq(membershipCardChecks.code, code));
    return { first: false, checkedAt: earlier?.checkedAt ?? now };
  },
});
