import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { aiConfigQuerySchema, aiRequestSchema, aiResultListSchema } from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
import { configItemSchema } from '../../../src/contract/common.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { authHeader } from '../../lib/request-guards.ts';
import { sharedReferenceData } from '../common/reference-data.ts';
import { cached } from '../../lib/http-cache.ts';
import { sharedAiCatalog } from './ai-select.catalog.ts';
import { chooseUniversities } from './ai-select.engine.ts';
import { createAiSelectRepository } from './ai-select.repository.ts';

const tags = ['ai-select'];
/** The AI options change with a release: five minutes, then revalidate by ETag (as the catalog). */
const CONFIG_CACHE_CONTROL = 'public, max-age=300';

export interface RateLimitRule {
  max: number;
  timeWindow: string | number;
}

export interface AiSelectRoutesOptions {
  /** Per client address on the public matching endpoint (default AI_CHOOSE_RATE_LIMIT). */
  chooseRateLimit?: RateLimitRule;
}

/** A student runs the analysis a few times a minute; a script hammering the engine gets HTTP 429. */
export const AI_CHOOSE_RATE_LIMIT: RateLimitRule = { max: 30, timeWindow: '1 minute' };

/**
 * AI school selection (SPEC section 7, AI): the public matching engine and its options. A signed-in
 * student's request is kept for 我的大学List (server/modules/my-university-list/).
 */
export const aiSelectRoutes: FastifyPluginAsyncZod<AiSelectRoutesOptions> = async (app, options) => {
  const catalog = sharedAiCatalog(app.db);
  const aiSelect = createAiSelectRepository({ db: app.db });
  const referenceData = sharedReferenceData(app.db);

  /** The signed-in user of a public route, if any (the guard only runs on protected routes). */
  async function optionalUserId(request: FastifyRequest): Promise<string | null> {
    if (!authHeader(request)) return null;
    const authenticated = await app.authenticate(authHeader(request));
    return authenticated?.user.id ?? null;
  }

  app.post(
    API.ai.choose,
    {
      schema: {
        tags,
        summary:
          'Match universities to a student profile (deterministic engine, docs/ai-matching.md); ' +
          'signed in, the request is kept for evaluating later additions to 我的大学List',
        body: aiRequestSchema,
        response: { 200: envelope(aiResultListSchema) },
      },
      config: { rateLimit: options.chooseRateLimit ?? AI_CHOOSE_RATE_LIMIT, access: 'optional-user' },
    },
    async (request, reply) => {
      const list = chooseUniversities(await catalog.get(), request.body);
      const userId = await optionalUserId(request);
      if (userId) await aiSelect.saveLastRequest(userId, request.body, app.clock());
      // computed for this student: never cached by a browser, the service worker or a proxy
      reply.header('cache-control', 'no-store');
      return ok(list);
    },
  );

  app.get(
    API.ai.config,
    {
      schema: {
        tags,
        summary: 'AI school-selection options: activities (ACTIVITY) or AP courses (COURSE_AP)',
        querystring: aiConfigQuerySchema,
        response: { 200: envelope(z.array(configItemSchema)) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(
        request,
        reply,
        ok(await referenceData.configs(request.query.configType)),
        CONFIG_CACHE_CONTROL,
      );
    },
  );
};
