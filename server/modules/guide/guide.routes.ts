import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  guideDetailSchema,
  guideIdQuerySchema,
  guidePageQuerySchema,
  guidePageSchema,
  pageConfigListSchema,
  pageConfigSchema,
  pageConfigUniqueQuerySchema,
} from '../../../src/contract/guide.ts';
import { ok } from '../../lib/envelope.ts';
import { cached } from '../../lib/http-cache.ts';
import { createGuideNotFoundError, createPageConfigNotFoundError } from './guide.errors.ts';
import { createGuideRepository } from './guide.repository.ts';
import { createGuideUsecases } from './guide.usecases.ts';

const tags = ['guide'];

/** Articles and section headers change with a release (seeded): five minutes, then revalidate by ETag. */
export const GUIDE_CACHE_CONTROL = 'public, max-age=300';

/**
 * The eight guide sections (SPEC sections 2 and 7: standard exams, academic promotion, background boost, life
 * info, the page types VISA ... RENTING) and their headers (page config). Public reading.
 */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const guides = createGuideRepository({ db: app.db });
  const usecases = createGuideUsecases({ guides });

  app.get(
    API.guide.page,
    {
      schema: {
        tags,
        summary:
          "A guide section's articles, newest first (type, country, keyword), with the section's facets",
        querystring: guidePageQuerySchema,
        response: { 200: envelope(guidePageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await usecases.page(request.query)), GUIDE_CACHE_CONTROL);
    },
  );

  app.get(
    API.guide.detail,
    {
      schema: {
        tags,
        summary: 'One guide article with its body, sources and related articles (404 when unknown)',
        querystring: guideIdQuerySchema,
        response: { 200: envelope(guideDetailSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const article = await guides.findById(request.query.id);
      if (!article) throw createGuideNotFoundError();
      return cached(request, reply, ok(article), GUIDE_CACHE_CONTROL);
    },
  );

  app.get(
    API.common.pageConfigFind,
    {
      schema: {
        tags,
        summary: 'The header of every guide section, in order',
        response: { 200: envelope(pageConfigListSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await guides.findPageConfigs()), GUIDE_CACHE_CONTROL);
    },
  );

  app.get(
    API.common.pageConfigUnique,
    {
      schema: {
        tags,
        summary: "One guide section's header (404 when missing)",
        querystring: pageConfigUniqueQuerySchema,
        response: { 200: envelope(pageConfigSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const config = await guides.findPageConfig(request.query.pageType);
      if (!config) throw createPageConfigNotFoundError();
      return cached(request, reply, ok(config), GUIDE_CACHE_CONTROL);
    },
  );
};
