/**
 * The announcement job (一斉メール): mails scheduled in the console whose time has come are expanded
 * once into their recipients (members who turned お知らせメール off are written `skipped`), then
 * sent through the club's post (the mailer: SMTP, or the outbox directory without one) at
 * ANNOUNCEMENT_RATE_PER_MINUTE, a pause between two mails. Each recipient is marked sent in the step
 * that takes it, before the mail is handed to the mail server, so a process that stops goes on
 * where it was at the next run and never sends anyone the same mail twice (a process stopped in
 * the instant between that mark and the hand-over loses that one mail instead). A refused mail
 * is marked `failed` with the reason. A run sends at most one minute's worth; the timer
 * (ANNOUNCEMENT_INTERVAL_MS) and a kick after 今すぐ送信 start the next.
 */
import type { Db } from '../db/client.ts';
import { announcementLetter } from '../mail/templates.ts';
import type { Post } from '../mail/post.ts';
import { announcementJobRepository } from '../repositories/announcements.ts';
import { coalesce } from '../lib/coalesce.ts';
import type { JobLog } from './timer.ts';

export interface AnnouncementSender {
  /** Expands due mails and sends up to a minute's worth; what it did. */
  run: (now?: Date) => Promise<{ expanded: number; sent: number; failed: number; finished: number }>;
  /** After 今すぐ送信: a run soon, without holding the answer (merged when one is under way). */
  kick: () => void;
  /** No kick runs from now; waits for the run under way. */
  stop: () => Promise<void>;
}

export const createAnnouncementSender = (deps: {
  db: Db;
  post: Post;
  publicUrl: string;
  /** Mails a minute (ANNOUNCEMENT_RATE_PER_MINUTE). */
  ratePerMinute: number;
  log: JobLog;
  /** The pause between two mails (tests count it instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}): AnnouncementSender => {
  const jobs = announcementJobRepository(deps.db);
  const rate = Math.max(1, deps.ratePerMinute);
  const gapMs = 60_000 / rate;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let stopped = false;

  const run = async (now = new Date()) => {
    const summary = { expanded: 0, sent: 0, failed: 0, finished: 0 };
    for (const { id } of await jobs.due(now)) if (await jobs.expand(id, now)) summary.expanded += 1;
    for (let handed = 0; handed < rate && !stopped; handed += 1) {
      if (handed > 0) await sleep(gapMs);
      const next = await jobs.take(new Date());
      if (!next) break;
      try {
        await deps.post.send(
          announcementLetter(deps.publicUrl, {
            to: next.email,
            name: `${next.lastName} ${next.firstName}`.trim(),
            subject: next.subject,
            body: next.body,
          }),
        );
        summary.sent += 1;
      } catch (error) {
        summary.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await jobs.failed(next.id, message);
        deps.log.error(
          { err: error, announcementId: next.announcementId, recipientId: next.id },
          'announcement mail not sent',
        );
      }
    }
    summary.finished = await jobs.finish(new Date());
    return summary;
  };

  let current: Promise<unknown> = Promise.resolve();
  const once = coalesce(async () => {
    await run();
  });
  return {
    run,
    kick: () => {
      setImmediate(() => {
        if (stopped) return;
        current = once().catch((error: unknown) => deps.log.error({ err: error }, 'announcement run failed'));
      });
    },
    stop: async () => {
      stopped = true;
      await current.catch(() => undefined);
    },
  };
};
