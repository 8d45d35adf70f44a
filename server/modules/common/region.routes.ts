import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  areaByParentQuerySchema,
  regionListSchema,
  regionTreeQuerySchema,
  regionTreeSchema,
} from '../../../src/contract/region.ts';
import { ok } from '../../lib/envelope.ts';
import { cached, REGION_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { createRegionRepository } from './region.repository.ts';

const tags = ['common'];

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const regions = createRegionRepository({ db: app.db });

  app.get(
    API.common.findProvinceAndCity,
    {
      schema: {
        tags,
        summary: 'Provinces with their cities (two levels, sorted by code; ETag, 304 when unchanged)',
        querystring: regionTreeQuerySchema,
        response: { 200: envelope(regionTreeSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(request, reply, ok(await regions.findTree()), REGION_CACHE_CONTROL);
    },
  );

  app.get(
    API.common.findAreaByParentCode,
    {
      schema: {
        tags,
        summary: 'Cities of a province (000000: the provinces); empty for a city or an unknown code',
        querystring: areaByParentQuerySchema,
        response: { 200: envelope(regionListSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      return cached(
        request,
        reply,
        ok(await regions.findChildren(request.query.parentCode)),
        REGION_CACHE_CONTROL,
      );
    },
  );
};
