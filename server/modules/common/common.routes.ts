import type { FastifyReply } from 'fastify';
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
import { sharedReferenceData } from './reference-data.ts';
import { regionRoutes } from './region.routes.ts';
import { studentSchoolRoutes } from './student-school.routes.ts';

const tags = ['common'];
/** Reference data changes rarely: browsers and the service worker may keep it five minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/** The envelope already serialised (reference-data.ts): a string with a JSON type is sent as is. */
function sendText(reply: FastifyReply, text: string): FastifyReply {
  return reply.header('cache-control', PUBLIC_CACHE).type('application/json; charset=utf-8').send(text);
}

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  // dictionaries, config items and supporters: from memory after the first request (reference-data.ts)
  const referenceData = sharedReferenceData(app.db);

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
      const text = await referenceData.dictionaryText(request.query.dictCode);
      return sendText(reply, text);
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
      return sendText(reply, await referenceData.configsText(request.query.configKey));
    },
  );

  app.get(
    API.common.supports,
    {
      schema: { tags, summary: 'Official supporters', response: { 200: envelope(z.array(supporterSchema)) } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      return sendText(reply, await referenceData.supportersText());
    },
  );
};
