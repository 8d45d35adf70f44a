import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  captchaQuerySchema,
  loginResultSchema,
  passwordLoginBodySchema,
  phoneQuerySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  smsLoginBodySchema,
  SMS_ADDRESS_BUDGET,
  smsSendResultSchema,
} from '../../../src/contract/auth.ts';
import type { SmsPurpose } from '../../../src/contract/code-tables.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import type { SmsProvider } from '../../adapters/sms/sms.ts';
import { ok } from '../../lib/envelope.ts';
import { authHeader } from '../../lib/request-guards.ts';
import { routes, type Routes, type ZodApp } from '../../lib/route.ts';
import { createSmsAddressBudgetError } from './auth.errors.ts';
import { createAuthUsecases } from './auth.usecases.ts';

export interface AuthRoutesOptions {
  sms: SmsProvider;
  captchaText: () => string;
}

const tags = ['auth'];
/** Per-address limits (request.ip: the client's with TRUST_PROXY) on top of the per-phone sms limits. */
const SEND_LIMIT = { max: 30, timeWindow: '1 minute' };
const LOGIN_LIMIT = { max: 30, timeWindow: '1 minute' };
const CAPTCHA_LIMIT = { max: 60, timeWindow: '1 minute' };

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: API.auth.smsCode,
  register: API.auth.registerSmsCode,
  reset: API.auth.resetSmsCode,
};

type AuthUsecases = ReturnType<typeof createAuthUsecases>;

/** Sending sms codes of each purpose. */
function smsCodeRoutes(app: ZodApp, auth: AuthUsecases): void {
  // Sms codes cost money and reach people: one budget per client address for all numbers and purposes,
  // counted in the rate-limit store (Redis with REDIS_URL, so shared by every process). Checked after
  // validation, so a malformed number does not spend it.
  const smsBudget = app.createRateLimit({
    max: SMS_ADDRESS_BUDGET.MAX,
    timeWindow: SMS_ADDRESS_BUDGET.WINDOW_MS,
    keyGenerator: (request) => `sms-budget:${normalizeIP(request.ip)}`,
  });
  async function spendSmsBudget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const budget = await smsBudget(request);
    if (budget.isAllowed || !budget.isExceeded) return;
    reply.header('retry-after', budget.ttlInSeconds);
    throw createSmsAddressBudgetError();
  }

  for (const [purpose, url] of Object.entries(SMS_PATHS) as [SmsPurpose, string][]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `Send an sms code (${purpose})`,
          querystring: phoneQuerySchema,
          response: { 200: envelope(smsSendResultSchema) },
        },
        config: { rateLimit: SEND_LIMIT, access: 'public' },
        preHandler: spendSmsBudget,
      },
      async (request) => ok(await auth.sendSmsCode(purpose, request.query.phone)),
    );
  }
}

/** Logins, registration, the captcha and password reset. */
function loginRoutes(app: ZodApp, route: Routes, auth: AuthUsecases): void {
  route.post(
    API.auth.smsLogin,
    {
      summary: 'Sms login (creates the account of a new number)',
      access: 'public',
      body: smsLoginBodySchema,
      response: loginResultSchema,
      config: { rateLimit: LOGIN_LIMIT },
    },
    (request) => auth.smsLogin(request.body.phone, request.body.code),
  );

  app.get(
    API.auth.captcha,
    {
      schema: {
        tags,
        summary: 'Image captcha (PNG) for the password login',
        querystring: captchaQuerySchema,
      },
      config: { rateLimit: CAPTCHA_LIMIT, access: 'public' },
    },
    async (request, reply) => {
      const png = await auth.createCaptcha(request.query.key);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  route.post(
    API.auth.login,
    {
      summary: 'Password login with captcha',
      access: 'public',
      body: passwordLoginBodySchema,
      response: loginResultSchema,
      config: { rateLimit: LOGIN_LIMIT },
    },
    (request) => auth.passwordLogin(request.body, request.ip),
  );

  route.post(
    API.auth.register,
    {
      summary: 'Register with an sms code and a password',
      access: 'public',
      body: registerBodySchema,
      response: loginResultSchema,
      config: { rateLimit: LOGIN_LIMIT },
    },
    (request) => auth.register(request.body),
  );

  route.post(
    API.auth.resetPassword,
    {
      summary: 'Reset the password with an sms code',
      access: 'public',
      body: resetPasswordBodySchema,
      response: z.null(),
      config: { rateLimit: LOGIN_LIMIT },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return null;
    },
  );
}

/** Logout and token validation. */
function tokenRoutes(app: ZodApp, route: Routes, auth: AuthUsecases): void {
  route.post(
    API.auth.logout,
    { summary: 'Revoke the current token', access: 'optional-user', response: z.null() },
    async (request) => {
      await auth.logout(authHeader(request));
      return null;
    },
  );

  route.get(
    API.auth.validateToken,
    {
      summary: 'Token validation: data true means expired, invalid or missing',
      access: 'optional-user',
      response: z.boolean(),
    },
    async (request) => (await app.authenticate(authHeader(request))) === null,
  );
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { sms, captchaText }) => {
  const route = routes(app, tags);
  const auth = createAuthUsecases({ db: app.db, now: app.clock, sms, captchaText, sessions: app.sessions });
  smsCodeRoutes(app, auth);
  loginRoutes(app, route, auth);
  tokenRoutes(app, route, auth);
};
