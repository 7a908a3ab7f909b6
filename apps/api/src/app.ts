import { createAnnouncementSender } from './jobs/announcements.ts';
import { registerPublicHostWarning } from './plugins/public-host.ts';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDb, type DbHandle } from './db/client.ts';
import { configureHashing } from './auth/passwords.ts';
import { createAdmission } from './lib/admission.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createPost } from './mail/post.ts';
import { createMailOutbox } from './jobs/mail-outbox.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createKomojuKonbini, type KonbiniProvider } from './payments/konbini.ts';
import { createSandboxKonbini } from './payments/sandbox-konbini.ts';
import { KONBINI_WEBHOOK_PATH, konbiniWebhookRoutes } from './routes/konbini-webhook.ts';
import { sandboxKonbiniRoutes } from './routes/sandbox-konbini.ts';
import { registerCompanyIdCheck } from './plugins/company-id.ts';
import { registerConsole } from './plugins/console.ts';
import { registerDeclaredAnswers } from './plugins/declared-answers.ts';
import { registerDelivery } from './plugins/delivery.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerMedia } from './plugins/media.ts';
import { registerUploads } from './plugins/uploads.ts';
import { localImageStorage } from './media/image-storage.ts';
import { s3ImageStorage } from './media/s3-image-storage.ts';
import { registerSecurity } from './plugins/security.ts';
import { compiledSerializerCompiler } from './plugins/serializers.ts';
import { registerDemoImages, registerSite } from './plugins/site.ts';
import { registerAdminRoutes } from './routes/admin/index.ts';
import { registerRoutes } from './routes/index.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay.ts';
import { createPublicCache } from './shared/public-cache.ts';
import { createSharedStore, type SharedStore } from './shared/store.ts';
import { createStockGate } from './shop/stock-gate.ts';
import { answers } from '@fanclub/domain/answers';
import './types.ts';
import {} from '@fanclub/domain/answers';

export interface BuildAppOptions {
  config: Config;
  /** An already migrated database; when absent one is opened from the config and closed with the app. */
  db?: DbHandle;
  mailer?: Mailer;
  payments?: PaymentProvider;
  /** The konbini gateway; by default from config.konbini (the sandbox, KOMOJU, or none). */
  konbini?: KonbiniProvider | null;
  /** Redis or memory (see shared/store.ts); when absent one is made from the config and closed with the app. */
  shared?: SharedStore;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA from config.siteDist (main.ts); tests leave it off. */
  serveSite?: boolean;
}

export type App = FastifyInstance;

export const buildApp = async (options: BuildAppOptions): Promise<App> => {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For only from the proxies in TRUST_PROXY: otherwise anyone could pick an address.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any hook (an undecodable or overlong path) answer like the
    // rest: `{ message }` in Japanese.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .send({ message: status === 414 ? answers.uriTooLong : answers.badRequest });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ verify: config.nodeEnv !== 'production' }));

  const ownDb = !options.db;
  const db = options.db ?? createDb(config);
  if (ownDb) await db.migrate();
  const from = `no-reply@${new URL(config.publicUrl).hostname}`;
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from }, app.log);

  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('mailer', mailer);
  app.decorate(
    'mail',
    createPost({
      db: db.db,
      companyId: config.companyId,
      mailer,
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      log: app.log,
    }),
  );
  const mailOutbox = createMailOutbox({
    db: db.db,
    post: app.mail,
    publicUrl: config.publicUrl,
    log: app.log,
    leaseMs: config.mailOutboxLeaseMs,
    busy: () => app.writeAdmission.stats().waiting > 0,
  });
  app.decorate('mailOutbox', mailOutbox);
  const announcements = createAnnouncementSender({
    db: db.db,
    post: app.mail,
    publicUrl: config.publicUrl,
    ratePerMinute: config.announcementRatePerMinute,
    log: app.log,
  });
  app.decorate('announcements', announcements);
  const sandbox = createSandboxProvider(db.db, config);
  app.decorate('payments', options.payments ?? sandbox);
  const konbiniSandbox =
    config.konbini.provider === 'sandbox'
      ? createSandboxKonbini(db.db, {
          publicUrl: config.publicUrl,
          webhookSecret: config.konbini.webhookSecret,
        })
      : null;
  const konbini =
    options.konbini !== undefined
      ? options.konbini
      : config.konbini.provider === 'komoju'
        ? createKomojuKonbini(config.konbini)
        : konbiniSandbox;
  app.decorate('konbini', konbini);
  const shared = options.shared ?? createSharedStore(config);
  app.decorate('shared', shared);
  // Several processes without Redis could not tell each other of a write: no cache then.
  const publicCache = createPublicCache(shared, { enabled: shared.kind === 'redis' || config.workers === 1 });
  app.decorate('publicCache', publicCache);
  // Tied to the catalogue's version, so off whenever the catalogue cache is (shop/stock-gate.ts).
  app.decorate('stockGate', createStockGate(shared, publicCache, { enabled: publicCache.enabled }));
  const imageStorage =
    config.imageStorage.kind === 's3'
      ? s3ImageStorage(config.imageStorage)
      : localImageStorage(config.uploadsDir);
  app.decorate('imageStorage', imageStorage);
  app.decorate('lifecycle', { draining: false });
  configureHashing({
    limit: config.hashAdmission.threads,
    queue: config.hashAdmission.queue,
    waitMs: config.hashAdmission.waitMs,
    retryAfterSeconds: config.busyRetryAfterSeconds,
  });
  app.decorate(
    'writeAdmission',
    createAdmission({ ...config.writeAdmission, retryAfterSeconds: config.busyRetryAfterSeconds }),
  );
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('stockChanged', false);
  app.decorateRequest('operator', null);
  app.addHook('onClose', async () => {
    // A mail being handed to the mail server is finished; what is still queued waits in the
    // outbox for the next process.
    await mailOutbox.stop();
    await announcements.stop();
    await mailer.close();
    if (ownDb) await db.close();
    if (!options.shared) await shared.close();
  });

  // Compression and validators first: they attach to every route declared after them.
  await registerDelivery(app);
  await registerDemoImages(app, config.demoDir);
  const spa = options.serveSite ? await registerSite(app, config.siteDist) : null;
  registerErrorHandling(app, { spa });
  registerDeclaredAnswers(app);
  registerJsonBodyParser(app);
  await registerSecurity(app, config);
  // After the security headers, so the media files and their refusals carry them too.
  await registerMedia(app, config.mediaDir);
  registerUploads(app, imageStorage);
  if (options.serveSite) await registerConsole(app, config.consoleDist);
  await app.register(cookie);
  await registerDocs(app);
  registerCompanyIdCheck(app, config.companyId);
  registerPublicHostWarning(app, config.publicUrl);
  await app.register(registerRoutes);
  await app.register(registerAdminRoutes);
  // The sandbox stands in for the card provider's servers whenever no real provider is plugged in.
  if (!options.payments) await app.register(sandboxPayRoutes(sandbox));
  if (konbini) await app.register(konbiniWebhookRoutes(konbini));
  // The sandbox gateway's slip pages: only with KONBINI_PROVIDER=sandbox, which production refuses.
  if (konbiniSandbox && konbini === konbiniSandbox)
    await app.register(
      sandboxKonbiniRoutes(konbiniSandbox, (notification) =>
        app.inject({
          method: 'POST',
          url: KONBINI_WEBHOOK_PATH,
          headers: notification.headers,
          payload: notification.body,
        }),
      ),
    );
  return app;
};
