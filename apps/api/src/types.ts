import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    payments: PaymentProvider;
  }
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler from the bearer token. */
    userId: number | null;
    sessionId: string | null;
  }
}
