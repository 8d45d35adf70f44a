import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  adListSchema,
  adQuerySchema,
  homeSearchQuerySchema,
  homeSearchSchema,
  hotSearchListSchema,
  hotSearchQuerySchema,
} from '../../../src/contract/home.ts';
import { routes } from '../../lib/route.ts';
import { createGuideRepository } from '../guide/guide.repository.ts';
import { createMajorRepository } from '../major/major.repository.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { createQaRepository } from '../qa/qa.repository.ts';
import { createSchoolRepository } from '../school/school.repository.ts';
import { createHomeRepository } from './home.repository.ts';
import { createHomeUsecases } from './home.usecases.ts';

const tags = ['home'];

/** Ads change with a release (seeded): five minutes, then revalidate by ETag. */
export const AD_CACHE_CONTROL = 'public, max-age=300';
/** Hot search moves with every counted search: a minute, then revalidate by ETag. */
export const HOT_SEARCH_CACHE_CONTROL = 'public, max-age=60';

/**
 * The home page's own calls (SPEC section 7 "Common: find ad, hot search"; the home search box). The other
 * home sections read their slices' public lists.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const home = createHomeRepository({ db: app.db });
  const usecases = createHomeUsecases({
    home,
    schools: createSchoolRepository({ db: app.db, cacheDir: app.dbCacheDir }),
    majors: createMajorRepository({ db: app.db }),
    news: createNewsRepository({ db: app.db }),
    qa: createQaRepository({ db: app.db }),
    guides: createGuideRepository({ db: app.db }),
    clock: () => app.clock(),
  });

  route.get(
    API.common.findAd,
    {
      summary: 'The active ads of a position, in order',
      access: 'public',
      querystring: adQuerySchema,
      response: adListSchema,
      cache: AD_CACHE_CONTROL,
    },
    (request) => home.findAds(request.query.type),
  );

  route.get(
    API.common.hotSearch,
    {
      summary: 'The most searched terms that found something within the last 90 days',
      access: 'public',
      querystring: hotSearchQuerySchema,
      response: hotSearchListSchema,
      cache: HOT_SEARCH_CACHE_CONTROL,
    },
    (request) => usecases.hotSearch(request.query),
  );

  route.get(
    API.home.search,
    {
      summary: 'Universities, majors, news, questions and guides matching a keyword (a hit is counted)',
      access: 'public',
      querystring: homeSearchQuerySchema,
      response: homeSearchSchema,
    },
    async (request, reply) => {
      const result = await usecases.search(request.query.keyword);
      // counted per request: never answered from a cache
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
};
