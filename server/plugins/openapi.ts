/**
 * OpenAPI document of every route, generated from the zod schemas, at /student/api/openapi.json.
 *
 * Built on its first request, not at boot: registering @fastify/swagger loads its spec builders (yaml, a JSON
 * schema resolver: about a tenth of a second of a cold start and a few MB) for a document few clients ask for.
 * The app only records each route's options as it is registered; the first request registers those routes
 * (method, url, schema, no handler of ours) in a detached Fastify instance with @fastify/swagger, which builds
 * the document the same way, then drops that instance and keeps the document.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';

const SWAGGER_OPTIONS: SwaggerOptions = {
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
};

/** The document of these routes, as @fastify/swagger writes it for an app that registered them. */
async function buildDocument(routes: readonly RouteOptions[]): Promise<unknown> {
  const { default: swagger } = await import('@fastify/swagger');
  const detached = Fastify({ logger: false, exposeHeadRoutes: false });
  detached.setValidatorCompiler(validatorCompiler);
  detached.setSerializerCompiler(serializerCompiler);
  await detached.register(swagger, SWAGGER_OPTIONS);
  for (const route of routes) {
    detached.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
      handler: () => null,
    });
  }
  try {
    await detached.ready();
    return detached.swagger();
  } finally {
    await detached.close();
  }
}

export const openapiPlugin = fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    let document: Promise<unknown> | undefined;
    app.get(API.openapi, { schema: { hide: true }, config: { access: 'public' } }, () => {
      document ??= buildDocument(routes).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      return document;
    });
  },
  { name: 'openapi' },
);
