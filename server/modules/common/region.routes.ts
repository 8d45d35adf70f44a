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
import { notModified, REGION_CACHE_CONTROL } from '../../lib/http-cache.ts';
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
      const body = ok(await regions.findTree());
      if (notModified(request, reply, body, REGION_CACHE_CONTROL)) return reply;
      return body;
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
      const body = ok(await regions.findChildren(request.query.parentCode));
      if (notModified(request, reply, body, REGION_CACHE_CONTROL)) return reply;
      return body;
    },
  );
};
