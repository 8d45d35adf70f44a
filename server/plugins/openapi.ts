/** OpenAPI document of every route, generated from the zod schemas, at /student/api/openapi.json. */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'AI留学 student API',
          description:
            'Every response body is { code, message, data }; code 200 is success (SPEC section 8). ' +
            `Signed-in calls carry the header ${HEADERS.AUTH}: ${HEADERS.AUTH_PREFIX}{token}.`,
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            ltAuthorization: { type: 'apiKey', in: 'header', name: HEADERS.AUTH },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get(API.openapi, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
