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
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { createCommonRepository } from './common.repository.ts';
import { regionRoutes } from './region.routes.ts';
import { studentSchoolRoutes } from './student-school.routes.ts';

const tags = ['common'];
/** Reference data changes rarely: browsers and the service worker may keep it five minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = createCommonRepository({ db: app.db });

  // regions and student schools (their own files; same public /noauth/common paths)
  await app.register(regionRoutes);
  await app.register(studentSchoolRoutes);

  app.get(
    API.common.findByDictCode,
    {
      schema: {
        tags,
        summary: 'Dictionary items of a dictionary code',
        querystring: dictCodeQuerySchema,
        response: { 200: envelope(z.array(dictItemSchema)) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(await common.findByDictCode(request.query.dictCode));
    },
  );

  app.get(
    API.common.findByConfigKey,
    {
      schema: {
        tags,
        summary: 'Config items of a config key (AI school selection options)',
        querystring: configKeyQuerySchema,
        response: { 200: envelope(z.array(configItemSchema)) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(await common.findByConfigKey(request.query.configKey));
    },
  );

  app.get(
    API.common.supports,
    {
      schema: { tags, summary: 'Official supporters', response: { 200: envelope(z.array(supporterSchema)) } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(await common.findSupporters());
    },
  );
};
