/**
 * buildApp: the whole server as one Fastify app, registered in a fixed order:
 * env -> plugins (clock, db, rate limit, auth, idempotency, openapi, security headers, socket.io, payments,
 * static, compress) -> modules -> error and 404 handlers. Only server/index.ts listens; tests call buildApp and
 * use app.inject.
 */
import { fileURLToPath } from 'node:url';

import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { DEFAULT_MESSAGE, RESULT_CODE, type ResultCode } from '../src/contract/result-codes.ts';
import { createConsoleSmsProvider } from './adapters/sms/console.ts';
import type { SmsProvider } from './adapters/sms/sms.ts';
import type { OpenDatabase } from './db/database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { envelopeClientErrorHandler } from './lib/client-errors.ts';
import { isUnstorableTextError } from './lib/db-errors.ts';
import { failure } from './lib/envelope.ts';
import { fastifyTimeoutOptions, type HttpTimeouts } from './lib/http-timeouts.ts';
import { createRouteNotFoundError, createTooManyRequestsError, isAppError } from './lib/errors.ts';
import { refuseUnsafeRequestSchemas } from './lib/request-schemas.ts';
import { randomCaptchaText } from './modules/auth/auth.captcha.ts';
import { aiSelectRoutes, type RateLimitRule } from './modules/ai-select/ai-select.routes.ts';
import { applicationRoutes } from './modules/application/application.routes.ts';
import { advisingRoutes } from './modules/advising/advising.routes.ts';
import { appointmentRoutes } from './modules/appointment/appointment.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { unreadChatOf } from './modules/chat/chat.repository.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { chatImages } from './modules/files/files.chat-images.ts';
import { circleRoutes } from './modules/circle/circle.routes.ts';
import { commonRoutes } from './modules/common/common.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { paperworkStudentsOf } from './modules/paperwork/paperwork.repository.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { guideRoutes } from './modules/guide/guide.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { majorRoutes } from './modules/major/major.routes.ts';
import { myUniversityListRoutes } from './modules/my-university-list/my-university-list.routes.ts';
import { noticeRoutes } from './modules/notice/notice.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { paperworkRoutes } from './modules/paperwork/paperwork.routes.ts';
import { organizationRoutes } from './modules/organization/organization.routes.ts';
import { planRoutes } from './modules/plan/plan.routes.ts';
import { qaRoutes } from './modules/qa/qa.routes.ts';
import { schoolRoutes } from './modules/school/school.routes.ts';
import { growthRoutes } from './modules/growth/growth.routes.ts';
import { taskRoutes } from './modules/task/task.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressPlugin } from './plugins/compress.ts';
import { dbPlugin } from './plugins/db.ts';
import { envPlugin, loadEnv, trustProxyOption, type Env, type RawEnv } from './plugins/env.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { socketIoPlugin } from './plugins/socket-io.ts';
import { staticPlugin } from './plugins/static.ts';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export interface BuildAppOptions {
  /** Raw environment variables (default process.env); the options below override them. */
  env?: RawEnv;
  dataDir?: string;
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  /** In-memory PGlite instead of DATA_DIR/pg or DATABASE_URL (tests). */
  inMemoryDb?: boolean;
  /** An open database owned by the caller, which the app uses but does not close (tests reuse one). */
  database?: OpenDatabase;
  /** Serve dist/ and the app shell (default true). */
  serveStatic?: boolean;
  distDir?: string;
  /** The clock of every expiry and limit (default: the system clock). */
  now?: Clock;
  /** Fastify logger: false to silence, true or options for pino (default: pino at LOG_LEVEL). */
  logger?: boolean | { level: string };
  /** Replace the sms provider chosen by SMS_PROVIDER. */
  sms?: SmsProvider;
  /** Captcha text generator (tests fix the answer). */
  captchaText?: () => string;
  /** Extra routes or hooks registered with the modules (tests). */
  extraPlugins?: FastifyPluginAsync[];
  /** Per-address limit of the public AI matching endpoint (default 30 a minute; the bench lifts it). */
  aiChooseRateLimit?: RateLimitRule;
  /**
   * The per-user limits of circle and Q&A writes (default on). The outbox model test lifts them: it sends
   * thousands of one user's writes within seconds, which the limits exist to refuse.
   */
  userWriteRateLimit?: boolean;
  /** Overrides of the http server's timeouts (default HTTP_TIMEOUTS; tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
}

interface AppPluginOptions {
  env: Env;
  now: Clock;
  inMemoryDb: boolean;
  database: OpenDatabase | undefined;
  serveStatic: boolean;
  distDir: string;
  sms: SmsProvider | undefined;
  captchaText: () => string;
  extraPlugins: FastifyPluginAsync[];
  aiChooseRateLimit: RateLimitRule | undefined;
  userWriteRateLimit: boolean;
}

const CJK = /[\u3400-\u9fff]/;

/** Our contract messages are Chinese; zod's own English defaults become 非法参数. */
function readableValidationMessage(message: string | undefined): string {
  return message && CJK.test(message) ? message : DEFAULT_MESSAGE[RESULT_CODE.INVALID];
}

function errorReply(error: FastifyError | Error): { statusCode: number; code: ResultCode; message: string } {
  if (isAppError(error)) return { statusCode: error.statusCode, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: RESULT_CODE.INVALID,
      message: readableValidationMessage(error.validation[0]?.message),
    };
  }
  // the net behind safeText(): text the database cannot store is the client's fault, not a 500
  if (isUnstorableTextError(error)) {
    return { statusCode: 400, code: RESULT_CODE.INVALID, message: DEFAULT_MESSAGE[RESULT_CODE.INVALID] };
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // fastify's own client errors: malformed JSON, unsupported media type, body too large...
    return { statusCode, code: RESULT_CODE.INVALID, message: DEFAULT_MESSAGE[RESULT_CODE.INVALID] };
  }
  return { statusCode: 500, code: RESULT_CODE.EXCEPTION, message: DEFAULT_MESSAGE[RESULT_CODE.EXCEPTION] };
}

function sendEnvelopeError(reply: FastifyReply, statusCode: number, code: ResultCode, message: string) {
  // the route's response schema describes success; errors bypass it
  return (
    reply
      .code(statusCode)
      .header('cache-control', 'no-store')
      // also set here: an answer to a bad URL skips the onSend hooks of the security headers
      .header('x-content-type-options', 'nosniff')
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(failure(code, message))
  );
}

/** Fastify's own rejections before routing (bad percent-encoding FST_ERR_BAD_URL...): the envelope, never the URL. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, code, message } = errorReply(error);
  request.log.info({ code, message, frameworkError: error.code }, 'request rejected');
  void sendEnvelopeError(reply, statusCode, code, message);
}

const appPlugin: FastifyPluginAsync<AppPluginOptions> = async (app, options) => {
  await app.register(envPlugin, { env: options.env });
  await app.register(clockPlugin, { now: options.now });
  await app.register(dbPlugin, { inMemory: options.inMemoryDb, database: options.database });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(openapiPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(socketIoPlugin);
  await app.register(paymentsPlugin);
  await app.register(staticPlugin, { enabled: options.serveStatic, distDir: options.distDir });
  // its onSend runs after those of the plugins above: they see the uncompressed body
  await app.register(compressPlugin);

  const sms = options.sms ?? createConsoleSmsProvider({ dataDir: options.env.DATA_DIR, logger: app.log });

  // every route registered from here on takes text only through safeText() (NUL, lone surrogates -> 410)
  app.addHook('onRoute', refuseUnsafeRequestSchemas);

  // Modules are queued (not awaited) so that they load after the handlers below are in place.
  void app.register(healthRoutes);
  void app.register(authRoutes, { sms, captchaText: options.captchaText });
  void app.register(userRoutes);
  void app.register(commonRoutes);
  void app.register(schoolRoutes);
  void app.register(majorRoutes);
  void app.register(newsRoutes);
  void app.register(qaRoutes, { userWriteRateLimit: options.userWriteRateLimit });
  void app.register(guideRoutes);
  void app.register(growthRoutes);
  void app.register(homeRoutes);
  void app.register(aiSelectRoutes, { chooseRateLimit: options.aiChooseRateLimit });
  void app.register(myUniversityListRoutes);
  void app.register(chatRoutes, { images: chatImages });
  void app.register(noticeRoutes, { unreadChat: unreadChatOf });
  void app.register(organizationRoutes);
  void app.register(filesRoutes, { paperworkStudentsOf });
  void app.register(liveRoutes);
  void app.register(appointmentRoutes);
  void app.register(circleRoutes, { userWriteRateLimit: options.userWriteRateLimit });
  void app.register(orderRoutes);
  void app.register(paperworkRoutes);
  void app.register(applicationRoutes);
  void app.register(planRoutes);
  void app.register(advisingRoutes);
  void app.register(taskRoutes);
  for (const plugin of options.extraPlugins) void app.register(plugin);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, code, message } = errorReply(error);
    const context = {
      method: request.method,
      url: request.url,
      params: request.params,
      query: request.query,
    };
    if (statusCode >= 500) request.log.error({ err: error, request: context }, 'request failed');
    else request.log.info({ code, message, request: context }, 'request rejected');
    return sendEnvelopeError(reply, statusCode, code, message);
  });

  // An attacker could probe for valid URLs: unknown routes are rate limited (pages of the app are not).
  const notFoundLimit = app.createRateLimit({ max: 60, timeWindow: '1 minute' });
  app.setNotFoundHandler(async (request, reply) => {
    if (app.spaShell?.handles(request)) return app.spaShell.send(request, reply);
    const limit = await notFoundLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw createTooManyRequestsError();
    throw createRouteNotFoundError();
  });
};

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const overrides: RawEnv = {};
  if (options.dataDir !== undefined) overrides.DATA_DIR = options.dataDir;
  if (options.databaseUrl !== undefined) overrides.DATABASE_URL = options.databaseUrl;
  if (options.seed !== undefined) overrides.SEED = options.seed;
  const env = loadEnv({ ...(options.env ?? process.env), ...overrides });

  const logger = options.logger ?? { level: env.LOG_LEVEL };
  // the first boot migrates and seeds (catalog, demo password hashes): on a busy 2-core machine that
  // takes longer than Fastify's default 10 s plugin timeout
  const app = Fastify({
    logger,
    pluginTimeout: 120_000,
    // requests that never reach a route still answer with the envelope
    frameworkErrors,
    clientErrorHandler: envelopeClientErrorHandler,
    // slow requests and idle sockets are cut (server/lib/http-timeouts.ts)
    ...fastifyTimeoutOptions(options.httpTimeouts),
    trustProxy: trustProxyOption(env.TRUST_PROXY), // TRUST_PROXY: request.ip is the client's (rate-limit key)
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.withTypeProvider<ZodTypeProvider>().register(fp(appPlugin), {
    env,
    now: options.now ?? systemClock,
    inMemoryDb: options.inMemoryDb ?? false,
    database: options.database,
    serveStatic: options.serveStatic ?? true,
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    sms: options.sms,
    captchaText: options.captchaText ?? randomCaptchaText,
    extraPlugins: options.extraPlugins ?? [],
    aiChooseRateLimit: options.aiChooseRateLimit,
    userWriteRateLimit: options.userWriteRateLimit ?? true,
  });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
