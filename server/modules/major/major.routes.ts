import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  majorCodeQuerySchema,
  majorPageQuerySchema,
  majorPageSchema,
  majorRankPageSchema,
  majorRankQuerySchema,
  majorSchema,
} from '../../../src/contract/catalog.ts';
import { CATALOG_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';

import { createMajorNotFoundError } from './major.errors.ts';
import { createMajorRepository } from './major.repository.ts';

const tags = ['major'];

/** Public major catalog: the 61 categories, one category, the universities ranked for it. */
export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const majors = createMajorRepository({ db: app.db });

  route.get(
    API.major.page,
    {
      summary: 'Major categories (keyword: Chinese name or QS subject)',
      access: 'public',
      querystring: majorPageQuerySchema,
      response: majorPageSchema,
      cache: CATALOG_CACHE_CONTROL,
    },
    (request) => majors.findPage(request.query),
  );

  route.get(
    API.major.detail,
    {
      summary: 'A major category (404 when unknown)',
      access: 'public',
      querystring: majorCodeQuerySchema,
      response: majorSchema,
      cache: CATALOG_CACHE_CONTROL,
      missing: createMajorNotFoundError,
    },
    (request) => majors.findByCode(request.query.code),
  );

  route.get(
    API.major.universityRank,
    {
      summary: "Universities ranked for a major's QS subject, in rank order (404 when the major is unknown)",
      access: 'public',
      querystring: majorRankQuerySchema,
      response: majorRankPageSchema,
      cache: CATALOG_CACHE_CONTROL,
      missing: createMajorNotFoundError,
    },
    (request) => {
      const { majorCode, pageIndex, pageSize } = request.query;
      return majors.findUniversityRanks(majorCode, { pageIndex, pageSize });
    },
  );
};
