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
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { CATALOG_CACHE_CONTROL, cached } from '../../lib/http-cache.ts';

import { createMajorNotFoundError } from './major.errors.ts';
import { createMajorRepository } from './major.repository.ts';

const tags = ['major'];

/** Public major catalog: the 61 categories, one category, the universities ranked for it. */
export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const majors = createMajorRepository({ db: app.db });

  app.get(
    API.major.page,
    {
      schema: {
        tags,
        summary: 'Major categories (keyword: Chinese name or QS subject)',
        querystring: majorPageQuerySchema,
        response: { 200: envelope(majorPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await majors.findPage(request.query)), CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    API.major.detail,
    {
      schema: {
        tags,
        summary: 'A major category (404 when unknown)',
        querystring: majorCodeQuerySchema,
        response: { 200: envelope(majorSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const major = await majors.findByCode(request.query.code);
      if (!major) throw createMajorNotFoundError();
      return cached(request, reply, ok(major), CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    API.major.universityRank,
    {
      schema: {
        tags,
        summary:
          "Universities ranked for a major's QS subject, in rank order (404 when the major is unknown)",
        querystring: majorRankQuerySchema,
        response: { 200: envelope(majorRankPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { majorCode, pageIndex, pageSize } = request.query;
      const page = await majors.findUniversityRanks(majorCode, { pageIndex, pageSize });
      if (!page) throw createMajorNotFoundError();
      return cached(request, reply, ok(page), CATALOG_CACHE_CONTROL);
    },
  );
};
