import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  newsDetailSchema,
  newsIdQuerySchema,
  newsPageQuerySchema,
  newsPageSchema,
} from '../../../src/contract/news.ts';
import { ok } from '../../lib/envelope.ts';
import { cached } from '../../lib/http-cache.ts';
import { createNewsNotFoundError } from './news.errors.ts';
import { createNewsRepository } from './news.repository.ts';

const tags = ['news'];

/** Articles change with a release (seeded): five minutes, then revalidate by ETag. */
export const NEWS_CACHE_CONTROL = 'public, max-age=300';

/** Public study-abroad news (SPEC section 7 home queries); the screens themselves require login. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = createNewsRepository({ db: app.db });

  app.get(
    API.news.page,
    {
      schema: {
        tags,
        summary: 'News articles, newest first (optional category)',
        querystring: newsPageQuerySchema,
        response: { 200: envelope(newsPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await news.findPage(request.query)), NEWS_CACHE_CONTROL);
    },
  );

  app.get(
    API.news.detail,
    {
      schema: {
        tags,
        summary: 'One news article with its body (404 when unknown)',
        querystring: newsIdQuerySchema,
        response: { 200: envelope(newsDetailSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const article = await news.findById(request.query.id);
      if (!article) throw createNewsNotFoundError();
      return cached(request, reply, ok(article), NEWS_CACHE_CONTROL);
    },
  );
};
