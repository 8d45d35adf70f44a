import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  configItemSchema,
  configKeyQuerySchema,
  dictCodeQuerySchema,
  dictItemSchema,
  supporterSchema,
} from '../../../src/contract/common.ts';
import { routes } from '../../lib/route.ts';
import { sharedReferenceData } from './reference-data.ts';
import { regionRoutes } from './region.routes.ts';
import { studentSchoolRoutes } from './student-school.routes.ts';

const tags = ['common'];
/** Reference data changes rarely: browsers and the service worker may keep it five minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  // dictionaries, config items and supporters: from memory after the first request (reference-data.ts)
  const referenceData = sharedReferenceData(app.db);
  const route = routes(app, tags);

  // regions and student schools (their own files; same public /noauth/common paths)
  await app.register(regionRoutes);
  await app.register(studentSchoolRoutes);

  // the envelope already serialised (reference-data.ts), sent as is without an ETag
  route.getSerialised(
    API.common.findByDictCode,
    {
      summary: 'Dictionary items of a dictionary code',
      access: 'public',
      querystring: dictCodeQuerySchema,
      response: z.array(dictItemSchema),
      cache: PUBLIC_CACHE,
    },
    async (request) => ({ json: await referenceData.dictionaryText(request.query.dictCode) }),
  );

  route.getSerialised(
    API.common.findByConfigKey,
    {
      summary: 'Config items of a config key (AI school selection options)',
      access: 'public',
      querystring: configKeyQuerySchema,
      response: z.array(configItemSchema),
      cache: PUBLIC_CACHE,
    },
    async (request) => ({ json: await referenceData.configsText(request.query.configKey) }),
  );

  route.getSerialised(
    API.common.supports,
    {
      summary: 'Official supporters',
      access: 'public',
      response: z.array(supporterSchema),
      cache: PUBLIC_CACHE,
    },
    async () => ({ json: await referenceData.supportersText() }),
  );
};
