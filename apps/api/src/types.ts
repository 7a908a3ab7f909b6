import type { AnnouncementSender } from './jobs/announcements.ts';
import type { Config } from './config.ts';
import type { Admission } from './lib/admission.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ImageStorage } from './media/image-storage.ts';
import type { Post } from './mail/post.ts';
import type { KonbiniProvider } from './payments/konbini.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { PublicCache } from './shared/public-cache.ts';
import type { SharedStore } from './shared/store.ts';
import type { StockGate } from './shop/stock-gate.ts';
import type { MailOutbox } from './jobs/mail-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Fans' mails: templates composed with the club's name and signature (mail/post.ts). */
    mail: Post;
    /** The order mails queued with their orders, sent after the answer (jobs/mail-outbox.ts). */
    mailOutbox: MailOutbox;
    /** 一斉メール: due announcements sent at the configured rate (jobs/announcements.ts). */
    announcements: AnnouncementSender;
    payments: PaymentProvider;
    /** The konbini gateway (config.konbini), or null when konbini payments are off. */
    konbini: KonbiniProvider | null;
    /** Redis (REDIS_URL) or this process's memory: counters, cache, messages between processes. */
    shared: SharedStore;
    /** Cached public answers, invalidated per resource in every process. */
    publicCache: PublicCache;
    /** SKUs the database said are sold out: 売り切れ before a connection (shop/stock-gate.ts). */
    stockGate: StockGate;
    /** Where uploaded images are kept (media/image-storage.ts). */
    imageStorage: ImageStorage;
    /** Refusals a contract route answered without declaring them (plugins/declared-answers.ts). */
    undeclaredAnswers: Set<string>;
    /** Write transactions of this process (votes, orders, point and plan purchases): lib/admission.ts. */
    writeAdmission: Admission;
    /** `draining`: SIGTERM came; /api/ready answers 503 while the process serves its grace period. */
    lifecycle: { draining: boolean };
  }
  interface FastifyContextConfig {
    /** The 4xx statuses a contract route declares (`errorAnswersOf`). */
    errorAnswers?: readonly number[];
  }
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler from the bearer token. */
    userId: number | null;
    sessionId: string | null;
    /** A write that changed stock the catalogue shows (routes/orders.ts invalidates it once). */
    stockChanged: boolean;
    /** The operator of an admin call (plugins/operator-auth.ts); null elsewhere. */
    operator: {
      id: number;
      email: string;
      role: 'owner' | 'editor' | 'shop' | 'support';
      sessionId: string;
    } | null;
  }
}
