/**
 * Reminders before a prepaid (コンビニ払い) membership period ends: it never renews by itself, so
 * the member hears 14 days and 3 days before its end (Japan calendar days), once each per period
 * end. Each reminder is claimed by a row whose unique key (subscription, period end, days) lets
 * one run send it; a period extended meanwhile has a new end and so its own reminders. A member
 * whose end is already within 3 days when first seen gets only the 3-day one.
 */
import type { Db } from '../db/client.ts';
import { addresseeOf, planMail } from '../mail/notices.ts';
import type { Post } from '../mail/post.ts';
import { mails } from '../mail/templates.ts';
import { membershipsRepository } from '../repositories/memberships.ts';

/** Days before the end of a prepaid period when the member is reminded (nearest first). */
export const PREPAID_REMINDER_DAYS = [3, 14] as const;

/** Where the reminder leads: the plan page, which offers a prepaid member the next period. */
export const PREPAID_RENEWAL_PATH = '/membership-upgrade';

const DAY_MS = 24 * 60 * 60 * 1000;
const JST_MS = 9 * 60 * 60 * 1000;

/** The first instant of the Japan calendar day `days` after the one `now` falls on. */
const jstDayStart = (now: Date, days: number) => {
  const jst = new Date(now.getTime() + JST_MS);
  return new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate() + days) - JST_MS);
};

export const runPrepaidReminders = async (
  db: Db,
  companyId: number,
  post: Post,
  publicUrl: string,
  now = new Date(),
) => {
  const memberships = membershipsRepository(db, companyId);
  const told = new Set<number>();
  let reminded = 0;
  for (const days of PREPAID_REMINDER_DAYS) {
    // Due when the end falls on or before the Japan day `days` after today.
    const claimed = await memberships.claimPrepaidReminders(now, jstDayStart(now, days + 1), days);
    for (const subscription of claimed) {
      // A nearer reminder sent this run stands for the farther one (claimed, not sent).
      if (told.has(subscription.id)) continue;
      told.add(subscription.id);
      reminded += 1;
      const daysLeft = Math.max(1, Math.ceil((subscription.end.getTime() - now.getTime()) / DAY_MS));
      await post.notify(async () => {
        const to = await addresseeOf(db, subscription.userId);
        return to
          ? mails.prepaidEnding(to, {
              ...planMail(subscription),
              validUntil: subscription.end,
              daysLeft,
              renewUrl: `${publicUrl}${PREPAID_RENEWAL_PATH}`,
            })
          : null;
      });
    }
  }
  return { reminded };
};
