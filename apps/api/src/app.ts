import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDb, type DbHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { registerCompanyIdCheck } from './plugins/company-id.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerDemoImages, registerSite } from './plugins/site.ts';
import { registerRoutes } from './routes/index.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay.ts';
import './types.ts';

export interface BuildAppOptions {
  config: Config;
  /** An already migrated database; when absent one is opened from the config and closed with the app. */
  db?: DbHandle;
  mailer?: Mailer;
  payments?: PaymentProvider;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA from config.siteDist (main.ts); tests leave it off. */
  serveSite?: boolean;
}

export type App = FastifyInstance;

export const buildApp = async (options: BuildAppOptions): Promise<App> => {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownDb = !options.db;
  const db = options.db ?? createDb(config);
  if (ownDb) await db.migrate();
  const from = `no-reply@${new URL(config.publicUrl).hostname}`;
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from }, app.log);

  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('mailer', mailer);
  const sandbox = createSandboxProvider(db.db, config);
  app.decorate('payments', options.payments ?? sandbox);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onClose', async () => {
    await mailer.close();
    if (ownDb) await db.close();
  });

  await registerDemoImages(app, config.demoDir);
  const spa = options.serveSite ? await registerSite(app, config.siteDist) : null;
  registerErrorHandling(app, { spa });
  registerJsonBodyParser(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerDocs(app);
  registerCompanyIdCheck(app, config.companyId);
  await app.register(registerRoutes);
  // The sandbox stands in for the card provider's servers whenever no real provider is plugged in.
  if (!options.payments) await app.register(sandboxPayRoutes(sandbox));
  return app;
};
