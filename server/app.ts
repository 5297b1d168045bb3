import { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { ApiError, languageOf, messageText } from './errors';
import { loggerOptions, RequestLogController } from './logging';
import { TrustedDevices } from './identity/trusted-devices';
import { textGuard } from './plugins/text-guard';
import { errorHandler } from './plugins/error-handler';
import { securityHeaders } from './plugins/security-headers';
import { xsrfProtection } from './plugins/xsrf';
import { loadOrCreateSecret } from './secrets';
import { registerSpa } from './spa';
import { authentication } from './api/auth/authenticate';
import { authRoutes } from './api/auth/routes';
import { healthRoutes } from './api/health/routes';
import { practiceRoutes } from './api/practice/routes';
import { contentRoutes } from './api/content/routes';
import { practiceSettingsRoutes } from './api/practice-settings/routes';
import { progressRoutes } from './api/progress/routes';
import { pendingPasswords } from './api/roster/pending-passwords';
import { rosterRoutes } from './api/roster/routes';
import { trashRoutes } from './api/trash/routes';
import { edexmlRoutes } from './api/edexml/routes';
import { teacherRoutes } from './api/teachers/routes';
import { siteRoutes } from './api/site/routes';
import { loadOrCreateSigningKey } from './auth-provider/keys';
import { authProviderRoutes } from './auth-provider/routes';
import { TokenService } from './auth-provider/tokens';
import { backgroundTasks } from './background';
import { createMailer } from './mail';
import { PasswordSealer } from './identity/sealed-passwords';
import { CardCodes } from './identity/card-codes';
import { cardRoutes } from './api/cards/routes';
import { officeSupportRoutes } from './api/office-support/routes';
import { auditRoutes } from './api/audit/routes';
import { pupilDataViews } from './api/audit/views';
import { webinarRoutes } from './api/webinars/routes';
import { messageRoutes } from './api/messages/routes';
import { friendInviteRoutes } from './api/friend-invites/routes';
import { officeAccountRoutes } from './api/office-accounts/routes';
import { licenceRoutes } from './api/licences/routes';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Serve the built client from config.clientDir (off in API tests). */
  serveClient?: boolean;
  /** Told of every route as it is added (the API tests list the routes this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log lines go (standard output when absent); tests read them from here. */
  logStream?: { write(line: string): void };
}

/** Builds the whole server: plugins first, then the API modules, then the SPA. */
export async function buildApp({
  config,
  database,
  serveClient = true,
  onRoute,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new RequestLogController(),
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(securityHeaders, { production: config.env === 'production' });
  await app.register(cookie);
  await app.register(formbody);
  // With several nodes the limits are counted in Redis, together; a Redis outage lets requests
  // through rather than stopping a school morning (the per-user sign-in locks live in the database).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'rekenblobs-rate-', skipOnError: true } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: () => new ApiError(429, 'tooManyRequests'),
  });
  await app.register(xsrfProtection, {
    secret: loadOrCreateSecret(config.dataDir, 'xsrf', process.env.XSRF_SECRET),
    secureCookie: config.env === 'production',
  });

  const { db } = database;
  await app.register(backgroundTasks);
  // Identity: the provider's key signs every token; `app.authenticate` verifies them for every module.
  const tokens = new TokenService(await loadOrCreateSigningKey(config.dataDir, process.env.AUTH_PRIVATE_KEY));
  await app.register(authentication, { db, tokens });
  // Office reads of pupil data are audited on every route that shows it (before the answer goes out).
  await app.register(pupilDataViews, { db });

  await app.register(healthRoutes, { db, databaseKind: database.kind });
  const mailer = createMailer(config, db, app.log);
  await app.register(siteRoutes, { db, mailer, config });
  const devices = new TrustedDevices(
    loadOrCreateSecret(config.dataDir, 'trusted-devices', process.env.DEVICE_COOKIE_SECRET),
    config.env === 'production',
  );
  await app.register(authProviderRoutes, {
    db,
    tokens,
    config,
    csrfSecret: loadOrCreateSecret(config.dataDir, 'auth-csrf', process.env.AUTH_CSRF_SECRET),
    devices,
  });
  const cards = new CardCodes(
    loadOrCreateSecret(config.dataDir, 'login-cards', process.env.LOGIN_CARD_SECRET),
  );
  await app.register(authRoutes, { db, tokens, config, mailer, cards, devices });
  await app.register(practiceRoutes, { db });
  await app.register(contentRoutes, { db });
  await app.register(practiceSettingsRoutes, { db });
  await app.register(progressRoutes, { db });
  const sealer = new PasswordSealer(
    loadOrCreateSecret(config.dataDir, 'student-passwords', process.env.STUDENT_PASSWORD_KEY),
  );
  await app.register(pendingPasswords, { db, sealer });
  await app.register(rosterRoutes, { db, sealer });
  await app.register(trashRoutes, { db });
  await app.register(cardRoutes, { db, sealer, cards, publicUrl: config.publicUrl });
  await app.register(edexmlRoutes, { db, sealer });
  await app.register(teacherRoutes, { db, mailer, config });
  await app.register(officeSupportRoutes, { db, sealer, mailer, config });
  await app.register(auditRoutes, { db });
  await app.register(webinarRoutes, { db, mailer });
  await app.register(messageRoutes, { db });
  await app.register(friendInviteRoutes, { db, mailer, config });
  await app.register(officeAccountRoutes, { db, mailer, config });
  await app.register(licenceRoutes, { db });

  const spaFallback = serveClient ? await registerSpa(app, config.clientDir) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && request.method === 'GET' && !request.url.startsWith('/api')) {
      return spaFallback(request, reply);
    }
    return reply
      .status(404)
      .send({ message: messageText('notFound', languageOf(request.headers['accept-language'])) });
  });

  return app;
}
