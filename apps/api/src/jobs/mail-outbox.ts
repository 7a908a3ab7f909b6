/**
 * The mail outbox job: sends the order mails queued in `mail_outbox` (repositories/mail-outbox.ts)
 * after the answer that made them. A request that queued one kicks this process's job once its
 * answer is on its way; the timer (MAIL_OUTBOX_INTERVAL_MS) takes what a stopped process left and
 * what waits for a retry. Each row is claimed by one process (SKIP LOCKED and a lease), sent, then
 * marked sent, so a mail leaves once. A failed send is tried again with a doubling wait, up to
 * MAX_ATTEMPTS tries, then the row is marked `failed` and logged for the operator. Only a process
 * stopped between handing a mail to the mail server and marking it can send it a second time,
 * after the lease: the outbox never loses one.
 */
import type { Db } from '../db/client.ts';
import { coalesce } from '../lib/coalesce.ts';
import { konbiniLetter, orderPlacedLetter, refundLetter } from '../mail/notices.ts';
import type { Letters, Post } from '../mail/post.ts';
import { mailOutboxRepository, type OutboxRow } from '../repositories/mail-outbox.ts';
import type { JobLog } from './timer.ts';

/** Tries of one mail before it is given up. */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failed try; it doubles each time, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60 * 1000;
const BATCH = 20;

export interface MailOutbox {
  /** Sends what is due now; how many were sent, retried later and given up. */
  run: (now?: Date) => Promise<{ sent: number; retried: number; failed: number }>;
  /** After an answer that queued mail: sends soon, without holding the answer (merged when busy). */
  kick: () => void;
  /** Sends until nothing is due (tests, and before a process closes). */
  drain: () => Promise<void>;
  /** No kick runs from now; waits for the run under way (the process is closing). */
  stop: () => Promise<void>;
}

export const createMailOutbox = (deps: {
  db: Db;
  post: Post;
  publicUrl: string;
  log: JobLog;
  /** A claimed row no process has marked within this long is taken again (its sender stopped). */
  leaseMs?: number;
  /**
   * True while writes wait for a slot of this process (the peak minute): a kick then waits a
   * second, so sending mail never takes a connection or CPU from a fan still waiting for an answer.
   */
  busy?: () => boolean;
}): MailOutbox => {
  const rows = mailOutboxRepository(deps.db);
  const leaseMs = deps.leaseMs ?? 2 * 60 * 1000;
  const notice = { db: deps.db, publicUrl: deps.publicUrl };

  const lettersOf = (row: OutboxRow): Promise<Letters> => {
    if (row.kind === 'order_placed') return orderPlacedLetter(notice, row.userId, row.orderId);
    if (row.kind === 'refund') return refundLetter(notice, row.userId, row.orderId, row.refundId ?? 0);
    const which = row.kind.slice('konbini_'.length) as 'slip' | 'reminder' | 'paid' | 'expired';
    return konbiniLetter(notice, which, row.userId, row.orderId);
  };

  const deliver = async (row: OutboxRow, now: Date) => {
    const letters = await lettersOf(row);
    for (const letter of letters === null ? [] : 'to' in letters ? [letters] : letters)
      await deps.post.send(letter);
    await rows.markSent(row.id, now);
  };

  const run = async (now = new Date()) => {
    const summary = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await rows.claim(BATCH, now, leaseMs);
      for (const row of claimed) {
        try {
          await deliver(row, new Date());
          summary.sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (row.attempts >= MAX_ATTEMPTS) {
            summary.failed += 1;
            await rows.markFailed(row.id, message, null);
            deps.log.error(
              { err: error, outboxId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts },
              'order mail given up',
            );
          } else {
            summary.retried += 1;
            const wait = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts - 1), LAST_RETRY_MS);
            await rows.markFailed(row.id, message, new Date(Date.now() + wait));
            deps.log.error(
              { err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts },
              'order mail not sent; tried again later',
            );
          }
        }
      }
      if (claimed.length < BATCH) return summary;
    }
  };

  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const once = coalesce(async () => {
    await run();
  });
  const track = () => (current = once());
  let deferred = false;
  const kick = () => {
    setImmediate(() => {
      if (stopped) return;
      if (deps.busy?.()) {
        if (deferred) return;
        deferred = true;
        setTimeout(() => {
          deferred = false;
          kick();
        }, 1000).unref();
        return;
      }
      track().catch((error: unknown) => deps.log.error({ err: error }, 'mail outbox run failed'));
    });
  };
  return {
    run,
    kick,
    drain: async () => {
      do await track();
      while (await rows.anyDue(new Date()));
    },
    stop: async () => {
      stopped = true;
      await current.catch(() => undefined);
    },
  };
};
