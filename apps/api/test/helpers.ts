import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import type { Mail, Mailer } from '../src/mail/mailer.ts';
import type { SharedStore } from '../src/shared/store.ts';

/** Keeps sent mails in memory so a test can follow the link like a fan would. */
export const memoryMailer = () => {
  const sent: Mail[] = [];
  const mailer: Mailer & { sent: Mail[]; lastLink: () => string } = {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
    lastLink() {
      const link = sent.at(-1)?.link;
      if (!link) throw new Error('no mail with a link was sent');
      return link;
    },
  };
  return mailer;
};

export interface TestApp {
  app: App;
  db: DbHandle;
  config: Config;
  mailer: ReturnType<typeof memoryMailer>;
  close: () => Promise<void>;
}

/** A full app on a fresh, migrated in-memory PGlite database. */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  /** `outbox`: mails go through the real outbox mailer into DATA_DIR/outbox (read them with readOutbox). */
  options: { seed?: boolean; outbox?: boolean; shared?: SharedStore } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclub-api-'));
  const config = testConfig({ dataDir, publicUrl: 'http://localhost:3000', ...overrides });
  const db = createDb({ databaseUrl: undefined, pgliteDir: 'memory' });
  await db.migrate();
  if (options.seed) await seedDemoData(db.db, config.companyId);
  const mailer = memoryMailer();
  const app = await buildApp({
    config,
    db,
    ...(options.outbox ? {} : { mailer }),
    ...(options.shared ? { shared: options.shared } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    mailer,
    close: async () => {
      const undeclared = [...app.undeclaredAnswers];
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
      // Every refusal a route answered must be one its contract declares (OpenAPI shows them).
      if (undeclared.length)
        throw new Error(`answers the contract does not declare: ${undeclared.join(', ')}`);
    },
  };
};

export const headers = (token?: string) => ({
  'company-id': '3',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
