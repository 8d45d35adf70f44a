import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  guideDetailSchema,
  guideIdQuerySchema,
  guidePageQuerySchema,
  guidePageSchema,
  pageConfigListSchema,
  pageConfigSchema,
  pageConfigUniqueQuerySchema,
} from '../../../src/contract/guide.ts';
import { routes } from '../../lib/route.ts';
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
  const route = routes(app, tags);
  const guides = createGuideRepository({ db: app.db });
  const usecases = createGuideUsecases({ guides });
  const read = { access: 'public', cache: GUIDE_CACHE_CONTROL } as const;

  route.get(
    API.guide.page,
    {
      summary: "A guide section's articles, newest first (type, country, keyword), with the section's facets",
      ...read,
      querystring: guidePageQuerySchema,
      response: guidePageSchema,
    },
    (request) => usecases.page(request.query),
  );

  route.get(
    API.guide.detail,
    {
      summary: 'One guide article with its body, sources and related articles (404 when unknown)',
      ...read,
      querystring: guideIdQuerySchema,
      response: guideDetailSchema,
      missing: createGuideNotFoundError,
    },
    (request) => guides.findById(request.query.id),
  );

  route.get(
    API.common.pageConfigFind,
    { summary: 'The header of every guide section, in order', ...read, response: pageConfigListSchema },
    () => guides.findPageConfigs(),
  );

  route.get(
    API.common.pageConfigUnique,
    {
      summary: "One guide section's header (404 when missing)",
      ...read,
      querystring: pageConfigUniqueQuerySchema,
      response: pageConfigSchema,
      missing: createPageConfigNotFoundError,
    },
    (request) => guides.findPageConfig(request.query.pageType),
  );
};
