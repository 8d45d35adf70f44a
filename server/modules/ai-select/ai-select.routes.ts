import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { aiConfigQuerySchema, aiRequestSchema, aiResultListSchema } from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
import { configItemSchema } from '../../../src/contract/common.ts';
import { optionalUser } from '../../lib/request-guards.ts';
import { sharedReferenceData } from '../common/reference-data.ts';
import { routes } from '../../lib/route.ts';
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
  const route = routes(app, tags);
  const catalog = sharedAiCatalog(app.db);
  const aiSelect = createAiSelectRepository({ db: app.db });
  const referenceData = sharedReferenceData(app.db);

  route.post(
    API.ai.choose,
    {
      summary:
        'Match universities to a student profile (deterministic engine, docs/ai-matching.md); ' +
        'signed in, the request is kept for evaluating later additions to 我的大学List',
      access: 'optional-user',
      body: aiRequestSchema,
      response: aiResultListSchema,
      config: { rateLimit: options.chooseRateLimit ?? AI_CHOOSE_RATE_LIMIT },
    },
    async (request, reply) => {
      const list = chooseUniversities(await catalog.get(), request.body);
      const user = await optionalUser(request);
      if (user) await aiSelect.saveLastRequest(user.id, request.body, app.clock());
      // computed for this student: never cached by a browser, the service worker or a proxy
      reply.header('cache-control', 'no-store');
      return list;
    },
  );

  route.get(
    API.ai.config,
    {
      summary: 'AI school-selection options: activities (ACTIVITY) or AP courses (COURSE_AP)',
      access: 'public',
      querystring: aiConfigQuerySchema,
      response: z.array(configItemSchema),
      cache: CONFIG_CACHE_CONTROL,
    },
    (request) => referenceData.configs(request.query.configType),
  );
};
