import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { API } from '../../../src/contract/api.ts';
import {
  areaByParentQuerySchema,
  regionListSchema,
  regionTreeQuerySchema,
  regionTreeSchema,
} from '../../../src/contract/region.ts';
import { REGION_CACHE_CONTROL } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { createRegionRepository } from './region.repository.ts';

const tags = ['common'];

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, tags);
  const regions = createRegionRepository({ db: app.db });

  route.get(
    API.common.findProvinceAndCity,
    {
      summary: 'Provinces with their cities (two levels, sorted by code; ETag, 304 when unchanged)',
      access: 'public',
      querystring: regionTreeQuerySchema,
      response: regionTreeSchema,
      cache: REGION_CACHE_CONTROL,
    },
    () => regions.findTree(),
  );

  route.get(
    API.common.findAreaByParentCode,
    {
      summary: 'Cities of a province (000000: the provinces); empty for a city or an unknown code',
      access: 'public',
      querystring: areaByParentQuerySchema,
      response: regionListSchema,
      cache: REGION_CACHE_CONTROL,
    },
    (request) => regions.findChildren(request.query.parentCode),
  );
};
