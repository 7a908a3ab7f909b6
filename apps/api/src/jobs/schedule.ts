/**
 * The periodic jobs of a server process, each at start and then every interval (0 turns one off).
 * Every process of a deployment starts them, and each run is exclusive across processes (a
 * PostgreSQL advisory lock, `DbHandle.exclusive`): while one process runs billing, the others skip
 * that turn. The jobs are also safe against a second run by themselves (idempotency keys,
 * conditional updates), so a run that starts after another has finished finds nothing left to do.
 */
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { sendDrawResults } from '../mail/notices.ts';
import type { Post } from '../mail/post.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { AnnouncementSender } from './announcements.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { runBilling } from './billing.ts';
import { runDueDraws } from './draw.ts';
import { runPrepaidReminders } from './prepaid-reminders.ts';
import { settleInterruptedOrders } from './pending-orders.ts';
import { publicationSweeper } from './publication.ts';
import { CACHE_TTL_MS } from '../shared/public-cache.ts';
import { expireAbandonedTdsOrders } from './tds-expiry.ts';
import type { KonbiniOrders } from '../shop/konbini-orders.ts';
import { runKonbiniJob } from './konbini-expiry.ts';
import { startJobTimer, type JobLog } from './timer.ts';

export interface JobContext {
  db: DbHandle;
  payments: PaymentProvider;
  log: JobLog;
  config: Config;
  /** Mails to members (renewal receipts, draw results). */
  mail: Post;
  /** The order mails queued in the database (jobs/mail-outbox.ts). */
  mailOutbox: MailOutbox;
  /** 一斉メール (jobs/announcements.ts). */
  announcements?: AnnouncementSender;
  /** The konbini orders (shop/konbini-orders.ts) when konbini payments are on. */
  konbini?: KonbiniOrders | null;
  /** After a run that changed stock (abandoned orders give theirs back). */
  onStockChange: () => Promise<void>;
  /** When posts scheduled for later have come out: their public resources are read afresh. */
  onPublication: (...resources: string[]) => Promise<void>;
}

/** A run, or `heldElsewhere` when another process is running the same job right now. */
const exclusive =
  <T>(db: DbHandle, name: string, run: () => Promise<T>) =>
  async (): Promise<T | { heldElsewhere: true }> =>
    (await db.exclusive(`job:${name}`, run)) ?? { heldElsewhere: true };

const did =
  <T extends object>(worthReporting: (result: T) => boolean) =>
  (result: T | { heldElsewhere: true }) =>
    !('heldElsewhere' in result) && worthReporting(result);

/** Starts scheduled publication, billing, prepaid reminders, draws, the abandoned 3-D Secure expiry, the pending-order sweeper, the mail outbox and konbini slips; returns a stop function. */
export const startJobs = ({
  db,
  payments,
  log,
  config,
  mail,
  mailOutbox,
  announcements,
  konbini,
  onStockChange,
  onPublication,
}: JobContext): (() => void) => {
  const publication = publicationSweeper(db.db, onPublication, CACHE_TTL_MS);
  const stops = [
    // Posts whose scheduled time has come: the caches that would still hide them are dropped.
    startJobTimer(
      'publication',
      config.publicationIntervalMs,
      exclusive(db, 'publication', publication),
      log,
      did((result) => result.published.length > 0),
    ),
    // Renewals of paid memberships (BILLING_INTERVAL_MS, default hourly).
    startJobTimer(
      'billing',
      config.billingIntervalMs,
      exclusive(db, 'billing', () => runBilling(db.db, payments, new Date(), mail)),
      log,
      did((summary) => Boolean(summary.renewed || summary.failed || summary.expired)),
    ),
    // Reminders before prepaid (コンビニ払い) periods end, at the billing job's pace.
    startJobTimer(
      'prepaid reminders',
      config.billingIntervalMs,
      exclusive(db, 'prepaid-reminders', () =>
        runPrepaidReminders(db.db, config.companyId, mail, config.publicUrl),
      ),
      log,
      did((result) => result.reminded > 0),
    ),
    // Draws of events whose entry period has ended (DRAW_INTERVAL_MS, default 5 minutes).
    startJobTimer(
      'draw',
      config.drawIntervalMs,
      exclusive(db, 'draw', () =>
        runDueDraws(db.db, {
          onDrawn: (benefitIds) =>
            sendDrawResults({ db: db.db, post: mail, publicUrl: config.publicUrl }, benefitIds),
          onError: (eventId, error) => log.error({ err: error, eventId }, 'draw of an event failed'),
        }),
      ),
      log,
      did((summary) => summary.drawn.length > 0),
    ),
    // 3-D Secure orders abandoned for 30 minutes give their stock back (TDS_EXPIRY_INTERVAL_MS).
    startJobTimer(
      'tds order expiry',
      config.tdsExpiryIntervalMs,
      exclusive(db, 'tds-expiry', async () => {
        const result = await expireAbandonedTdsOrders(db.db, { timeoutMs: config.tdsOrderTimeoutMs });
        if (result.cancelled > 0) await onStockChange();
        return result;
      }),
      log,
      did((result) => result.cancelled > 0),
    ),
    // Orders a stopped process left between the charge and its record (PENDING_ORDER_INTERVAL_MS).
    startJobTimer(
      'pending orders',
      config.pendingOrderIntervalMs,
      exclusive(db, 'pending-orders', async () => {
        const result = await settleInterruptedOrders(db.db, payments, {
          olderThanMs: config.pendingOrderTimeoutMs,
        });
        if (result.released > 0) await onStockChange();
        return result;
      }),
      log,
      did((result) => result.paid + result.released > 0),
    ),
    // Order mails left by a stopped process or waiting for a retry (MAIL_OUTBOX_INTERVAL_MS). Not
    // exclusive: every process sends after its own answers, and SKIP LOCKED keeps the rows apart.
    startJobTimer(
      'mail outbox',
      config.mailOutboxIntervalMs,
      () => mailOutbox.run(),
      log,
      (result) => result.sent + result.retried + result.failed > 0,
    ),
  ];
  // 一斉メール whose time has come, at the configured rate (ANNOUNCEMENT_INTERVAL_MS). Not exclusive:
  // each recipient is taken with SKIP LOCKED, so processes share the sending.
  if (announcements)
    stops.push(
      startJobTimer(
        'announcements',
        config.announcementIntervalMs,
        () => announcements.run(),
        log,
        (result) => result.expanded + result.sent + result.failed + result.finished > 0,
      ),
    );
  // Konbini slips: day-before reminders, and expiry past the deadline (KONBINI_INTERVAL_MS).
  if (konbini)
    stops.push(
      startJobTimer(
        'konbini slips',
        config.konbini.intervalMs,
        exclusive(db, 'konbini', async () => {
          const result = await runKonbiniJob(konbini);
          if (result.expired > 0) await onStockChange();
          return result;
        }),
        log,
        did((result) => result.reminded + result.expired > 0),
      ),
    );
  return () => {
    for (const stop of stops) stop();
  };
};
