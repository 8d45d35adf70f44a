import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  newsDetailSchema,
  newsIdQuerySchema,
  newsPageQuerySchema,
  newsPageSchema,
} from '../../../src/contract/news.ts';
import { routes } from '../../lib/route.ts';
import { createNewsNotFoundError } from './news.errors.ts';
import { createNewsRepository } from './news.repository.ts';

const tags = ['news'];

/** Articles change with a release (seeded): five minutes, then revalidate by ETag. */
export const NEWS_CACHE_CONTROL = 'public, max-age=300';

/** Public study-abroad news (SPEC section 7 home queries); the screens themselves require login. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const news = createNewsRepository({ db: app.db });

  route.get(
    API.news.page,
    {
      summary: 'News articles, newest first (optional category)',
      access: 'public',
      querystring: newsPageQuerySchema,
      response: newsPageSchema,
      cache: NEWS_CACHE_CONTROL,
    },
    (request) => news.findPage(request.query),
  );

  route.get(
    API.news.detail,
    {
      summary: 'One news article with its body (404 when unknown)',
      access: 'public',
      querystring: newsIdQuerySchema,
      response: newsDetailSchema,
      cache: NEWS_CACHE_CONTROL,
      missing: createNewsNotFoundError,
    },
    (request) => news.findById(request.query.id),
  );
};
