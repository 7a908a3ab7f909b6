import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import type { Mail, Mailer } from '../src/mail/mailer.ts';
import type { SharedStore } from '../src/shared/store.ts';
import { operatorRoles, type OperatorRole } from '@fanclub/domain/admin';
import { DEMO_OPERATOR_PASSWORD, demoOperators } from '../src/db/seed-operators.ts';
import { freshTestDb } from './test-db.ts';

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
  const db = await freshTestDb({ seed: options.seed ?? false, companyId: config.companyId });
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

/**
 * Sends every order mail queued so far (the mail outbox sends after the answer, jobs/mail-outbox.ts):
 * what a test calls before it reads the mails an order should have sent, instead of waiting.
 */
export const drainOutbox = (t: Pick<TestApp, 'app'>) => t.app.mailOutbox.drain();

export const headers = (token?: string) => ({
  'company-id': '3',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A console session for each seeded demo operator (one per role), signed in through the real route. */
export const operatorTokens = async (t: TestApp): Promise<Record<OperatorRole, string>> => {
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of operatorRoles) {
    const email = demoOperators.find((o) => o.role === role)!.email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/sign-in',
      headers: headers(),
      payload: { email, password: DEMO_OPERATOR_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`);
    tokens[role] = res.json().token as string;
  }
  return tokens;
};

/** A call to the admin API (`path` under /api/admin/v1/) with an operator's token, if any. */
export const adminRequest = (
  t: TestApp,
  method: string,
  path: string,
  token: string | undefined,
  payload?: unknown,
) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/admin/v1/${path}`,
    headers: headers(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/**
 * A console draw event's body: entries opened an hour ago and close in a day, the event two days
 * from now; one benefit (one winner, no option, no picture) with `benefit`'s own fields.
 */
export const drawEventBody = (
  name: string,
  benefit: { name: string; capacity: number; isDisplayWinner: boolean; congratulationContent: string | null },
) => {
  const hour = 3_600_000;
  return {
    name,
    description: '',
    eventDate: new Date(Date.now() + 48 * hour).toISOString(),
    entryStart: new Date(Date.now() - hour).toISOString(),
    entryEnd: new Date(Date.now() + 24 * hour).toISOString(),
    benefits: [{ ...benefit, winnersCount: 1, isOptionRequired: false, option: null, imageURL: null }],
  };
};
