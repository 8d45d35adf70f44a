import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  addChosenBodySchema,
  aiConfigQuerySchema,
  aiRequestSchema,
  aiResultListSchema,
  chosenByUniversityQuerySchema,
  chosenUniversityPageQuerySchema,
  chosenUniversityPageSchema,
  chosenUniversitySchema,
  joinListBodySchema,
} from '../../../src/contract/ai.ts';
import { API } from '../../../src/contract/api.ts';
import { idQuerySchema } from '../../../src/contract/catalog.ts';
import { configItemSchema } from '../../../src/contract/common.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { authHeader, requireUser } from '../../plugins/auth.ts';
import { createCommonRepository } from '../common/common.repository.ts';
import { notModified } from '../../lib/http-cache.ts';
import { createUniversityNotFoundError } from '../school/school.errors.ts';
import { createAiCatalog } from './ai-select.catalog.ts';
import { chooseUniversities, evaluateOne } from './ai-select.engine.ts';
import { createChosenNotFoundError } from './ai-select.errors.ts';
import { createAiSelectRepository, toChosenUniversity, type ChosenValues } from './ai-select.repository.ts';

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
 * AI school selection (SPEC section 7, AI): the public matching engine and its options, and the signed-in
 * student's 我的大学List (join from the results, add from a school's page, page, find one, delete).
 */
export const aiSelectRoutes: FastifyPluginAsyncZod<AiSelectRoutesOptions> = async (app, options) => {
  const catalog = createAiCatalog(app.db);
  const chosen = createAiSelectRepository({ db: app.db });
  const common = createCommonRepository({ db: app.db });

  /** The signed-in user of a public route, if any (the guard only runs on protected routes). */
  async function optionalUserId(request: FastifyRequest): Promise<string | null> {
    if (!authHeader(request)) return null;
    const authenticated = await app.authenticate(authHeader(request));
    return authenticated?.user.id ?? null;
  }

  async function schoolOrThrow(universityId: string) {
    const school = (await catalog.get()).byId.get(universityId);
    if (!school) throw createUniversityNotFoundError();
    return school;
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
      config: { rateLimit: options.chooseRateLimit ?? AI_CHOOSE_RATE_LIMIT },
    },
    async (request, reply) => {
      const list = chooseUniversities(await catalog.get(), request.body);
      const userId = await optionalUserId(request);
      if (userId) await chosen.saveLastRequest(userId, request.body, app.clock());
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
    },
    async (request, reply) => {
      const body = ok(await common.findByConfigKey(request.query.configType));
      if (notModified(request, reply, body, CONFIG_CACHE_CONTROL)) return reply;
      return body;
    },
  );

  app.post(
    API.ai.joinList,
    {
      schema: {
        tags,
        summary: 'Join a matched university to 我的大学List (joining again updates it)',
        body: joinListBodySchema,
        response: { 200: envelope(chosenUniversitySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { universityId, ...values } = request.body;
      const school = await schoolOrThrow(universityId);
      const row = await chosen.upsert(user.id, school.id, values, app.clock());
      return ok(toChosenUniversity(row, school));
    },
  );

  app.post(
    API.ai.addChosen,
    {
      schema: {
        tags,
        summary:
          'Add a university from its page: evaluated against the last AI request, else 待评估 (null scores)',
        body: addChosenBodySchema,
        response: { 200: envelope(chosenUniversitySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const school = await schoolOrThrow(request.body.universityId);
      const last = await chosen.findLastRequest(user.id);
      let values: ChosenValues = {
        matchingState: null,
        studyResult: null,
        backgroudResult: null,
        systemResult: null,
        scoreResult: null,
        majorResult: '',
      };
      if (last) {
        const item = evaluateOne(await catalog.get(), last, school);
        values = {
          matchingState: item.matchingState,
          studyResult: item.studyResult,
          backgroudResult: item.backgroudResult,
          systemResult: item.systemResult,
          scoreResult: item.scoreResult,
          majorResult: item.majorResult,
        };
      }
      const row = await chosen.upsert(user.id, school.id, values, app.clock());
      return ok(toChosenUniversity(row, school));
    },
  );

  app.get(
    API.ai.chosenPage,
    {
      schema: {
        tags,
        summary: '我的大学List, newest first',
        querystring: chosenUniversityPageQuerySchema,
        response: { 200: envelope(chosenUniversityPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = await chosen.findPage(user.id, request.query);
      const { byId } = await catalog.get();
      const list = page.list.flatMap((row) => {
        const school = byId.get(row.universityId);
        return school ? [toChosenUniversity(row, school)] : [];
      });
      return ok({ ...page, list });
    },
  );

  app.get(
    API.ai.chosenByUniversity,
    {
      schema: {
        tags,
        summary: 'The 我的大学List item of one university, or null',
        querystring: chosenByUniversityQuerySchema,
        response: { 200: envelope(chosenUniversitySchema.nullable()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await chosen.findByUniversity(user.id, request.query.universityId);
      const school = row ? (await catalog.get()).byId.get(row.universityId) : undefined;
      return ok(row && school ? toChosenUniversity(row, school) : null);
    },
  );

  app.delete(
    `${API.ai.deleteChosen}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a university from 我的大学List (only one’s own rows)',
        params: idQuerySchema,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await chosen.delete(user.id, request.params.id))) throw createChosenNotFoundError();
      return ok(true);
    },
  );
};
